import { queryOptions, useQuery } from '@tanstack/react-query';
import { ORDER_BOARD_PATHS, orderCardListSchema, orderCardSchema, type OrderCard } from '@diancan/core';
import { clientPath, dataOf } from '../../../lib/api';
import { http } from '../../../lib/http';
import { orderBoardKeys } from './keys';

/** order/getOrderCardList: every open order of the store, as cards. */
export async function fetchOrderCards(storeId: number, signal?: AbortSignal): Promise<OrderCard[]> {
  const reply = http.get<unknown>(clientPath(ORDER_BOARD_PATHS.getOrderCardList), { storeId, scope: 'OPEN' }, { signal });
  return orderCardListSchema.parse(await dataOf(reply));
}

/**
 * order/getOrderCard: one card, for a realtime event or a stale edit. Silent: the board reports nothing for a card
 * it refreshes in the background.
 */
export async function fetchOrderCard(storeId: number, orderId: number): Promise<OrderCard> {
  const reply = http.get<unknown>(clientPath(ORDER_BOARD_PATHS.getOrderCard), { storeId, orderId }, { silent: true });
  return orderCardSchema.parse(await dataOf(reply, { silent: true }));
}

export function orderCardsQuery(storeId: number) {
  return queryOptions({
    queryKey: orderBoardKeys.cards(storeId),
    queryFn: ({ signal }) => fetchOrderCards(storeId, signal),
    // The realtime link keeps the list current; a refetch happens on a reconnect, not on a timer.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useOrderCards(storeId: number) {
  return useQuery(orderCardsQuery(storeId));
}
