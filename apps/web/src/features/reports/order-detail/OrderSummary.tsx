import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  DELIVERY_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  REPORT_ORDER_SOURCE_LABELS,
  REPORT_ORDER_TYPE_LABELS,
  type OrderDetail,
} from '@diancan/core';
import type { ReactNode } from 'react';
import { formatTaipeiDateTime } from '../../../components/date-range';
import { PlatformOrderFacts } from '../../delivery-platforms';
import { INVOICE_INFO_LABELS } from './labels';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** The order at a glance: number, day, status, type, source, who took it, reservation or delivery, invoice choice. */
export function OrderSummary({ order }: { order: OrderDetail }) {
  return (
    <Stack gap="sm">
      {order.removed && (
        <Alert color="red" title="已從報表刪除">
          {formatTaipeiDateTime(order.removed.at)}
          {order.removed.by ? `・${order.removed.by.name}` : ''}
          {order.removed.reason ? `：${order.removed.reason}` : ''}
        </Alert>
      )}
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
          <Field label="營業日">{order.businessDate}</Field>
          <Field label="狀態">
            <Group gap={4}>
              <Badge variant="light">{ORDER_STATUS_LABELS[order.status]}</Badge>
              <Badge variant="outline" color={order.paymentStatus === 'PAID' ? 'green' : 'red'}>
                {PAYMENT_STATUS_LABELS[order.paymentStatus]}
              </Badge>
            </Group>
          </Field>
          <Field label="類型">
            {REPORT_ORDER_TYPE_LABELS[order.type]}
            {order.tableNumber ? `（桌號 ${order.tableNumber}）` : ''}
          </Field>
          <Field label="來源">{REPORT_ORDER_SOURCE_LABELS[order.source]}</Field>
          <Field label="建立時間">{formatTaipeiDateTime(order.createdAt)}</Field>
          <Field label="建立人員">{order.createdBy?.name ?? '—'}</Field>
          <Field label="發票資訊">{order.invoice ? `${INVOICE_INFO_LABELS[order.invoice.type]} ${order.invoice.number}` : '—'}</Field>
          <Field label="交班">{order.shiftId === null ? '尚未交班' : `已交班（班別 #${order.shiftNumber ?? '—'}）`}</Field>
          {order.reservation && (
            <Field label={order.reservation.type === 'PICKUP' ? '預約自取' : '預約外送'}>
              {formatTaipeiDateTime(order.reservation.reservedFor)}・{order.reservation.name}・{order.reservation.phone}
              {order.reservation.address ? `・${order.reservation.address}` : ''}
            </Field>
          )}
          {order.delivery && (
            <Field label="外送">
              {DELIVERY_STATUS_LABELS[order.delivery.status]}
              {order.delivery.courierName ? `・${order.delivery.courierName}` : ''}
              {order.delivery.platformOrderNo ? `・${order.delivery.platformOrderNo}` : ''}
            </Field>
          )}
          {order.platformOrder && (
            <Field label="外送平台">
              <PlatformOrderFacts platformOrder={order.platformOrder} />
            </Field>
          )}
          {order.remark && <Field label="訂單備註">{order.remark}</Field>}
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
