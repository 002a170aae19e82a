import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCloudUpload, IconWifiOff } from '@tabler/icons-react';
import { formatCents } from '@diancan/core';
import { discardRefused, pendingCount, retryRefused, useOutbox } from './outbox-store';

/** 離線中，N 筆訂單待上傳: the POS's banner in place of the blocking offline overlay (docs/offline.md). */
export function OfflineBanner() {
  const records = useOutbox((state) => state.records);
  const unreachable = useOutbox((state) => state.unreachable);
  const pending = pendingCount(records);
  const refused = records.filter((record) => record.refusal !== null);
  if (!unreachable && pending === 0 && refused.length === 0) return null;
  return (
    <Stack gap={6}>
      {(unreachable || pending > 0) && (
        <Alert role="status" color={unreachable ? 'orange' : 'blue'} icon={unreachable ? <IconWifiOff size={18} /> : <IconCloudUpload size={18} />} py={6}>
          {unreachable ? `離線中，${pending} 筆訂單待上傳` : `上傳中，${pending} 筆訂單待上傳`}
        </Alert>
      )}
      {refused.map((record) => (
        <Alert key={record.key} color="red" py={6} title="離線訂單上傳被拒">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm">
              {new Date(record.summary.takenAt).toLocaleTimeString('zh-TW', { hour12: false })} {record.summary.payMethodName ?? '招待'}{' '}
              {formatCents(record.summary.payable)}：{record.refusal}
            </Text>
            <Group gap={4} wrap="nowrap">
              <Button size="compact-sm" variant="light" onClick={() => void retryRefused(record.key)}>
                重新上傳
              </Button>
              <Button size="compact-sm" variant="subtle" color="red" onClick={() => confirmDiscard(record.key)}>
                捨棄
              </Button>
            </Group>
          </Group>
        </Alert>
      ))}
    </Stack>
  );
}

function confirmDiscard(key: string) {
  modals.openConfirmModal({
    title: '捨棄離線訂單',
    children: <Text size="sm">此訂單未建立於系統中；捨棄後請退還客人已付款項。確定捨棄？</Text>,
    labels: { confirm: '捨棄', cancel: '取消' },
    confirmProps: { color: 'red' },
    onConfirm: () => void discardRefused(key),
  });
}
