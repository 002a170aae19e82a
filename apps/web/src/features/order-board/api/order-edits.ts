import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ORDER_BOARD_API, type CallInput } from '@diancan/core';
import { callApi, callerOf } from '../../../lib/api';
import { dropCard, refreshOrder, useCardEdit, useOrderEdit, withKitchenTickets } from './board-cache';
import { orderBoardKeys } from './order-reads';

/** order/updateOrderStatus: moves an order along the flow (next step, finish, cancel), naming the version shown. */
export function useUpdateOrderStatus() {
  // A cancelled order: the kitchen gets 取消 of what it was sent.
  return useCardEdit(withKitchenTickets(callerOf(ORDER_BOARD_API.updateOrderStatus), (request) => request.status === 'CANCELLED'));
}

/** order/batchFinish: several orders COMPLETED in one call; finished cards leave at once, refused ones are read again. */
export function useBatchFinish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CallInput<typeof ORDER_BOARD_API.batchFinish>) => callApi(ORDER_BOARD_API.batchFinish, request),
    onSuccess: async (result, request) => {
      for (const outcome of result.results) {
        if (outcome.finished) dropCard(queryClient, request.storeId, outcome.orderId);
      }
      const refused = result.results.filter((outcome) => !outcome.finished);
      await Promise.all(refused.map((outcome) => refreshOrder(queryClient, request.storeId, outcome.orderId)));
    },
    onError: (_error, request) => queryClient.invalidateQueries({ queryKey: orderBoardKeys.cards(request.storeId) }),
  });
}

/** order/addOrderDetail: more items on an order, priced by the server as the checkout does. */
export const useAddOrderDetail = () => useOrderEdit(withKitchenTickets(callerOf(ORDER_BOARD_API.addOrderDetail)));
/** order/updateOrderDetail: a line's count and remark. */
export const useUpdateOrderDetail = () => useOrderEdit(withKitchenTickets(callerOf(ORDER_BOARD_API.updateOrderDetail)));
/** order/removeOrderDetail: takes one line off the order (query string, as every DELETE). */
export const useRemoveOrderDetail = () => useOrderEdit(withKitchenTickets(callerOf(ORDER_BOARD_API.removeOrderDetail)));
/** order/cancelFreeItem: a line given free (招待) is charged again. */
export const useCancelFreeItem = () => useOrderEdit(callerOf(ORDER_BOARD_API.cancelFreeItem));
/** order/updateOrderInfo: the order's remark and table number (amounts stay). */
export const useUpdateOrderInfo = () => useOrderEdit(callerOf(ORDER_BOARD_API.updateOrderInfo));
/** order/updateOrderPaid: an unpaid order (a mobile order) paid at the counter with a pay method. */
export const useUpdateOrderPaid = () => useOrderEdit(callerOf(ORDER_BOARD_API.updateOrderPaid));
/** deliveryOrder/updateDeliveryOrder: a delivery order's courier and delivery state. */
export const useUpdateDeliveryOrder = () => useOrderEdit(callerOf(ORDER_BOARD_API.updateDeliveryOrder));
