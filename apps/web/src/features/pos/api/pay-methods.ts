import { useQuery } from '@tanstack/react-query';
import { PAY_METHOD_API } from '@diancan/core';
import { apiQuery } from '../../../lib/api-query';

/** Fresh each time the checkout opens: a method switched off elsewhere must not be offered. */
export function usePayMethods(storeId: number | null) {
  return useQuery({ ...apiQuery(PAY_METHOD_API.getList, { storeId: storeId ?? 0 }), enabled: storeId !== null, staleTime: 0 });
}
