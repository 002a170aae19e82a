import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CONTRACT_PATHS, type ExpirePageInput, type ExpiringStore, type Page } from '@diancan/core';
import { http } from '../../../lib/http';
import { storeKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

/** Stores whose latest contract ends within 30 days (a sales person: only their own). */
export function useExpiringStores(request: ExpirePageInput) {
  return useQuery({
    queryKey: storeKeys.expiring(request),
    queryFn: ({ signal }) => dataOf(http.post<Page<ExpiringStore>>(clientPath(CONTRACT_PATHS.getExpire), request, { signal })),
    placeholderData: keepPreviousData,
  });
}
