import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@diancan/core';
import type { Item } from '@diancan/core/contracts/menu';
import { fetchItemPage } from './item-page';
import { menuKeys } from './keys';

const LARGEST_PAGE = PAGE_SIZES[PAGE_SIZES.length - 1] ?? 50;

/**
 * Every item of one category, in sort order: the sort call needs the category's whole list, which can be
 * longer than a table page, so the pages are read one after another.
 */
export async function fetchItemsOfCategory(storeId: number, categoryId: number, signal?: AbortSignal): Promise<Item[]> {
  const items: Item[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await fetchItemPage({ storeId, categoryId, page, size: LARGEST_PAGE }, signal);
    items.push(...reply.list);
    if (reply.list.length === 0 || items.length >= reply.total) return items;
  }
}

export function itemsOfCategoryQuery(storeId: number, categoryId: number) {
  return queryOptions({
    queryKey: menuKeys.itemsOfCategory(storeId, categoryId),
    queryFn: ({ signal }) => fetchItemsOfCategory(storeId, categoryId, signal),
  });
}

/** Loaded only while `enabled` (the meals page's sort mode). */
export function useItemsOfCategory(storeId: number | null, categoryId: number | null, enabled: boolean) {
  return useQuery({
    ...itemsOfCategoryQuery(storeId ?? 0, categoryId ?? 0),
    enabled: enabled && storeId !== null && categoryId !== null,
    // The sort starts from the order as it is now.
    staleTime: 0,
  });
}
