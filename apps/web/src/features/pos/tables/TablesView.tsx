import { Button, Group, Loader, ScrollArea, Stack, Tabs, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { DINING_MINUTES_DEFAULT, MSG, type FloorArea, type FloorTable, type OrderDetail } from '@diancan/core';
import { useState, type ReactNode } from 'react';
import { useSession } from '../../../lib/session';
import { elapsedText, FloorGrid, FloorTableCard, useFloor, useMinuteClock, useTableSettings, type TableDrag } from '../../dining-tables';
import { CheckCard, type CheckAction } from './CheckCard';
import { MergeChecksModal, MoveCheckModal, type CheckRef } from './MoveMergeModals';
import { OpenTableModal } from './OpenTableModal';
import { PayCheckModal } from './PayCheckModal';
import { SplitCheckModal } from './SplitCheckModal';
import { useMergeChecks, useMoveCheck } from './table-api';
import { useTableTarget } from './table-target';
import classes from './tables.module.css';

type Dialog = { kind: 'OPEN'; table: FloorTable } | { kind: 'PAY' | 'SPLIT'; order: OrderDetail } | { kind: 'MOVE' | 'MERGE'; check: CheckRef } | null;

const DRAG_TYPE = 'application/x-diancan-table';

function tableOf(floor: readonly FloorArea[], tableId: number): FloorTable | undefined {
  return floor.flatMap((area) => area.tables).find((table) => table.id === tableId);
}

/**
 * The counter's 桌位 view (docs/tables.md): the store's areas as tabs, each table where the editor put it with its
 * state, guests, time seated and amount due, live through TABLE_CHANGED. A free table opens with its guests and the
 * cart orders for it; an occupied one shows its checks with 加點, 結帳, 拆單, 移桌 and 併單. Dragging an occupied
 * table onto a free one moves its checks there; onto an occupied one merges them into that table's check.
 */
export default function TablesView({ header, onOrder }: { header: ReactNode; onOrder: () => void }) {
  const storeId = useSession((state) => state.storeId) ?? 0;
  const floor = useFloor(storeId);
  const settings = useTableSettings(storeId);
  const now = useMinuteClock();
  const move = useMoveCheck();
  const merge = useMergeChecks();
  const [tab, setTab] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const areas = floor.data ?? [];
  const current = areas.find((area) => String(area.id) === tab) ?? areas[0];
  const selected = selectedId === null ? undefined : tableOf(areas, selectedId);
  const diningMinutes = settings.data?.diningMinutes ?? DINING_MINUTES_DEFAULT;
  const close = () => setDialog(null);

  const tap = (table: FloorTable) => {
    setSelectedId(table.id);
    if (table.status === 'FREE') setDialog({ kind: 'OPEN', table });
  };

  const act = (table: FloorTable) => (action: CheckAction, order: OrderDetail) => {
    const check: CheckRef = { storeId, orderId: order.id, orderNo: order.orderNo, version: order.version, tableId: table.id };
    if (action === 'ROUND') {
      useTableTarget.getState().setTarget({ kind: 'ROUND', tableId: table.id, tableName: table.name, orderId: order.id, orderNo: order.orderNo });
      onOrder();
    } else if (action === 'PAY' || action === 'SPLIT') setDialog({ kind: action, order });
    else setDialog({ kind: action, check });
  };

  /** A table dropped on another: its checks move to a free one, or merge into an occupied one's first check. */
  const dropOn = (target: FloorTable, sourceId: number) => {
    const source = tableOf(areas, sourceId);
    if (!source || source.id === target.id || source.orders.length === 0) return;
    const into = target.orders[0];
    const title = into ? '併單' : '移桌';
    const text = into ? `將 ${source.name} 的帳單併入 ${target.name} #${into.orderNo}？` : `將 ${source.name} 的帳單移到 ${target.name}？`;
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: `確認${title}`, cancel: '取消' },
      onConfirm: () => {
        if (into) merge.mutate({ storeId, intoOrderId: into.orderId, fromOrderIds: source.orders.map((order) => order.orderId) });
        else for (const order of source.orders) move.mutate({ storeId, orderId: order.orderId, version: order.version, toTableId: target.id });
        setSelectedId(target.id);
      },
    });
  };

  const dragOf = (table: FloorTable): TableDrag => ({
    onDragStart: (event) => event.dataTransfer.setData(DRAG_TYPE, String(table.id)),
    onDragOver: (event) => {
      if (event.dataTransfer.types.includes(DRAG_TYPE)) event.preventDefault();
    },
    onDrop: (event) => {
      event.preventDefault();
      const sourceId = Number(event.dataTransfer.getData(DRAG_TYPE));
      if (sourceId) dropOn(table, sourceId);
    },
  });

  return (
    <div className={classes.layout}>
      <Stack gap="sm" className={classes.column}>
        <Group justify="space-between">
          {header}
          <Text size="sm" c="dimmed">
            點空桌開桌；拖曳用餐中的桌位到空桌可移桌，到用餐中的桌位可併單
          </Text>
        </Group>
        {/* A floor kept from before this view was opened may be stale (a table opened meanwhile): tapped only once read again. */}
        {floor.isPending || !floor.isFetchedAfterMount ? (
          <Loader aria-label={MSG.DATA_LOADING} />
        ) : areas.length === 0 ? (
          <Text c="dimmed">尚未新增桌位，請至 商店設定 › 桌號QR Code 新增</Text>
        ) : (
          <Tabs value={current ? String(current.id) : null} onChange={setTab} className={classes.scroll}>
            <Tabs.List>
              {areas.map((area) => (
                <Tabs.Tab key={area.id} value={String(area.id)}>
                  {area.name}（{area.tables.filter((table) => table.status === 'OCCUPIED').length}/{area.tables.length}）
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <div style={{ paddingTop: 12 }}>
              <FloorGrid>
                {current?.tables.map((table) => (
                  <FloorTableCard
                    key={table.id}
                    table={table}
                    diningMinutes={diningMinutes}
                    now={now}
                    selected={table.id === selectedId}
                    onClick={() => tap(table)}
                    drag={dragOf(table)}
                  />
                ))}
              </FloorGrid>
            </div>
          </Tabs>
        )}
      </Stack>
      <Stack gap="sm" className={`${classes.column} ${classes.panel}`} component="section" aria-label="桌位帳單">
        {!selected || selected.status === 'FREE' ? (
          <Text c="dimmed" ta="center" py="xl">
            {selected ? `${selected.name} 空桌` : '請點選桌位'}
          </Text>
        ) : (
          <>
            <Group justify="space-between">
              <Title order={4}>{selected.name}</Title>
              <Text size="sm">
                用餐中 {selected.guests}人 · {elapsedText(selected.openedAt, now)}
              </Text>
            </Group>
            <ScrollArea className={classes.scroll} type="auto">
              <Stack gap="sm">
                {selected.orders.map((order) => (
                  <CheckCard key={order.orderId} storeId={storeId} floorOrder={order} onAction={act(selected)} />
                ))}
              </Stack>
            </ScrollArea>
            <Button variant="default" onClick={() => setSelectedId(null)}>
              關閉
            </Button>
          </>
        )}
      </Stack>

      {dialog?.kind === 'OPEN' && (
        <OpenTableModal
          table={dialog.table}
          onClose={close}
          onOpen={(guests) => {
            useTableTarget.getState().setTarget({ kind: 'OPEN', tableId: dialog.table.id, tableName: dialog.table.name, guests });
            close();
            onOrder();
          }}
        />
      )}
      {dialog?.kind === 'PAY' && <PayCheckModal order={dialog.order} onClose={close} />}
      {dialog?.kind === 'SPLIT' && <SplitCheckModal order={dialog.order} onClose={close} />}
      {dialog?.kind === 'MOVE' && <MoveCheckModal check={dialog.check} floor={areas} onClose={close} />}
      {dialog?.kind === 'MERGE' && <MergeChecksModal check={dialog.check} floor={areas} onClose={close} />}
    </div>
  );
}
