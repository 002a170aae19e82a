import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { OrderCard, OrderDetail } from '@diancan/core';
import { useRealtimeLink, useRealtimeMessage } from '../../../lib/realtime';
import { loadStoreConfig } from '../../../lib/store-config';
import { dropCard, refreshCard } from '../api/board-cache';
import { orderBoardKeys } from '../api/order-reads';
import { updateNeedsCard } from '../board/card-list';
import { playChime } from '../sound/chime';
import { expiredNotice } from '../../delivery-platforms';
import { showToast } from '../../../lib/toast';

/** Store config switches the board reads (idle reminder); other settings do not concern it. */
function concernsBoard(setting: string | null): boolean {
  return setting === null || /IDLE/i.test(setting);
}

/**
 * The board's realtime side: NEW_ORDER and ORDER_UPDATED change one card in the cached list (no reload), a new order
 * chimes, and after the link comes back the whole list is read again, so an order placed while offline is never
 * missing (the server's replay covers most of it; the refetch makes sure).
 */
export function useBoardLive(storeId: number, onNewOrder: (orderId: number) => void): void {
  const queryClient = useQueryClient();

  useRealtimeMessage('NEW_ORDER', (message) => {
    if (message.data.storeId !== storeId) return;
    playChime('newOrder');
    onNewOrder(message.data.orderId);
    void refreshCard(queryClient, storeId, message.data.orderId);
  });

  useRealtimeMessage('ORDER_UPDATED', (message) => {
    const { storeId: eventStoreId, orderId, status, version } = message.data;
    if (eventStoreId !== storeId) return;
    // The board's own edit already put this version on screen (card and drawer): nothing to read again.
    const isCurrent = (shownVersion: number | undefined) => shownVersion !== undefined && version !== undefined && shownVersion >= version;
    const detailKey = orderBoardKeys.detail(storeId, orderId);
    if (!isCurrent(queryClient.getQueryData<OrderDetail>(detailKey)?.version)) void queryClient.invalidateQueries({ queryKey: detailKey });
    const shown = queryClient.getQueryData<OrderCard[]>(orderBoardKeys.cards(storeId))?.find((card) => card.id === orderId);
    if (!updateNeedsCard(status)) {
      // A platform order nobody answered in time leaves the board with a word why.
      const notice = expiredNotice(shown?.platformOrder, status, Date.now());
      if (notice) showToast(notice, { kind: 'error' });
      dropCard(queryClient, storeId, orderId);
      return;
    }
    if (isCurrent(shown?.version)) return;
    void refreshCard(queryClient, storeId, orderId);
  });

  useRealtimeMessage('CONFIG_CHANGED', (message) => {
    if (message.data.storeId === storeId && concernsBoard(message.data.setting)) void loadStoreConfig();
  });

  // A link that (re)connects while the board is open may have missed messages: read the list again.
  useEffect(
    () =>
      useRealtimeLink.subscribe((state, previous) => {
        if (state.status === 'connected' && previous.status !== 'connected') {
          void queryClient.invalidateQueries({ queryKey: orderBoardKeys.cards(storeId) });
        }
      }),
    [queryClient, storeId],
  );
}
