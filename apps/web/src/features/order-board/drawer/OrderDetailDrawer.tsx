import { Alert, Center, Divider, Drawer, Group, Loader, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { OrderDetail } from '@diancan/core';
import { ReprintMenu } from '../../printing';
import { useOrderDetail } from '../api/order-reads';
import { isDeliveryPlatform } from '../board/labels';
import { AddItemsForm } from './AddItemsForm';
import { DeliveryForm } from './DeliveryForm';
import { LineEditor } from './LineEditor';
import { OrderInfoForm } from './OrderInfoForm';
import { OrderFacts, OrderHistory, OrderTotals } from './OrderSummary';

export interface OrderDetailDrawerProps {
  storeId: number;
  /** The order shown; null closes the drawer. */
  orderId: number | null;
  onClose(): void;
}

/** A cancelled or removed order is kept as it was; every other order can still be corrected. */
function isEditable(order: OrderDetail): boolean {
  return order.status !== 'CANCELLED' && order.removed === null;
}

function OrderEditor({ storeId, order }: { storeId: number; order: OrderDetail }) {
  const editable = isEditable(order);
  // A delivery platform's order is what its customer bought and paid there: its lines stay the platform's.
  const linesEditable = editable && !isDeliveryPlatform(order.source);
  // Forms are keyed by the version they edit: a reload (own edit, another device's, a 409) starts them afresh.
  const version = order.version;
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <ReprintMenu storeId={storeId} order={order} />
      </Group>
      <OrderFacts order={order} />
      <Divider label="餐點" labelPosition="left" />
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="訂單餐點">
        {order.lines.map((line) => (
          <LineEditor key={`${line.id}-${version}`} order={order} line={line} editable={linesEditable} removable={order.lines.length > 1} />
        ))}
      </Stack>
      {linesEditable && (
        <>
          <Divider label="加點" labelPosition="left" />
          <AddItemsForm key={`add-${version}`} order={order} />
        </>
      )}
      {editable && (
        <>
          <Divider label="訂單資訊" labelPosition="left" />
          <OrderInfoForm key={`info-${version}`} order={order} />
        </>
      )}
      {order.delivery && editable && (
        <>
          <Divider label="外送" labelPosition="left" />
          <DeliveryForm key={`delivery-${version}`} order={order} delivery={order.delivery} />
        </>
      )}
      <Divider label="金額" labelPosition="left" />
      <OrderTotals order={order} />
      <OrderHistory order={order} />
    </Stack>
  );
}

/** The order in full, with its edits; every edit sends the version shown here. */
export function OrderDetailDrawer({ storeId, orderId, onClose }: OrderDetailDrawerProps) {
  const detail = useOrderDetail(storeId, orderId);
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const order = detail.data;

  return (
    <Drawer
      opened={orderId !== null}
      onClose={onClose}
      position="right"
      size={narrow ? '100%' : 'lg'}
      title={order ? `訂單 #${order.orderNo}` : '訂單明細'}
    >
      {detail.isPending && (
        <Center py="xl">
          <Loader aria-label="訂單明細載入中" />
        </Center>
      )}
      {detail.isError && <Alert color="red">訂單明細載入失敗</Alert>}
      {order && <OrderEditor storeId={storeId} order={order} />}
    </Drawer>
  );
}
