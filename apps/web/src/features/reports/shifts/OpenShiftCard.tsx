import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCashRegister, IconRefresh } from '@tabler/icons-react';
import { formatReportTime, SHIFT_LABELS, type Shift } from '@diancan/core';
import { useState } from 'react';
import { useOpenShift } from './api/shift-api';
import { ShiftFigures } from './ShiftFigures';
import { useLiveOpenShift } from './use-live-open-shift';

export interface OpenShiftCardProps {
  storeId: number;
  /** 交班 pressed: the figures as they stand now, for the finish modal. */
  onFinish: (shift: Shift) => void;
}

/** The open shift's running figures (what a finish now would close): live with the store's orders, and on demand. */
export function OpenShiftCard({ storeId, onFinish }: OpenShiftCardProps) {
  const open = useOpenShift(storeId);
  useLiveOpenShift(storeId);
  const shift = open.data;
  const [counting, setCounting] = useState(false);

  // The drawer is counted against the figures as they are now, not as they were when the page opened.
  const startFinish = async () => {
    setCounting(true);
    try {
      const fresh = await open.refetch();
      if (fresh.data) onFinish(fresh.data);
    } finally {
      setCounting(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="目前班別">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="xs">
            <Title order={4}>目前班別{shift ? ` #${shift.number}` : ''}</Title>
            <Badge color="blue" variant="light">
              未交班
            </Badge>
          </Group>
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              loading={open.isFetching}
              onClick={() => void open.refetch()}
            >
              重新整理
            </Button>
            <Button leftSection={<IconCashRegister size={16} />} disabled={!shift} loading={counting} onClick={() => void startFinish()}>
              交班
            </Button>
          </Group>
        </Group>
        {shift ? (
          <>
            <Text size="sm" c="dimmed">
              {SHIFT_LABELS.startedAt} {formatReportTime(shift.startedAt)}・計算於 {formatReportTime(shift.calculatedAt)}
            </Text>
            <ShiftFigures totals={shift} />
          </>
        ) : (
          <Skeleton h={220} radius="md" />
        )}
      </Stack>
    </Paper>
  );
}
