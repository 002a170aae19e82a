import { queryOptions } from '@tanstack/react-query';
import { MENU_PATHS, type ItemDictEntry } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useStoreQuery } from './hooks';
import { menuKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

/** Every item of the store in a few fields: the picker of combo slots. */
export function fetchItemDict(storeId: number, signal?: AbortSignal): Promise<ItemDictEntry[]> {
  return dataOf(http.get<ItemDictEntry[]>(clientPath(MENU_PATHS.item.dict), { storeId }, { signal }));
}

export function itemDictQuery(storeId: number) {
  return queryOptions({ queryKey: menuKeys.itemDict(storeId), queryFn: ({ signal }) => fetchItemDict(storeId, signal) });
}

export function useItemDict() {
  return useStoreQuery(itemDictQuery);
}
