import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MENU_PATHS, type ItemPage, type ItemPageInput } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { menuKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

/** One page of the item table, filtered by category and keyword. */
export function fetchItemPage(request: ItemPageInput, signal?: AbortSignal): Promise<ItemPage> {
  return dataOf(http.post<ItemPage>(clientPath(MENU_PATHS.item.getPage), request, { signal }));
}

export function itemPageQuery(request: ItemPageInput) {
  return queryOptions({
    queryKey: menuKeys.itemPage(request),
    queryFn: ({ signal }) => fetchItemPage(request, signal),
    // Keep the rows on screen while the next page loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useItemPage(request: ItemPageInput | null) {
  return useQuery({ ...itemPageQuery(request ?? { storeId: 0 }), enabled: request !== null });
}
