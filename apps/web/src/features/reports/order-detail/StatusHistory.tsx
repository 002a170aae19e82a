import { Paper, Text, Timeline, Title } from '@mantine/core';
import { ORDER_STATUS_LABELS, type OrderHistoryEntry } from '@diancan/core';
import { formatTaipeiDateTime } from '../../../components/date-range';

function entryTitle(entry: OrderHistoryEntry): string {
  if (entry.fromStatus === null) return `建立訂單（${ORDER_STATUS_LABELS[entry.toStatus]}）`;
  if (entry.fromStatus === entry.toStatus) return '修改訂單';
  return `${ORDER_STATUS_LABELS[entry.fromStatus]} → ${ORDER_STATUS_LABELS[entry.toStatus]}`;
}

/** 狀態紀錄: every change of the order, oldest first, with who and when. */
export function StatusHistory({ history }: { history: readonly OrderHistoryEntry[] }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={4} mb="sm">
        狀態紀錄
      </Title>
      <Timeline active={history.length - 1} bulletSize={14} lineWidth={2} aria-label="狀態紀錄">
        {history.map((entry) => (
          <Timeline.Item key={entry.id} title={entryTitle(entry)}>
            {entry.reason && <Text size="sm">{entry.reason}</Text>}
            <Text size="xs" c="dimmed">
              {formatTaipeiDateTime(entry.changedAt)}
              {entry.changedBy ? `・${entry.changedBy.name}` : ''}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Paper>
  );
}
