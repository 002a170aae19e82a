import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAY_METHOD_PATHS, payMethodListSchema, type PayMethod } from '@diancan/core';
import { http } from '../../../lib/http';
import { payMethodKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

/** payMethod/getList: every pay method of the store, enabled or not, in its order. */
export async function fetchPayMethods(storeId: number, signal?: AbortSignal): Promise<PayMethod[]> {
  return payMethodListSchema.parse(await dataOf(http.get<unknown>(clientPath(PAY_METHOD_PATHS.getList), { storeId }, { signal })));
}

export function payMethodListQuery(storeId: number) {
  return queryOptions({ queryKey: payMethodKeys.list(storeId), queryFn: ({ signal }) => fetchPayMethods(storeId, signal) });
}

export function usePayMethodList(storeId: number) {
  return useQuery(payMethodListQuery(storeId));
}
