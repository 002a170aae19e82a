import { ORDER_BOARD_PATHS, orderDetailSchema, type OrderDetail, type AddOrderDetailRequest } from '@diancan/core';
import { clientPath, dataOf } from '../../../lib/api';
import { http } from '../../../lib/http';
import { useOrderEdit, withKitchenTickets } from './board-cache';

/** order/addOrderDetail: more items on an order, priced by the server as the checkout does. */
export async function addOrderDetail(request: AddOrderDetailRequest): Promise<OrderDetail> {
  return orderDetailSchema.parse(await dataOf(http.post<unknown>(clientPath(ORDER_BOARD_PATHS.addOrderDetail), request)));
}

export function useAddOrderDetail() {
  return useOrderEdit(withKitchenTickets(addOrderDetail));
}
