import { ORDER_BOARD_PATHS, orderDetailSchema, type OrderDetail, type CancelFreeItemRequest } from '@diancan/core';
import { clientPath, dataOf } from '../../../lib/api';
import { http } from '../../../lib/http';
import { useOrderEdit } from './board-cache';

/** order/cancelFreeItem: a line given free (招待) is charged again. */
export async function cancelFreeItem(request: CancelFreeItemRequest): Promise<OrderDetail> {
  return orderDetailSchema.parse(await dataOf(http.put<unknown>(clientPath(ORDER_BOARD_PATHS.cancelFreeItem), request)));
}

export function useCancelFreeItem() {
  return useOrderEdit(cancelFreeItem);
}
