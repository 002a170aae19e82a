import { queryOptions } from '@tanstack/react-query';
import { MENU_PATHS, type CategorySimple } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useStoreQuery } from './hooks';
import { menuKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

/** Category names for filters and pickers. */
export function fetchCategorySimpleList(storeId: number, signal?: AbortSignal): Promise<CategorySimple[]> {
  return dataOf(http.get<CategorySimple[]>(clientPath(MENU_PATHS.category.simpleList), { storeId }, { signal }));
}

export function categorySimpleListQuery(storeId: number) {
  return queryOptions({
    queryKey: menuKeys.categorySimpleList(storeId),
    queryFn: ({ signal }) => fetchCategorySimpleList(storeId, signal),
  });
}

export function useCategorySimpleList() {
  return useStoreQuery(categorySimpleListQuery);
}
