import { useQuery } from '@tanstack/react-query';
import { STORE_PATHS, type StoreOption } from '@diancan/core';
import { http } from '../../../lib/http';
import { salesKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

/** The stores a sales person can be given (active ones). */
export function useAssignableStores() {
  return useQuery({
    queryKey: salesKeys.storeOptions,
    queryFn: ({ signal }) => dataOf(http.post<StoreOption[]>(clientPath(STORE_PATHS.getList), { includeInactive: false }, { signal })),
    staleTime: 60_000,
  });
}
