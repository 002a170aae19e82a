import { Alert, Button, Grid, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { ReprintMenu } from '../../printing';
import { useStoreId } from '../api/keys';
import { useOrderDetail } from '../api/report-api';
import { ReportFrame } from '../components/ReportFrame';
import { InvoiceSection } from '../order-detail/InvoiceSection';
import { OrderLines } from '../order-detail/OrderLines';
import { OrderPayments } from '../order-detail/OrderPayments';
import { OrderSummary } from '../order-detail/OrderSummary';
import { OrderTotals } from '../order-detail/OrderTotals';
import { RefundSection } from '../order-detail/RefundSection';
import { StatusHistory } from '../order-detail/StatusHistory';
import { REPORT_PAGES } from '../paths';

/** The order id of the path; null when the segment is not a positive integer. */
export function parseOrderId(segment: string | undefined): number | null {
  if (!segment || !/^\d{1,15}$/.test(segment)) return null;
  const id = Number(segment);
  return id > 0 ? id : null;
}

/**
 * 訂單明細 (/report/order-details/{orderId}, store operations sections 2 and 7): the order in full, as stored at
 * checkout and changed since: lines with options and combos, discounts, payments, status history, and its
 * e-invoices (void, reissue, reprint in the invoice section).
 */
export function OrderDetailPage() {
  const storeId = useStoreId();
  const orderId = parseOrderId(useParams().orderId);
  const navigate = useNavigate();
  const detail = useOrderDetail(storeId, orderId);

  const back = () => {
    // Back to where the user came from (the turnover list keeps its range); a direct visit goes to the list.
    if (window.history.state && (window.history.state as { idx?: number }).idx) navigate(-1);
    else navigate(REPORT_PAGES.orderList);
  };

  const order = detail.data;
  return (
    <ReportFrame
      title={order ? `訂單明細 #${order.orderNo}` : '訂單明細'}
      actions={
        <Group gap="xs">
          {order && storeId !== null && <ReprintMenu storeId={storeId} order={order} />}
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={back}>
            返回
          </Button>
        </Group>
      }
    >
      {orderId === null && <Alert color="red">訂單不存在</Alert>}
      {detail.isPending && orderId !== null && <Skeleton h={240} radius="md" />}
      {detail.isError && <Alert color="red">{detail.error.message}</Alert>}
      {order && storeId !== null && (
        <Stack gap="md">
          <OrderSummary order={order} />
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="md">
                <OrderLines lines={order.lines} />
                <OrderPayments payments={order.payments} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="md">
                <OrderTotals order={order} />
                <StatusHistory history={order.history} />
              </Stack>
            </Grid.Col>
          </Grid>
          <InvoiceSection storeId={storeId} orderId={order.id} />
          <RefundSection storeId={storeId} orderId={order.id} paid={order.paymentStatus === 'PAID' && order.status !== 'CANCELLED'} />
        </Stack>
      )}
    </ReportFrame>
  );
}

export default OrderDetailPage;
