import { ORDER_BOARD_PATHS, orderDetailSchema, type OrderDetail, type UpdateOrderDetailRequest } from '@diancan/core';
import { clientPath, dataOf } from '../../../lib/api';
import { http } from '../../../lib/http';
import { useOrderEdit, withKitchenTickets } from './board-cache';

/** order/updateOrderDetail: a line's count and remark. */
export async function updateOrderDetail(request: UpdateOrderDetailRequest): Promise<OrderDetail> {
  return orderDetailSchema.parse(await dataOf(http.put<unknown>(clientPath(ORDER_BOARD_PATHS.updateOrderDetail), request)));
}

export function useUpdateOrderDetail() {
  return useOrderEdit(withKitchenTickets(updateOrderDetail));
}
