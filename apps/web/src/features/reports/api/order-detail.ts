import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderDetailSchema, REPORT_PATHS, type OrderDetail } from '@diancan/core';
import { clientPath, dataOf } from '../../../lib/api';
import { http } from '../../../lib/http';
import { reportKeys } from './keys';

/** report/getOrderDetail: one order in full (lines, discounts, payments, status history). Silent: the page says why it failed. */
export async function fetchOrderDetail(storeId: number, orderId: number, signal?: AbortSignal): Promise<OrderDetail> {
  const reply = http.get<unknown>(clientPath(REPORT_PATHS.orderDetail), { storeId, orderId }, { signal, silent: true });
  return orderDetailSchema.parse(await dataOf(reply, { silent: true }));
}

export function orderDetailQuery(storeId: number, orderId: number) {
  return queryOptions({
    queryKey: reportKeys.orderDetail(storeId, orderId),
    queryFn: ({ signal }) => fetchOrderDetail(storeId, orderId, signal),
    // A missing order (404) will not appear by asking again.
    retry: false,
  });
}

export function useOrderDetail(storeId: number | null, orderId: number | null) {
  return useQuery({ ...orderDetailQuery(storeId ?? 0, orderId ?? 0), enabled: storeId !== null && orderId !== null });
}
