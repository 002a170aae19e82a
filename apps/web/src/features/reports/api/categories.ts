import { queryOptions, useQuery } from '@tanstack/react-query';
import { MENU_PATHS, type CategorySimple } from '@diancan/core';
import { clientPath, dataOf } from '../../../lib/api';
import { http } from '../../../lib/http';
import { reportKeys } from './keys';

/** category/simpleList: the store's category names, for the sales ranking's category filter. */
export async function fetchCategories(storeId: number, signal?: AbortSignal): Promise<CategorySimple[]> {
  return dataOf(http.get<CategorySimple[]>(clientPath(MENU_PATHS.category.simpleList), { storeId }, { signal }));
}

export function categoriesQuery(storeId: number) {
  return queryOptions({ queryKey: reportKeys.categories(storeId), queryFn: ({ signal }) => fetchCategories(storeId, signal) });
}

export function useCategories(storeId: number | null) {
  return useQuery({ ...categoriesQuery(storeId ?? 0), enabled: storeId !== null });
}
