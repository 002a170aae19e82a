import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { canChangeDeliveryStatus, COURIER_NAME_MAX, DELIVERY_STATUS_LABELS, DELIVERY_STATUSES, MSG, type DeliveryStatus, type OrderDeliveryView, type OrderDetail } from '@diancan/core';
import { useState } from 'react';
import { useUpdateDeliveryOrder } from '../api/order-edits';

/** 外送: the delivery state and the courier of a delivery order. Keyed by version by the parent. */
export function DeliveryForm({ order, delivery }: { order: OrderDetail; delivery: OrderDeliveryView }) {
  const update = useUpdateDeliveryOrder();
  const [status, setStatus] = useState<DeliveryStatus>(delivery.status);
  const [courierName, setCourierName] = useState(delivery.courierName ?? '');
  const [courierPhone, setCourierPhone] = useState(delivery.courierPhone ?? '');
  const phoneOk = /^\d{0,20}$/.test(courierPhone);
  const changed = status !== delivery.status || courierName.trim() !== (delivery.courierName ?? '') || courierPhone !== (delivery.courierPhone ?? '');

  const save = () =>
    update.mutate({
      storeId: order.storeId,
      orderId: order.id,
      version: order.version,
      ...(status !== delivery.status ? { status } : {}),
      courierName: courierName.trim(),
      courierPhone,
    });

  return (
    <Stack gap="xs">
      <Select
        label="外送狀態"
        allowDeselect={false}
        data={DELIVERY_STATUSES.map((value) => ({
          value,
          label: DELIVERY_STATUS_LABELS[value],
          disabled: !canChangeDeliveryStatus(delivery.status, value),
        }))}
        value={status}
        onChange={(value) => value && setStatus(value as DeliveryStatus)}
      />
      <Group grow>
        <TextInput label="外送員姓名" maxLength={COURIER_NAME_MAX} value={courierName} onChange={(event) => setCourierName(event.currentTarget.value)} />
        <TextInput
          label="外送員電話"
          inputMode="tel"
          value={courierPhone}
          onChange={(event) => setCourierPhone(event.currentTarget.value.trim())}
          error={phoneOk ? undefined : MSG.PHONE_FORMAT}
        />
      </Group>
      <Group justify="flex-end">
        <Button variant="light" disabled={!changed || !phoneOk} loading={update.isPending} onClick={save}>
          儲存外送資訊
        </Button>
      </Group>
    </Stack>
  );
}
