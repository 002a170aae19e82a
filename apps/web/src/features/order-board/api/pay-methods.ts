import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAY_METHOD_PATHS, payMethodListSchema, type PayMethod } from '@diancan/core';
import { clientPath, dataOf } from '../../../lib/api';
import { http } from '../../../lib/http';
import { orderBoardKeys } from './keys';

/** payMethod/getList, for marking an order paid: the enabled methods are offered. */
export async function fetchPayMethods(storeId: number, signal?: AbortSignal): Promise<PayMethod[]> {
  return payMethodListSchema.parse(await dataOf(http.get<unknown>(clientPath(PAY_METHOD_PATHS.getList), { storeId }, { signal })));
}

export function usePayMethods(storeId: number, enabled: boolean) {
  return useQuery({
    ...queryOptions({ queryKey: orderBoardKeys.payMethods(storeId), queryFn: ({ signal }) => fetchPayMethods(storeId, signal) }),
    enabled,
  });
}
