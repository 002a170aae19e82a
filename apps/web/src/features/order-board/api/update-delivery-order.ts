import { ORDER_BOARD_PATHS, orderDetailSchema, type OrderDetail, type UpdateDeliveryOrderRequest } from '@diancan/core';
import { clientPath, dataOf } from '../../../lib/api';
import { http } from '../../../lib/http';
import { useOrderEdit } from './board-cache';

/** deliveryOrder/updateDeliveryOrder: a delivery order's courier and delivery state. */
export async function updateDeliveryOrder(request: UpdateDeliveryOrderRequest): Promise<OrderDetail> {
  return orderDetailSchema.parse(await dataOf(http.post<unknown>(clientPath(ORDER_BOARD_PATHS.updateDeliveryOrder), request)));
}

export function useUpdateDeliveryOrder() {
  return useOrderEdit(updateDeliveryOrder);
}
