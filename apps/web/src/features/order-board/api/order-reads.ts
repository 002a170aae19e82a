import { queryOptions, useQuery } from '@tanstack/react-query';
import { ORDER_BOARD_API, type OrderCard } from '@diancan/core';
import { callApi } from '../../../lib/api';
import { apiKey, apiQuery } from '../../../lib/api-query';

/** The board's cache entries: the open cards of a store, and one order in full (the drawer). */
export const orderBoardKeys = {
  cards: (storeId: number) => apiKey(ORDER_BOARD_API.getOrderCardList, { storeId, scope: 'OPEN' }),
  detail: (storeId: number, orderId: number) => apiKey(ORDER_BOARD_API.getOrderDetail, { storeId, orderId }),
};

/**
 * order/getOrderCard: one card, for a realtime event or a stale edit. Silent: the board reports nothing for a card
 * it refreshes in the background.
 */
export function fetchOrderCard(storeId: number, orderId: number): Promise<OrderCard> {
  return callApi(ORDER_BOARD_API.getOrderCard, { storeId, orderId }, { silent: true });
}

/** order/getOrderCardList: every open order of the store, as cards. */
export function orderCardsQuery(storeId: number) {
  return queryOptions({
    ...apiQuery(ORDER_BOARD_API.getOrderCardList, { storeId, scope: 'OPEN' }),
    // The realtime link keeps the list current; a refetch happens on a reconnect, not on a timer.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useOrderCards(storeId: number) {
  return useQuery(orderCardsQuery(storeId));
}

/** order/getOrderDetail: one order in full, for the drawer. */
export function useOrderDetail(storeId: number, orderId: number | null) {
  return useQuery({ ...apiQuery(ORDER_BOARD_API.getOrderDetail, { storeId, orderId: orderId ?? 0 }), staleTime: 0, enabled: orderId !== null });
}
