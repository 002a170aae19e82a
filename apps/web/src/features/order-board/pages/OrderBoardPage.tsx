import { Alert, Button, Center, Loader, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { BATCH_FINISH_MAX, MODAL_WIDTH, type OrderCard } from '@diancan/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSession } from '../../../lib/session';
import { showErrorToast, showToast } from '../../../lib/toast';
import { useBatchFinish } from '../api/order-edits';
import { useOrderCards } from '../api/order-reads';
import { canFinish, groupByStatus } from '../board/grouping';
import { BoardCards } from '../components/BoardCards';
import { StaffCounter } from '../../../components/staff-counter';
import { BoardToolbar } from '../components/BoardToolbar';
import { CancelOrderModal } from '../components/CancelOrderModal';
import { MarkPaidModal } from '../components/MarkPaidModal';
import { OrderCardView } from '../components/OrderCardView';
import { OrderDetailDrawer } from '../drawer/OrderDetailDrawer';
import { useBoardLive } from '../hooks/use-board-live';
import { useIdleReminder, useIdleSettings } from '../hooks/use-idle-reminder';
import { useNow } from '../hooks/use-now';
import { unlockAudioOnFirstInteraction } from '../sound/chime';

/** Ages and idle highlights move on every 15 s: close enough for minutes, cheap for a board left open all day. */
const CLOCK_TICK_MS = 15_000;
/** Wide enough for four columns of cards; narrower screens (a tablet held upright) get tabs. */
const COLUMNS_QUERY = '(min-width: 62em)';

/**
 * /order-manage/socket, the live order board and the store's default home: open orders by status, updated by the
 * realtime link, with the next step on every card, batch finish, and a drawer to edit an order.
 */
export default function OrderBoardPage() {
  const storeId = useSession((state) => state.storeId);
  if (storeId === null) {
    return <Text c="dimmed">請先選擇商店</Text>;
  }
  return <OrderBoard storeId={storeId} />;
}

function OrderBoard({ storeId }: { storeId: number }) {
  const cards = useOrderCards(storeId);
  const now = useNow(CLOCK_TICK_MS);
  const wide = useMediaQuery(COLUMNS_QUERY) ?? true;
  const [openOrderId, setOpenOrderId] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState<OrderCard | null>(null);
  const [denying, setDenying] = useState<OrderCard | null>(null);
  const [paying, setPaying] = useState<OrderCard | null>(null);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const batchFinish = useBatchFinish();

  useEffect(() => unlockAudioOnFirstInteraction(), []);
  useBoardLive(
    storeId,
    useCallback((orderId: number) => setFresh((current) => new Set(current).add(orderId)), []),
  );

  const list = useMemo(() => cards.data ?? [], [cards.data]);
  const groups = useMemo(() => groupByStatus(list), [list]);
  const idle = useIdleReminder(list, now, useIdleSettings());
  // Only cards still on the board and still finishable count as selected.
  const selectedCards = useMemo(() => list.filter((card) => selected.has(card.id) && canFinish(card.status)), [list, selected]);

  const open = useCallback((orderId: number) => {
    setOpenOrderId(orderId);
    setFresh((current) => {
      if (!current.has(orderId)) return current;
      const next = new Set(current);
      next.delete(orderId);
      return next;
    });
  }, []);

  const toggleSelect = useCallback((orderId: number) => {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(orderId)) next.add(orderId);
      return next;
    });
  }, []);

  const selectAll = useCallback((orderIds: number[]) => setSelected((current) => new Set([...current, ...orderIds])), []);

  const toggleSelecting = () => {
    setSelecting((on) => !on);
    setSelected(new Set());
  };

  const finishSelected = () => {
    const orders = selectedCards.map((card) => ({ orderId: card.id, version: card.version }));
    if (orders.length > BATCH_FINISH_MAX) {
      showErrorToast(`一次最多完成${BATCH_FINISH_MAX}筆訂單`);
      return;
    }
    modals.openConfirmModal({
      title: '批次完成',
      size: MODAL_WIDTH,
      centered: true,
      children: <Text size="sm">確定要完成所選的 {orders.length} 筆訂單嗎？</Text>,
      labels: { confirm: '是', cancel: '否' },
      onConfirm: () =>
        batchFinish.mutate(
          { storeId, orders },
          {
            onSuccess: (result) => {
              const refused = result.results.filter((outcome) => !outcome.finished);
              if (result.finishedCount > 0) showToast(`已完成 ${result.finishedCount} 筆訂單`);
              if (refused.length > 0) showErrorToast(`${refused.length} 筆訂單未完成：${refused[0]?.message ?? ''}`);
              setSelected(new Set());
              setSelecting(false);
            },
          },
        ),
    });
  };

  return (
    <>
      <BoardToolbar
        openCount={list.length}
        selecting={selecting}
        selectedCount={selectedCards.length}
        finishing={batchFinish.isPending}
        onToggleSelecting={toggleSelecting}
        onFinishSelected={finishSelected}
        staff={<StaffCounter storeId={storeId} />}
      />
      {cards.isPending && (
        <Center py="xl">
          <Loader aria-label="訂單載入中" />
        </Center>
      )}
      {cards.isError && (
        <Alert color="red" title="訂單載入失敗">
          <Button mt="xs" variant="light" onClick={() => void cards.refetch()}>
            重新載入
          </Button>
        </Alert>
      )}
      {cards.isSuccess && (
        <BoardCards
          groups={groups}
          layout={wide ? 'columns' : 'tabs'}
          selecting={selecting}
          onSelectAll={selectAll}
          renderCard={(card) => (
            <OrderCardView
              key={card.id}
              card={card}
              now={now}
              idle={idle.has(card.id)}
              fresh={fresh.has(card.id) && card.status === 'NEW'}
              selecting={selecting && canFinish(card.status)}
              selected={selected.has(card.id)}
              onToggleSelect={toggleSelect}
              onOpen={open}
              onCancel={setCancelling}
              onDeny={setDenying}
              onMarkPaid={setPaying}
            />
          )}
        />
      )}
      <OrderDetailDrawer storeId={storeId} orderId={openOrderId} onClose={() => setOpenOrderId(null)} />
      <CancelOrderModal card={cancelling} onClose={() => setCancelling(null)} />
      <CancelOrderModal card={denying} deny onClose={() => setDenying(null)} />
      <MarkPaidModal card={paying} onClose={() => setPaying(null)} />
    </>
  );
}
