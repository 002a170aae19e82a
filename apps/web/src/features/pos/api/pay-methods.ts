import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAY_METHOD_PATHS, payMethodListSchema, type PayMethod } from '@diancan/core';
import { http } from '../../../lib/http';
import { posKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

/** payMethod/getList: every pay method of the store (enabled or not) in its order. */
export async function fetchPayMethods(storeId: number, signal?: AbortSignal): Promise<PayMethod[]> {
  return payMethodListSchema.parse(await dataOf(http.get<unknown>(clientPath(PAY_METHOD_PATHS.getList), { storeId }, { signal })));
}

export function payMethodsQuery(storeId: number) {
  return queryOptions({ queryKey: posKeys.payMethods(storeId), queryFn: ({ signal }) => fetchPayMethods(storeId, signal) });
}

/** Fresh each time the checkout opens: a method switched off elsewhere must not be offered. */
export function usePayMethods(storeId: number | null) {
  return useQuery({ ...payMethodsQuery(storeId ?? 0), enabled: storeId !== null, staleTime: 0 });
}
