import { useQuery } from '@tanstack/react-query';
import { STORE_PATHS, type StoreDetail } from '@diancan/core';
import { http } from '../../../lib/http';
import { storeKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

export function fetchStoreDetail(id: number, signal?: AbortSignal): Promise<StoreDetail> {
  return dataOf(http.get<StoreDetail>(clientPath(STORE_PATHS.getDetail), { id }, { signal }));
}

export function useStoreDetail(id: number | null) {
  return useQuery({ queryKey: storeKeys.detail(id ?? 0), queryFn: ({ signal }) => fetchStoreDetail(id ?? 0, signal), enabled: id !== null });
}
