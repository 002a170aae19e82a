import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { formatCents, type FloorOrder, type OrderDetail } from '@diancan/core';
import { useEffect } from 'react';
import { useCheck } from './table-api';

export type CheckAction = 'ROUND' | 'PAY' | 'SPLIT' | 'MOVE' | 'MERGE';

/** A check's lines and money, read in full; read again when the floor shows it at a newer version. */
export function CheckCard({ storeId, floorOrder, onAction }: { storeId: number; floorOrder: FloorOrder; onAction: (action: CheckAction, order: OrderDetail) => void }) {
  const check = useCheck(storeId, floorOrder.orderId);
  const { refetch } = check;
  const shown = check.data?.version;
  useEffect(() => {
    if (shown !== undefined && shown < floorOrder.version) void refetch();
  }, [shown, floorOrder.version, refetch]);
  const order = check.data;
  // Acting on a check read before its last change would show old lines (and be refused 409): wait for the new read.
  const current = order !== undefined && !check.isFetching && order.version >= floorOrder.version;
  return (
    <Paper withBorder p="sm" data-testid={`check-${floorOrder.orderNo}`} aria-label={`帳單 #${floorOrder.orderNo}`} component="section">
      <Group justify="space-between" mb={4}>
        <Text fw={700}>#{floorOrder.orderNo}</Text>
        <Text size="sm">{floorOrder.guests ? `${floorOrder.guests}人` : ''}</Text>
      </Group>
      {!order ? (
        <Loader size="sm" />
      ) : (
        <Stack gap={2}>
          {order.lines.map((line) => (
            <Group key={line.id} justify="space-between" wrap="nowrap">
              <Text size="sm" truncate>
                {line.itemName} ×{line.count}
              </Text>
              <Text size="sm">{formatCents(line.amount)}</Text>
            </Group>
          ))}
          {order.totals.serviceCharge > 0 && (
            <Group justify="space-between">
              <Text size="sm">服務費</Text>
              <Text size="sm">{formatCents(order.totals.serviceCharge)}</Text>
            </Group>
          )}
          <Group justify="space-between">
            <Text fw={700}>應付</Text>
            <Text fw={700} data-testid="check-payable">
              {formatCents(order.totals.payable - order.totals.paid)}
            </Text>
          </Group>
          <Group gap={6} mt={6}>
            <Button size="xs" disabled={!current} onClick={() => onAction('ROUND', order)}>
              加點
            </Button>
            <Button size="xs" color="green" disabled={!current} onClick={() => onAction('PAY', order)}>
              結帳
            </Button>
            <Button size="xs" variant="light" disabled={!current || order.lines.length === 0} onClick={() => onAction('SPLIT', order)}>
              拆單
            </Button>
            <Button size="xs" variant="light" disabled={!current} onClick={() => onAction('MOVE', order)}>
              移桌
            </Button>
            <Button size="xs" variant="light" disabled={!current} onClick={() => onAction('MERGE', order)}>
              併單
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
