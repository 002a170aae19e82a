import { useQuery } from '@tanstack/react-query';
import { STORE_PATHS, type StoreOption } from '@diancan/core';
import { http } from '../../../lib/http';
import { clientPath, dataOf } from '../../../lib/api';

/** Every active store, for choosing the stores an announcement is for. */
export function fetchStoreOptions(signal?: AbortSignal): Promise<StoreOption[]> {
  return dataOf(http.post<StoreOption[]>(clientPath(STORE_PATHS.getList), { includeInactive: false }, { signal }));
}

export function useStoreOptions() {
  return useQuery({ queryKey: ['announcements', 'storeOptions'], queryFn: ({ signal }) => fetchStoreOptions(signal), staleTime: 60_000 });
}
