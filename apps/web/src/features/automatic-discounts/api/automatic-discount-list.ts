import { queryOptions, useQuery } from '@tanstack/react-query';
import { AUTOMATIC_DISCOUNT_PATHS, automaticDiscountSchema, type AutomaticDiscount } from '@diancan/core';
import { z } from 'zod';
import { http } from '../../../lib/http';
import { automaticDiscountKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

const listSchema = z.array(automaticDiscountSchema);

/** automaticDiscount/getList: every tier of the store, enabled or not, in its order. */
export async function fetchAutomaticDiscounts(storeId: number, signal?: AbortSignal): Promise<AutomaticDiscount[]> {
  return listSchema.parse(await dataOf(http.get<unknown>(clientPath(AUTOMATIC_DISCOUNT_PATHS.getList), { storeId }, { signal })));
}

export function automaticDiscountListQuery(storeId: number) {
  return queryOptions({ queryKey: automaticDiscountKeys.list(storeId), queryFn: ({ signal }) => fetchAutomaticDiscounts(storeId, signal) });
}

export function useAutomaticDiscountList(storeId: number) {
  return useQuery(automaticDiscountListQuery(storeId));
}
