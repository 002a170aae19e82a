import { queryOptions, useQuery } from '@tanstack/react-query';
import { MENU_PATHS, type Item } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { menuKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

export function fetchItem(storeId: number, id: number, signal?: AbortSignal): Promise<Item> {
  return dataOf(http.get<Item>(clientPath(MENU_PATHS.item.get), { storeId, id }, { signal }));
}

export function itemQuery(storeId: number, id: number) {
  return queryOptions({ queryKey: menuKeys.item(storeId, id), queryFn: ({ signal }) => fetchItem(storeId, id, signal), staleTime: 0 });
}

/** The item being edited; nothing is loaded for a new item (id null). */
export function useItem(storeId: number | null, id: number | null) {
  return useQuery({ ...itemQuery(storeId ?? 0, id ?? 0), enabled: storeId !== null && id !== null });
}
