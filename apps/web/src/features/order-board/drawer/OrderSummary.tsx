import { Badge, Divider, Group, Stack, Table, Text, Timeline } from '@mantine/core';
import { formatCents, ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS, type OrderDetail } from '@diancan/core';
import { formatTaipeiDateTime } from '../../../components/date-range';
import { PlatformOrderFacts } from '../../delivery-platforms';
import { destinationLabel, SOURCE_LABELS } from '../board/labels';

/** Who, where and when: source, destination, payment state, the customer of a reservation. */
export function OrderFacts({ order }: { order: OrderDetail }) {
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Badge>{ORDER_STATUS_LABELS[order.status]}</Badge>
        <Badge variant="light">{SOURCE_LABELS[order.source]}</Badge>
        <Badge color={order.paymentStatus === 'UNPAID' ? 'red' : 'green'} variant="light">
          {order.entertain ? '招待' : PAYMENT_STATUS_LABELS[order.paymentStatus]}
        </Badge>
      </Group>
      <Text fw={600}>{destinationLabel(order)}</Text>
      {order.reservation && (
        <Text size="sm">
          {order.reservation.name} · {order.reservation.phone}
          {order.reservation.address ? ` · ${order.reservation.address}` : ''}
        </Text>
      )}
      {order.platformOrder && <PlatformOrderFacts platformOrder={order.platformOrder} />}
      <Text size="sm" c="dimmed">
        下單時間 {formatTaipeiDateTime(order.createdAt)}
        {order.createdBy ? ` · ${order.createdBy.name}` : ''}
      </Text>
    </Stack>
  );
}

/** The amounts, as core priced them on the server. */
export function OrderTotals({ order }: { order: OrderDetail }) {
  const { totals } = order;
  const rows: [string, number][] = [
    ['小計', totals.subtotal],
    ...(totals.entertainAmount ? ([['招待', -totals.entertainAmount]] as [string, number][]) : []),
    ...(totals.automaticDiscount ? ([[order.automaticDiscount?.name ?? '自動折扣', -totals.automaticDiscount]] as [string, number][]) : []),
    ...(totals.couponDiscount ? ([[`優惠券 ${order.coupon?.name ?? ''}`.trim(), -totals.couponDiscount]] as [string, number][]) : []),
    ...(totals.manualDiscount ? ([['折扣', -totals.manualDiscount]] as [string, number][]) : []),
  ];
  return (
    <Table withRowBorders={false} verticalSpacing={2} aria-label="訂單金額">
      <Table.Tbody>
        {rows.map(([label, cents]) => (
          <Table.Tr key={label}>
            <Table.Td>{label}</Table.Td>
            <Table.Td ta="right">{formatCents(cents)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Td fw={700}>應付</Table.Td>
          <Table.Td ta="right" fw={700}>
            {formatCents(totals.payable)}
          </Table.Td>
        </Table.Tr>
        {order.payments.map((payment) => (
          <Table.Tr key={payment.id}>
            <Table.Td>{payment.payMethodName}</Table.Td>
            <Table.Td ta="right">
              {formatCents(payment.tendered)}
              {payment.change ? `（找零 ${formatCents(payment.change)}）` : ''}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** What happened to the order, oldest first. */
export function OrderHistory({ order }: { order: OrderDetail }) {
  return (
    <>
      <Divider label="紀錄" labelPosition="left" />
      <Timeline bulletSize={12} lineWidth={2} active={order.history.length - 1}>
        {order.history.map((entry) => (
          <Timeline.Item key={entry.id} title={entry.reason ?? ORDER_STATUS_LABELS[entry.toStatus]}>
            <Text size="xs" c="dimmed">
              {formatTaipeiDateTime(entry.changedAt)}
              {entry.changedBy ? ` · ${entry.changedBy.name}` : ''}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </>
  );
}
