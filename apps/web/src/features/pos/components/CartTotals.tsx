import { Group, Stack, Text } from '@mantine/core';
import { formatCents, type OrderTotals } from '@diancan/core';

/** The cart's amounts, live: subtotal, lines given free, the automatic discount, the total and the 差$X元 hint. */
export function CartTotals({ totals }: { totals: OrderTotals }) {
  return (
    <Stack gap={2} aria-label="金額" role="group">
      <Row label="小計" value={formatCents(totals.subtotal)} />
      {totals.entertainAmount > 0 && <Row label="招待" value={`-${formatCents(totals.entertainAmount)}`} />}
      {totals.automaticDiscountTier && (
        <Row label={`自動折扣（${totals.automaticDiscountTier.name}）`} value={`-${formatCents(totals.automaticDiscount)}`} />
      )}
      <Group justify="space-between">
        <Text fw={700} size="lg">
          合計
        </Text>
        <Text fw={700} size="xl" c="brand.8" aria-label="合計金額">
          {formatCents(totals.total)}
        </Text>
      </Group>
      {totals.nextTier && (
        <Text size="sm" c="orange.8" ta="right" aria-label="下一級自動折扣">
          再{totals.nextTier.text}享{totals.nextTier.tier.name}
        </Text>
      )}
    </Stack>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Group>
  );
}
