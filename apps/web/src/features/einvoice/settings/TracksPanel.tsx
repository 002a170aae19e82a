import { ActionIcon, Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle, IconPlus, IconTrash } from '@tabler/icons-react';
import { isLowOnNumbers, MODAL_WIDTH, MSG, type InvoiceTrack, type StoreInvoiceSetting, type TrackState } from '@diancan/core';
import { useState } from 'react';
import { showToast } from '../../../lib/toast';
import { useRemoveTrack } from '../api/invoice-setting';
import { TrackModal } from './TrackModal';

const STATE_BADGES: Readonly<Record<TrackState, { label: string; color: string }>> = {
  CURRENT: { label: '本期', color: 'green' },
  FUTURE: { label: '未開始', color: 'blue' },
  PAST: { label: '已結束', color: 'gray' },
};

function count(value: number): string {
  return value.toLocaleString('en-US');
}

/**
 * The number-supply warning of the current period (the server's `isRunningOut`: under 10 % left, or less than one
 * day at the store's recent rate), or nothing.
 */
export function lowNumbersWarning(setting: Pick<StoreInvoiceSetting, 'supply' | 'currentPeriodText'>): string | null {
  const { supply } = setting;
  if (!supply.runningOut) return null;
  if (supply.currentRemaining === 0) return `${setting.currentPeriodText}沒有可用的發票號碼，結帳將無法開立發票，請新增字軌`;
  return `${setting.currentPeriodText}剩餘發票號碼${count(supply.currentRemaining)}個（共${count(supply.currentSize)}個，近7日每日約${supply.dailyRate}張），請盡快新增字軌`;
}

/**
 * 字軌: the number ranges of each period with what is left of them, a warning when the current period runs low, adding
 * a range and removing one none of whose numbers was used (a typo).
 */
export function TracksPanel({ setting }: { setting: StoreInvoiceSetting }) {
  const [adding, setAdding] = useState(false);
  const removing = useRemoveTrack();
  const warning = lowNumbersWarning(setting);

  const confirmRemove = (track: InvoiceTrack) =>
    modals.openConfirmModal({
      title: MSG.CONFIRM_DELETE,
      size: MODAL_WIDTH,
      centered: true,
      children: (
        <Text size="sm">
          確定要刪除 {track.periodText} 字軌 {track.firstNumber} ~ {track.lastNumber} 嗎？
        </Text>
      ),
      labels: { confirm: '是', cancel: '否' },
      confirmProps: { color: 'red' },
      onConfirm: () => removing.mutate({ storeId: setting.storeId, id: track.id }, { onSuccess: () => showToast('刪除成功') }),
    });

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>字軌</Title>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            新增字軌
          </Button>
        </Group>
        <Text size="sm" aria-label="本期剩餘號碼">
          本期 {setting.currentPeriodText}，剩餘 {count(setting.currentRemaining)} 個號碼
        </Text>
        {warning && (
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} role="alert">
            {warning}
          </Alert>
        )}
        {setting.tracks.length === 0 ? (
          <Text c="dimmed" size="sm">
            尚未設定字軌
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table aria-label="字軌列表" striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>期別</Table.Th>
                  <Table.Th>字軌號碼</Table.Th>
                  <Table.Th>總數</Table.Th>
                  <Table.Th>已使用</Table.Th>
                  <Table.Th>剩餘</Table.Th>
                  <Table.Th>下一個號碼</Table.Th>
                  <Table.Th>狀態</Table.Th>
                  <Table.Th>操作</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {setting.tracks.map((track) => (
                  <TrackRow key={track.id} track={track} onRemove={() => confirmRemove(track)} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <TrackModal
        storeId={setting.storeId}
        opened={adding}
        currentPeriodKey={setting.currentPeriodKey}
        tracks={setting.tracks}
        onClose={() => setAdding(false)}
      />
    </Paper>
  );
}

function TrackRow({ track, onRemove }: { track: InvoiceTrack; onRemove: () => void }) {
  const badge = STATE_BADGES[track.state];
  const runningLow = track.state === 'CURRENT' && isLowOnNumbers(track.remaining);
  const nextNumber = track.remaining > 0 ? `${track.letters}${String(track.nextNumber).padStart(8, '0')}` : '已用完';
  return (
    <Table.Tr>
      <Table.Td>{track.periodText}</Table.Td>
      <Table.Td>
        {track.firstNumber} ~ {track.lastNumber}
      </Table.Td>
      <Table.Td>{count(track.size)}</Table.Td>
      <Table.Td>{count(track.used)}</Table.Td>
      <Table.Td>
        <Text span c={runningLow ? 'orange.8' : undefined} fw={runningLow ? 700 : undefined}>
          {count(track.remaining)}
        </Text>
      </Table.Td>
      <Table.Td>{nextNumber}</Table.Td>
      <Table.Td>
        <Badge variant="light" color={badge.color}>
          {badge.label}
        </Badge>
      </Table.Td>
      <Table.Td>
        {track.removable && (
          <ActionIcon variant="subtle" color="red" aria-label={`刪除 ${track.firstNumber}`} onClick={onRemove}>
            <IconTrash size={18} />
          </ActionIcon>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
