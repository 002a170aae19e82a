import { ORDER_BOARD_PATHS, orderDetailSchema, type OrderDetail, type UpdateOrderInfoRequest } from '@diancan/core';
import { clientPath, dataOf } from '../../../lib/api';
import { http } from '../../../lib/http';
import { useOrderEdit } from './board-cache';

/** order/updateOrderInfo: the order's remark and table number (amounts stay). */
export async function updateOrderInfo(request: UpdateOrderInfoRequest): Promise<OrderDetail> {
  return orderDetailSchema.parse(await dataOf(http.put<unknown>(clientPath(ORDER_BOARD_PATHS.updateOrderInfo), request)));
}

export function useUpdateOrderInfo() {
  return useOrderEdit(updateOrderInfo);
}
