import { queryOptions } from '@tanstack/react-query';
import { MENU_PATHS, type Category } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useStoreQuery } from './hooks';
import { menuKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

/** Every category of the store, in their sort order. */
export function fetchCategoryList(storeId: number, signal?: AbortSignal): Promise<Category[]> {
  return dataOf(http.get<Category[]>(clientPath(MENU_PATHS.category.list), { storeId }, { signal }));
}

export function categoryListQuery(storeId: number) {
  return queryOptions({ queryKey: menuKeys.categories(storeId), queryFn: ({ signal }) => fetchCategoryList(storeId, signal) });
}

export function useCategoryList() {
  return useStoreQuery(categoryListQuery);
}
