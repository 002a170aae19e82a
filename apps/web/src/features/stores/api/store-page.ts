import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { STORE_PATHS, type Page, type StorePageInput, type StoreRow } from '@diancan/core';
import { http } from '../../../lib/http';
import { storeKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

/** One page of the store table (a sales person gets only their own stores). */
export function fetchStorePage(request: StorePageInput, signal?: AbortSignal): Promise<Page<StoreRow>> {
  return dataOf(http.post<Page<StoreRow>>(clientPath(STORE_PATHS.getPage), request, { signal }));
}

export function useStorePage(request: StorePageInput) {
  return useQuery({
    queryKey: storeKeys.page(request),
    queryFn: ({ signal }) => fetchStorePage(request, signal),
    placeholderData: keepPreviousData,
  });
}
