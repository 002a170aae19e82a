import { useQuery } from '@tanstack/react-query';
import { SALES_PATHS, STORE_PATHS, type SalesOption, type StoreOption } from '@diancan/core';
import { http } from '../../../lib/http';
import { storeKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

/** The active sales people (store form and filter); managers only, so a sales person never asks. */
export function useSalesOptions(enabled: boolean) {
  return useQuery({
    queryKey: storeKeys.salesOptions,
    queryFn: ({ signal }) => dataOf(http.get<SalesOption[]>(clientPath(SALES_PATHS.getSimpleList), undefined, { signal })),
    enabled,
    staleTime: 60_000,
  });
}

/** Every store the caller may see (the copy-menu source and target pickers). */
export function useStoreOptions(enabled: boolean) {
  return useQuery({
    queryKey: storeKeys.options,
    queryFn: ({ signal }) => dataOf(http.post<StoreOption[]>(clientPath(STORE_PATHS.getList), { includeInactive: false }, { signal })),
    enabled,
    staleTime: 60_000,
  });
}
