import { queryOptions, useQuery } from '@tanstack/react-query';
import { AUTOMATIC_DISCOUNT_PATHS, automaticDiscountSchema, type AutomaticDiscount } from '@diancan/core';
import { z } from 'zod';
import { http } from '../../../lib/http';
import { posKeys } from './keys';
import { readThroughOfflineCopy } from '../../../lib/offline/cached-read';
import { clientPath, dataOf } from '../../../lib/api';

const listSchema = z.array(automaticDiscountSchema);

/** automaticDiscount/getActiveList: the enabled tiers in the store's order, what the cart is priced with. */
export async function fetchActiveAutomaticDiscounts(storeId: number, signal?: AbortSignal): Promise<AutomaticDiscount[]> {
  return listSchema.parse(await dataOf(http.get<unknown>(clientPath(AUTOMATIC_DISCOUNT_PATHS.getActiveList), { storeId }, { signal })));
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
