import { Group, Progress, Stack, Text } from '@mantine/core';
import { formatCents, type BrandTurnoverRow } from '@diancan/core';

/**
 * The per-store comparison chart: each store's 實收 (payable) as a bar against the best store's, with its share of
 * the brand's total and its order count.
 */
export function StoreComparison({ rows }: { rows: readonly BrandTurnoverRow[] }) {
  const top = Math.max(0, ...rows.map((row) => row.payable));
  const total = rows.reduce((sum, row) => sum + row.payable, 0);
  const sorted = [...rows].sort((a, b) => b.payable - a.payable);
  return (
    <Stack gap="xs" role="list" aria-label="各店實收比較">
      {sorted.map((row) => (
        <Stack key={row.storeId} gap={2} role="listitem" aria-label={`${row.storeName} ${formatCents(row.payable)}`}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={500}>
              {row.storeName}
            </Text>
            <Text size="sm">
              {formatCents(row.payable)}（{total > 0 ? Math.round((row.payable / total) * 1000) / 10 : 0}%，{row.orders} 筆）
            </Text>
          </Group>
          <Progress value={top > 0 ? (Math.max(0, row.payable) / top) * 100 : 0} size="lg" />
        </Stack>
      ))}
    </Stack>
  );
}
