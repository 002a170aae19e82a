import { Button, Checkbox, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { formatCents, MODAL_WIDTH, type FloorArea, type FloorOrder } from '@diancan/core';
import { useState } from 'react';
import { useMergeChecks, useMoveCheck } from './table-api';

interface CheckRef {
  storeId: number;
  orderId: number;
  orderNo: string;
  version: number;
  tableId: number;
}

/** 移桌: the check to another table of the store (free or not). */
export function MoveCheckModal({ check, floor, onClose }: { check: CheckRef; floor: readonly FloorArea[]; onClose: () => void }) {
  const move = useMoveCheck();
  const [toTableId, setToTableId] = useState<string | null>(null);
  const options = floor.map((area) => ({
    group: area.name,
    items: area.tables
      .filter((table) => table.id !== check.tableId)
      .map((table) => ({ value: String(table.id), label: `${table.name}（${table.status === 'FREE' ? '空桌' : `用餐中 ${table.guests}人`}）` })),
  }));
  return (
    <Modal opened onClose={onClose} title={`移桌 #${check.orderNo}`} size={MODAL_WIDTH} centered>
      <Stack gap="sm">
        <Select label="移到桌位" placeholder="選擇桌位" data={options} value={toTableId} onChange={setToTableId} searchable nothingFoundMessage="沒有其他桌位" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button
            disabled={toTableId === null}
            loading={move.isPending}
            onClick={() =>
              toTableId !== null &&
              move.mutate({ storeId: check.storeId, orderId: check.orderId, version: check.version, toTableId: Number(toTableId) }, { onSuccess: onClose })
            }
          >
            確認移桌
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Every other open check on the floor, with the table it is on. */
function otherChecks(floor: readonly FloorArea[], orderId: number): { order: FloorOrder; tableName: string }[] {
  return floor.flatMap((area) =>
    area.tables.flatMap((table) => table.orders.filter((order) => order.orderId !== orderId).map((order) => ({ order, tableName: table.name }))),
  );
}

/** 併單: other open checks (of this table or others) into this one; their guests add up and they close as 併單. */
export function MergeChecksModal({ check, floor, onClose }: { check: CheckRef; floor: readonly FloorArea[]; onClose: () => void }) {
  const merge = useMergeChecks();
  const [chosen, setChosen] = useState<string[]>([]);
  const candidates = otherChecks(floor, check.orderId);
  return (
    <Modal opened onClose={onClose} title={`併單到 #${check.orderNo}`} size={MODAL_WIDTH} centered>
      <Stack gap="sm">
        {candidates.length === 0 ? (
          <Text c="dimmed">沒有其他未結帳的帳單</Text>
        ) : (
          <Checkbox.Group label="要併入的帳單" value={chosen} onChange={setChosen}>
            <Stack gap={6} mt={4}>
              {candidates.map(({ order, tableName }) => (
                <Checkbox
                  key={order.orderId}
                  value={String(order.orderId)}
                  label={`${tableName} #${order.orderNo} ${formatCents(order.payable - order.paid)}${order.guests ? ` · ${order.guests}人` : ''}`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button
            disabled={chosen.length === 0}
            loading={merge.isPending}
            onClick={() => merge.mutate({ storeId: check.storeId, intoOrderId: check.orderId, fromOrderIds: chosen.map(Number) }, { onSuccess: onClose })}
          >
            確認併單
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export type { CheckRef };
