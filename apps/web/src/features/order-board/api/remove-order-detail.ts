import { ORDER_BOARD_PATHS, orderDetailSchema, type OrderDetail, type RemoveOrderDetailQuery } from '@diancan/core';
import { clientPath, dataOf } from '../../../lib/api';
import { http } from '../../../lib/http';
import { useOrderEdit, withKitchenTickets } from './board-cache';

/** order/removeOrderDetail: takes one line off the order (query string, as every DELETE). */
export async function removeOrderDetail(request: RemoveOrderDetailQuery): Promise<OrderDetail> {
  return orderDetailSchema.parse(await dataOf(http.delete<unknown>(clientPath(ORDER_BOARD_PATHS.removeOrderDetail), undefined, { params: { ...request } })));
}

export function useRemoveOrderDetail() {
  return useOrderEdit(withKitchenTickets(removeOrderDetail));
}
