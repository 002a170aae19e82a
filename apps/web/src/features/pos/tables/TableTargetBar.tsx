import { Badge, CloseButton, Group, Text } from '@mantine/core';
import { targetLabel, type TableTarget } from './table-target';

/** The cart works for a table: which one and how (開桌 / 加點), and a way back to a counter sale. */
export function TableTargetBar({ target, onCancel }: { target: TableTarget; onCancel: () => void }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" data-testid="table-target">
      <Badge size="lg" color={target.kind === 'OPEN' ? 'teal' : 'orange'} variant="light">
        {targetLabel(target)}
      </Badge>
      <Text size="xs" c="dimmed">
        送出後於桌位結帳
      </Text>
      <CloseButton aria-label="取消桌位點餐" onClick={onCancel} />
    </Group>
  );
}
