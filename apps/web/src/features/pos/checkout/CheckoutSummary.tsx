import { Group, Stack, Text } from '@mantine/core';
import { formatCents, ratioLabel, type ManualDiscount, type OrderTotals } from '@diancan/core';

export interface CheckoutSummaryProps {
  totals: OrderTotals;
  discount: ManualDiscount | null;
  entertain: boolean;
  isCash: boolean;
}

/** The amounts of the checkout: subtotal down to the payable, and for cash the amount tendered and the change. */
export function CheckoutSummary({ totals, discount, entertain, isCash }: CheckoutSummaryProps) {
  return (
    <Stack gap={4} role="group" aria-label="結帳金額">
      <Row label="小計" value={formatCents(totals.subtotal)} />
      {totals.entertainAmount > 0 && <Row label={entertain ? '招待（整單）' : '招待'} value={`-${formatCents(totals.entertainAmount)}`} />}
      {totals.automaticDiscountTier && (
        <Row label={`自動折扣（${totals.automaticDiscountTier.name}）`} value={`-${formatCents(totals.automaticDiscount)}`} />
      )}
      {totals.coupon && (
        <Row label={`優惠券（${totals.coupon.name}）`} value={`-${formatCents(totals.couponDiscount)}`} testId="coupon-discount" />
      )}
      {totals.pointsDiscount > 0 && <Row label="點數折抵" value={`-${formatCents(totals.pointsDiscount)}`} testId="points-discount" />}
      {discount && (
        <Row
          label={discount.type === 'RATIO' ? `折扣（${ratioLabel(discount.ratio)}）` : '折扣'}
          value={`-${formatCents(totals.manualDiscount)}`}
          testId="manual-discount"
        />
      )}
      <Group justify="space-between" mt={4}>
        <Text fw={700} size="lg">
          應付金額
        </Text>
        <Text fw={800} fz={28} c="brand.8" aria-label="應付金額">
          {formatCents(totals.payable)}
        </Text>
      </Group>
      {totals.nextTier && (
        <Text size="sm" c="orange.8" ta="right">
          再{totals.nextTier.text}享{totals.nextTier.tier.name}
        </Text>
      )}
      {isCash && !entertain && (
        <>
          <Row label="實收" value={formatCents(totals.paid)} testId="paid" />
          <Group justify="space-between">
            <Text fw={600}>找零</Text>
            <Text fw={700} size="lg" c={totals.paymentSufficient ? 'green.8' : 'red.7'} aria-label="找零">
              {totals.paymentSufficient ? formatCents(totals.change) : '金額不足'}
            </Text>
          </Group>
        </>
      )}
    </Stack>
  );
}

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Group justify="space-between" data-testid={testId}>
      <Text c="dimmed">{label}</Text>
      <Text>{value}</Text>
    </Group>
  );
}
