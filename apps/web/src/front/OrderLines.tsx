import { Alert, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { formatCents } from '@diancan/core/money';
import type { FrontOrderStatus } from '@diancan/core/contracts/front-order';
import { useState } from 'react';
import { FrontApiError, frontApi } from './api';

/** The most of one line a customer may order (PUT order/updateCount takes 0..99). */
const MAX_COUNT = 99;

interface Props {
  order: FrontOrderStatus;
  /** The order as the server answered it after a change (or read again after a refusal). */
  onChange(order: FrontOrderStatus): void;
}

/**
 * The order's lines on the customer's status page. While the store has not accepted it and it is unpaid
 * (`removable`), the customer may change a line's count (order/updateCount: down to 0 takes the line off, except the
 * last one) or take the whole order back (order/remove, after a confirmation). The controls go as soon as the status
 * says the store accepted it or it was paid; a change that races the counter is refused by the server, and the page
 * reads the status again so the controls go then too.
 */
export function OrderLines({ order, onChange }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const editable = order.removable;

  const send = async (change: () => Promise<FrontOrderStatus>) => {
    setBusy(true);
    setError(null);
    try {
      onChange(await change());
    } catch (failure) {
      setError(failure instanceof FrontApiError ? failure.message : '修改失敗，請再試一次');
      // The store may have accepted the order meanwhile: show the order as it is now.
      await frontApi.status(order.statusToken).then(onChange, () => undefined);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  const setCount = (lineNo: number, count: number) => send(() => frontApi.updateCount(order.statusToken, lineNo, count));
  const lastLine = order.lines.length === 1;

  return (
    <Stack gap="md">
      <Card withBorder>
        <Stack gap={editable ? 'sm' : 6}>
          {order.lines.map((line) => (
            <Group key={line.lineNo} justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={0}>
                <Text>{editable ? line.name : `${line.name} x${line.count}`}</Text>
                {line.choices.length > 0 && <Text size="sm" c="dimmed">{line.choices.join('、')}</Text>}
                {editable && <Text size="sm">{formatCents(line.amount)}</Text>}
              </Stack>
              {editable ? (
                <Group gap={6} wrap="nowrap" role="group" aria-label={`${line.name} 數量`}>
                  <Button
                    variant="default"
                    size="md"
                    px="sm"
                    aria-label={line.count === 1 ? `刪除 ${line.name}` : `減少 ${line.name}`}
                    disabled={busy || (lastLine && line.count === 1)}
                    onClick={() => void setCount(line.lineNo, line.count - 1)}
                  >
                    {line.count === 1 ? '刪除' : '－'}
                  </Button>
                  <Text fw={600} w={28} ta="center" aria-label={`${line.name} 目前數量`}>{line.count}</Text>
                  <Button variant="default" size="md" px="sm" aria-label={`增加 ${line.name}`} disabled={busy || line.count >= MAX_COUNT} onClick={() => void setCount(line.lineNo, line.count + 1)}>
                    ＋
                  </Button>
                </Group>
              ) : (
                <Text>{formatCents(line.amount)}</Text>
              )}
            </Group>
          ))}
          <Group justify="space-between">
            <Text fw={600}>合計</Text>
            <Text fw={600}>{formatCents(order.total)}</Text>
          </Group>
          {order.remark && <Text size="sm" c="dimmed">備註：{order.remark}</Text>}
        </Stack>
      </Card>
      {error && <Alert color="red">{error}</Alert>}
      {editable && (
        <>
          <Text size="sm" c="dimmed">店家接單前可修改數量或取消訂單</Text>
          <Button variant="outline" color="red" size="lg" fullWidth disabled={busy} onClick={() => setConfirming(true)}>
            取消訂單
          </Button>
          <Modal opened={confirming} onClose={() => setConfirming(false)} title="取消訂單" centered>
            <Stack gap="md">
              <Text>確定要取消這筆訂單嗎？取消後無法復原。</Text>
              <Group grow>
                <Button variant="default" size="md" disabled={busy} onClick={() => setConfirming(false)}>返回</Button>
                <Button color="red" size="md" loading={busy} onClick={() => void send(() => frontApi.remove(order.statusToken))}>確定取消</Button>
              </Group>
            </Stack>
          </Modal>
        </>
      )}
    </Stack>
  );
}
