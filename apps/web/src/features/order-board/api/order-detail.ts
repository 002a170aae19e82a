import { queryOptions, useQuery } from '@tanstack/react-query';
import { ORDER_DETAIL_PATHS, orderDetailSchema, type OrderDetail } from '@diancan/core';
import { clientPath, dataOf } from '../../../lib/api';
import { http } from '../../../lib/http';
import { orderBoardKeys } from './keys';

/** order/getOrderDetail: one order in full, for the drawer. */
export async function fetchOrderDetail(storeId: number, orderId: number, signal?: AbortSignal): Promise<OrderDetail> {
  const reply = http.get<unknown>(clientPath(ORDER_DETAIL_PATHS.order), { storeId, orderId }, { signal });
  return orderDetailSchema.parse(await dataOf(reply));
}

export function orderDetailQuery(storeId: number, orderId: number) {
  return queryOptions({
    queryKey: orderBoardKeys.detail(storeId, orderId),
    queryFn: ({ signal }) => fetchOrderDetail(storeId, orderId, signal),
    staleTime: 0,
  });
}

export function useOrderDetail(storeId: number, orderId: number | null) {
  return useQuery({ ...orderDetailQuery(storeId, orderId ?? 0), enabled: orderId !== null });
}
