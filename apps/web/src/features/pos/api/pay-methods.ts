import { useQuery } from '@tanstack/react-query';
import { PAY_METHOD_API } from '@diancan/core';
import { offlineApiQuery } from '../../../lib/offline/cached-read';

/** Fresh each time the checkout opens: a method switched off elsewhere must not be offered (offline: the saved list). */
export function usePayMethods(storeId: number | null) {
  return useQuery({ ...offlineApiQuery(PAY_METHOD_API.getList, { storeId: storeId ?? 0 }), enabled: storeId !== null, staleTime: 0 });
}
