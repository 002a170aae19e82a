import { queryOptions } from '@tanstack/react-query';
import { MENU_PATHS, type KitchenArea } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useStoreQuery } from './hooks';
import { menuKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

/** The store's 廚房區域 list, in order. */
export function fetchKitchenAreaList(storeId: number, signal?: AbortSignal): Promise<KitchenArea[]> {
  return dataOf(http.get<KitchenArea[]>(clientPath(MENU_PATHS.kitchenArea.list), { storeId }, { signal }));
}

export function kitchenAreaListQuery(storeId: number) {
  return queryOptions({ queryKey: menuKeys.kitchenAreas(storeId), queryFn: ({ signal }) => fetchKitchenAreaList(storeId, signal) });
}

export function useKitchenAreaList() {
  return useStoreQuery(kitchenAreaListQuery);
}
