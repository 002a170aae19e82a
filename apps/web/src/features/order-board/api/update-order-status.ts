import { ORDER_BOARD_PATHS, type UpdateOrderStatusRequest } from '@diancan/core';
import { clientPath, dataOf } from '../../../lib/api';
import { http } from '../../../lib/http';
import { useOrderEdit } from './board-cache';

/** order/updateOrderStatus: moves an order along the flow (next step, finish, cancel), naming the version shown. */
export async function updateOrderStatus(request: UpdateOrderStatusRequest): Promise<unknown> {
  return dataOf(http.put<unknown>(clientPath(ORDER_BOARD_PATHS.updateOrderStatus), request));
}

export function useUpdateOrderStatus() {
  return useOrderEdit(updateOrderStatus);
}
