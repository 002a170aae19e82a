import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { ORDER_REMARK_MAX, type OrderDetail } from '@diancan/core';
import { useState } from 'react';
import { useUpdateOrderInfo } from '../api/order-edits';

/** The order's remark and, for 內用, its table number (amounts do not change). Keyed by version by the parent. */
export function OrderInfoForm({ order }: { order: OrderDetail }) {
  const update = useUpdateOrderInfo();
  const [remark, setRemark] = useState(order.remark);
  const [table, setTable] = useState(order.tableNumber ?? '');
  const inside = order.type === 'INSIDE';
  const tableOk = /^\d{0,10}$/.test(table);
  const changed = remark.trim() !== order.remark || (inside && table !== (order.tableNumber ?? ''));

  const save = () =>
    update.mutate({
      storeId: order.storeId,
      orderId: order.id,
      version: order.version,
      remark: remark.trim(),
      // Left out (undefined) for takeout and reservations: only 內用 orders have a table.
      tableNumber: inside ? table || null : undefined,
    });

  return (
    <Stack gap="xs">
      {inside && (
        <TextInput
          label="桌號"
          inputMode="numeric"
          maxLength={10}
          value={table}
          onChange={(event) => setTable(event.currentTarget.value.trim())}
          error={tableOk ? undefined : '桌號須為10位以內數字'}
        />
      )}
      <Textarea label="訂單備註" autosize minRows={2} maxLength={ORDER_REMARK_MAX} value={remark} onChange={(event) => setRemark(event.currentTarget.value)} />
      <Group justify="flex-end">
        <Button variant="light" disabled={!changed || !tableOk} loading={update.isPending} onClick={save}>
          儲存訂單資訊
        </Button>
      </Group>
    </Stack>
  );
}
