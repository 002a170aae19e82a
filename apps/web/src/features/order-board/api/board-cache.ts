import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { OrderCard, OrderDetail } from '@diancan/core';
import { ApiError } from '../../../lib/http';
import { withCard, withoutCard } from '../board/card-list';
import { fetchOrderCard, orderBoardKeys } from './order-reads';
import { printKitchenChanges } from '../../printing';

/**
 * Keeping the board's cached list current one card at a time: realtime events and edits refetch the card they are
 * about instead of the whole list, so a busy store's board stays cheap to update.
 */

function setCards(queryClient: QueryClient, storeId: number, update: (list: OrderCard[]) => OrderCard[]): void {
  queryClient.setQueryData<OrderCard[]>(orderBoardKeys.cards(storeId), (list) => (list ? update(list) : list));
}

export function putCard(queryClient: QueryClient, card: OrderCard): void {
  setCards(queryClient, card.storeId, (list) => withCard(list, card));
}

export function dropCard(queryClient: QueryClient, storeId: number, orderId: number): void {
  setCards(queryClient, storeId, (list) => withoutCard(list, orderId));
}

/**
 * Fetches one card again and puts it on the board (or takes it off when it is gone). While the list itself is
 * loading, the list is asked again instead: an answer started before the change would not have it.
 */
export async function refreshCard(queryClient: QueryClient, storeId: number, orderId: number): Promise<void> {
  const listKey = orderBoardKeys.cards(storeId);
  if (queryClient.isFetching({ queryKey: listKey }) > 0) {
    await queryClient.invalidateQueries({ queryKey: listKey });
    return;
  }
  try {
    putCard(queryClient, await fetchOrderCard(storeId, orderId));
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 404) dropCard(queryClient, storeId, orderId);
    // Anything else (network, server): the whole list again is the safe answer.
    else await queryClient.invalidateQueries({ queryKey: listKey });
  }
}

/** After anything changed an order: its card and, if open, its drawer. */
export async function refreshOrder(queryClient: QueryClient, storeId: number, orderId: number): Promise<void> {
  await Promise.all([
    refreshCard(queryClient, storeId, orderId),
    queryClient.invalidateQueries({ queryKey: orderBoardKeys.detail(storeId, orderId) }),
  ]);
}

/**
 * A refused edit: the order is read again, because the most common refusal is 409 訂單已被更新，請重新整理 (the http
 * client shows it) and the board must then show what the other device saved.
 */
function reloadAfterRefusal(queryClient: QueryClient) {
  return (_error: unknown, request: { storeId: number; orderId: number }) => refreshOrder(queryClient, request.storeId, request.orderId);
}

/** A status change: the answer is the card itself, put on the board as it is. */
export function useCardEdit<Request extends { storeId: number; orderId: number }>(call: (request: Request) => Promise<OrderCard>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (card, request) => {
      putCard(queryClient, card);
      return queryClient.invalidateQueries({ queryKey: orderBoardKeys.detail(request.storeId, request.orderId) });
    },
    onError: reloadAfterRefusal(queryClient),
  });
}

/** An edit from the drawer: the answer is the order in full (the drawer shows it); the card is read again. */
export function useOrderEdit<Request extends { storeId: number; orderId: number }>(call: (request: Request) => Promise<OrderDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (detail, request) => {
      queryClient.setQueryData(orderBoardKeys.detail(request.storeId, request.orderId), detail);
      return refreshCard(queryClient, request.storeId, request.orderId);
    },
    onError: reloadAfterRefusal(queryClient),
  });
}

/**
 * The edit, then the kitchen's 加點 / 取消 tickets on this browser's printer (a printer-box store's server sent them
 * with the edit). The ticket is not waited for: the edit is done whatever the printer does.
 */
export function withKitchenTickets<Request extends { storeId: number; orderId: number }, Answer>(
  call: (request: Request) => Promise<Answer>,
  when: (request: Request) => boolean = () => true,
): (request: Request) => Promise<Answer> {
  return async (request) => {
    const answer = await call(request);
    if (when(request)) void printKitchenChanges({ storeId: request.storeId, orderId: request.orderId });
    return answer;
  };
}
