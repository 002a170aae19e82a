import { Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { type PayMethodTotal, REPORT_ORDER_SOURCE_LABELS, type RevenueTotals } from '@diancan/core';
import { formatCount, formatMoney } from '../format';

function Card({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={label}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

export interface RevenueCardsProps {
  revenue: RevenueTotals | undefined;
  payMethods: readonly PayMethodTotal[] | undefined;
  loading: boolean;
}

/**
 * The turnover totals (report/order/revenue and /payMethods): net = gross - entertain - discounts over the orders
 * not cancelled; cancelled and unpaid apart; then the revenue per order source (POS, 手機點餐, 出單點餐, delivery
 * platforms: the counter against self-ordering) and the money collected per pay method.
 */
/** The delivery platforms' orders together (Uber Eats + foodpanda), beside each platform's own figure. */
function platformTotal(bySource: RevenueTotals['bySource']): { net: number; orderCount: number } {
  return bySource
    .filter((entry) => entry.source === 'UBER_EATS' || entry.source === 'FOODPANDA')
    .reduce((total, entry) => ({ net: total.net + entry.net, orderCount: total.orderCount + entry.orderCount }), { net: 0, orderCount: 0 });
}

export function RevenueCards({ revenue, payMethods, loading }: RevenueCardsProps) {
  if (loading && !revenue) return <Skeleton h={150} radius="md" />;
  if (!revenue) return null;
  const platforms = platformTotal(revenue.bySource);
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="xs">
        <Card label="實收金額" value={formatMoney(revenue.net)} hint={`${formatCount(revenue.orderCount)} 筆訂單`} />
        <Card label="營業總額" value={formatMoney(revenue.gross)} />
        <Card label="招待" value={formatMoney(revenue.entertain)} />
        <Card
          label="折扣"
          value={formatMoney(revenue.discounts)}
          hint={`自動 ${formatMoney(revenue.automaticDiscount)}／手動 ${formatMoney(revenue.manualDiscount)}`}
        />
        <Card label="未付款" value={formatMoney(revenue.unpaidAmount)} hint={`${formatCount(revenue.unpaidCount)} 筆`} />
        <Card label="退款" value={formatMoney(revenue.refundAmount)} hint={`${formatCount(revenue.refundCount)} 筆`} />
        <Card label="已取消" value={formatMoney(revenue.cancelledAmount)} hint={`${formatCount(revenue.cancelledCount)} 筆`} />
      </SimpleGrid>
      <Group gap="xs" role="list" aria-label="來源統計">
        {revenue.bySource
          .filter((entry) => entry.orderCount > 0 || entry.source === 'POS')
          .map((entry) => (
            <Paper key={entry.source} withBorder px="sm" py={6} radius="md" role="listitem">
              <Text size="sm">
                {REPORT_ORDER_SOURCE_LABELS[entry.source]}：<b>{formatMoney(entry.net)}</b>（{formatCount(entry.orderCount)} 筆）
              </Text>
            </Paper>
          ))}
        {platforms.orderCount > 0 && (
          <Paper withBorder px="sm" py={6} radius="md" role="listitem" bg="teal.0">
            <Text size="sm">
              外送平台合計：<b>{formatMoney(platforms.net)}</b>（{formatCount(platforms.orderCount)} 筆）
            </Text>
          </Paper>
        )}
      </Group>
      {payMethods && payMethods.length > 0 && (
        <Group gap="xs" role="list" aria-label="付款方式統計">
          {payMethods.map((method) => (
            <Paper key={`${method.payMethodId ?? 'none'}-${method.name}`} withBorder px="sm" py={6} radius="md" role="listitem">
              <Text size="sm">
                {method.name}：<b>{formatMoney(method.amount)}</b>（{formatCount(method.orderCount)} 筆）
              </Text>
            </Paper>
          ))}
        </Group>
      )}
    </Stack>
  );
}
