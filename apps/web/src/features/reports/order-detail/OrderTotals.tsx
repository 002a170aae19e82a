import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { OrderDetail } from '@diancan/core';
import { formatMoney } from '../format';
import { ratioLabel } from './labels';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined}>
        {value}
      </Text>
    </Group>
  );
}

/** 金額: subtotal, entertain, the automatic tier, the coupon and the cashier's discount, what was payable, paid and the change. */
export function OrderTotals({ order }: { order: OrderDetail }) {
  const { totals } = order;
  const manual = order.manualDiscount;
  const manualLabel = manual?.type === 'RATIO' && manual.ratio !== null ? `手動折扣（${ratioLabel(manual.ratio)}）` : '手動折扣';
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label="金額">
      <Title order={4} mb="sm">
        金額
      </Title>
      <Stack gap={4}>
        <Row label="小計" value={formatMoney(totals.subtotal)} />
        {totals.entertainAmount > 0 && <Row label={order.entertain ? '招待（整筆）' : '招待'} value={`-${formatMoney(totals.entertainAmount)}`} />}
        {totals.automaticDiscount > 0 && (
          <Row label={`自動折扣${order.automaticDiscount ? `（${order.automaticDiscount.name}）` : ''}`} value={`-${formatMoney(totals.automaticDiscount)}`} />
        )}
        {totals.couponDiscount > 0 && (
          <Row label={`優惠券${order.coupon ? `（${order.coupon.name} ${order.coupon.code}）` : ''}`} value={`-${formatMoney(totals.couponDiscount)}`} />
        )}
        {totals.manualDiscount > 0 && <Row label={manualLabel} value={`-${formatMoney(totals.manualDiscount)}`} />}
        <Divider my={4} />
        <Row label="應收金額" value={formatMoney(totals.payable)} strong />
        <Row label="實收" value={formatMoney(totals.paid)} />
        {totals.change > 0 && <Row label="找零" value={formatMoney(totals.change)} />}
      </Stack>
    </Paper>
  );
}
