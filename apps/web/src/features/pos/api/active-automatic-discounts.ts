import { queryOptions, useQuery } from '@tanstack/react-query';
import { AUTOMATIC_DISCOUNT_API, type AutomaticDiscount } from '@diancan/core';
import { posKeys } from './keys';
import { readThroughOfflineCopy } from '../../../lib/offline/cached-read';
import { callApi } from '../../../lib/api';

/** automaticDiscount/getActiveList: the enabled tiers in the store's order, what the cart is priced with. */
export async function fetchActiveAutomaticDiscounts(storeId: number, signal?: AbortSignal): Promise<AutomaticDiscount[]> {
  return callApi(AUTOMATIC_DISCOUNT_API.getActiveList, { storeId }, { signal });
}

export function activeAutomaticDiscountsQuery(storeId: number) {
  return queryOptions({
    queryKey: posKeys.activeAutomaticDiscounts(storeId),
    // Offline the checkout prices with the tiers saved last time (docs/offline.md).
    queryFn: ({ signal }) => readThroughOfflineCopy(`activeAutomaticDiscounts:${storeId}`, () => fetchActiveAutomaticDiscounts(storeId, signal)),
    staleTime: 60_000,
  });
}

export function useActiveAutomaticDiscounts(storeId: number | null) {
  return useQuery({ ...activeAutomaticDiscountsQuery(storeId ?? 0), enabled: storeId !== null });
}
