import { Alert, Badge, Button, Card, Group, Loader, Stack, Stepper, Text, Title } from '@mantine/core';
import { PAYMENT_PROVIDER_LABELS, type PaymentProvider } from '@diancan/core/contracts/payment-paths';
import { formatCents } from '@diancan/core/money';
import type { FrontOrderStatus } from '@diancan/core/contracts/front-order';
import { useEffect, useState } from 'react';
import { FrontApiError, frontApi } from './api';
import { OrderLines } from './OrderLines';

const STEPS = ['NEW', 'ACCEPTED', 'PREPARING', 'READY'] as const;

/**
 * The order's live status (已接單 / 製作中 / 可取餐), pushed over the realtime link; the URL carries the status
 * token, so a reload shows it again.
 */
export default function StatusPage({ statusToken }: { statusToken: string }) {
  const [order, setOrder] = useState<FrontOrderStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState<PaymentProvider | null>(null);

  useEffect(() => {
    const read = () =>
      frontApi.status(statusToken).then(
        (status) => {
          setOrder(status);
          setError(null);
        },
        (failure: unknown) => setError(failure instanceof FrontApiError ? failure.message : '無法讀取訂單'),
      );
    void read();
    // While a phone payment may be under way the page asks again every few seconds (the server asks the provider).
    const poll = setInterval(() => void read(), 4_000);
    // The STOMP client loads with the status page only: the menu does not need it.
    let stop: (() => void) | null = null;
    let ended = false;
    void import('./status-link').then(({ followOrder }) => {
      if (!ended) stop = followOrder(statusToken, () => void read());
    });
    return () => {
      ended = true;
      clearInterval(poll);
      stop?.();
    };
  }, [statusToken]);

  if (error && !order) return <Alert color="red" m="md">{error}</Alert>;
  if (!order) return <Group justify="center" p="xl"><Loader /></Group>;
  const step = STEPS.indexOf(order.status as (typeof STEPS)[number]);
  return (
    <Stack gap="md" p="md" maw={560} mx="auto">
      <Title order={3}>{order.storeName}</Title>
      <Card withBorder padding="lg">
        <Stack gap="xs" align="center">
          <Text c="dimmed">訂單編號</Text>
          <Title order={1}>{order.orderNo}</Title>
          <Badge size="xl" color={order.status === 'READY' ? 'green' : order.status === 'CANCELLED' ? 'red' : 'brand'} aria-label="訂單狀態">
            {order.statusLabel}
          </Badge>
          {order.cancelReason && <Text c="red">取消原因：{order.cancelReason}</Text>}
          <Text>
            {order.type === 'INSIDE' ? `內用${order.tableName ? `・桌號 ${order.tableName}` : ''}` : '外帶'}
            {order.pickupAt ? `・取餐 ${new Date(order.pickupAt).toLocaleTimeString('zh-TW', { hour: '2-digit', minute: '2-digit', hour12: false })}` : ''}
          </Text>
          {order.status !== 'CANCELLED' && (
            <Text>
              {order.paymentStatus === 'PAID'
                ? '已付款'
                : order.payFirst
                  ? `請先付款 ${formatCents(order.total)}，付款後訂單才會送出`
                  : `請至櫃檯付款 ${formatCents(order.total)}`}
            </Text>
          )}
          {order.paymentStatus === 'UNPAID' && order.status !== 'CANCELLED' && order.payOnline.length > 0 && (
            <Group justify="center">
              {order.payOnline.map((provider) => (
                <Button
                  key={provider}
                  loading={paying === provider}
                  disabled={paying !== null}
                  data-testid={`pay-${provider}`}
                  onClick={() => {
                    setPaying(provider);
                    frontApi.pay(statusToken, provider).then(
                      ({ paymentUrl }) => window.location.assign(paymentUrl),
                      (failure: unknown) => {
                        setPaying(null);
                        setError(failure instanceof FrontApiError ? failure.message : '付款服務暫時無法連線，請稍後再試');
                      },
                    );
                  }}
                >
                  以{PAYMENT_PROVIDER_LABELS[provider]}付款
                </Button>
              ))}
            </Group>
          )}
          {error && order && <Text c="red" size="sm">{error}</Text>}
        </Stack>
      </Card>
      {step >= 0 && (
        <Stepper active={step === STEPS.length - 1 ? STEPS.length : step} size="sm" allowNextStepsSelect={false}>
          <Stepper.Step label="已送出" />
          <Stepper.Step label="已接單" />
          <Stepper.Step label="製作中" />
          <Stepper.Step label="可取餐" />
        </Stepper>
      )}
      <OrderLines order={order} onChange={setOrder} />
    </Stack>
  );
}
