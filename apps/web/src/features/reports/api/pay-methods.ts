import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAY_METHOD_PATHS, payMethodListSchema, type PayMethod } from '@diancan/core';
import { clientPath, dataOf } from '../../../lib/api';
import { http } from '../../../lib/http';
import { reportKeys } from './keys';

/** payMethod/getList: every pay method of the store, switched off ones too (past orders may have used them). */
export async function fetchPayMethods(storeId: number, signal?: AbortSignal): Promise<PayMethod[]> {
  return payMethodListSchema.parse(await dataOf(http.get<unknown>(clientPath(PAY_METHOD_PATHS.getList), { storeId }, { signal })));
}

export function payMethodsQuery(storeId: number) {
  return queryOptions({ queryKey: [...reportKeys.all(storeId), 'payMethodList'] as const, queryFn: ({ signal }) => fetchPayMethods(storeId, signal) });
}

export function usePayMethods(storeId: number | null) {
  return useQuery({ ...payMethodsQuery(storeId ?? 0), enabled: storeId !== null });
}
