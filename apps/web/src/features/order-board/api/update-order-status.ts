import { ORDER_BOARD_PATHS, orderCardSchema, type OrderCard, type UpdateOrderStatusRequest } from '@diancan/core';
import { clientPath, dataOf } from '../../../lib/api';
import { http } from '../../../lib/http';
import { useCardEdit, withKitchenTickets } from './board-cache';

/** order/updateOrderStatus: moves an order along the flow (next step, finish, cancel), naming the version shown. */
export async function updateOrderStatus(request: UpdateOrderStatusRequest): Promise<OrderCard> {
  return orderCardSchema.parse(await dataOf(http.put<unknown>(clientPath(ORDER_BOARD_PATHS.updateOrderStatus), request)));
}

export function useUpdateOrderStatus() {
  // A cancelled order: the kitchen gets 取消 of what it was sent.
  return useCardEdit(withKitchenTickets(updateOrderStatus, (request) => request.status === 'CANCELLED'));
}
