import { ORDER_BOARD_PATHS, orderDetailSchema, type OrderDetail, type UpdateOrderPaidRequest } from '@diancan/core';
import { clientPath, dataOf } from '../../../lib/api';
import { http } from '../../../lib/http';
import { useOrderEdit } from './board-cache';

/** order/updateOrderPaid: an unpaid order (a mobile order) paid at the counter with a pay method. */
export async function updateOrderPaid(request: UpdateOrderPaidRequest): Promise<OrderDetail> {
  return orderDetailSchema.parse(await dataOf(http.put<unknown>(clientPath(ORDER_BOARD_PATHS.updateOrderPaid), request)));
}

export function useUpdateOrderPaid() {
  return useOrderEdit(updateOrderPaid);
}
