import { queryOptions } from '@tanstack/react-query';
import { MENU_PATHS, type Upgrade } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useStoreQuery } from './hooks';
import { menuKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

/** Every 套餐 of the store, in their sort order. */
export function fetchUpgradeList(storeId: number, signal?: AbortSignal): Promise<Upgrade[]> {
  return dataOf(http.get<Upgrade[]>(clientPath(MENU_PATHS.upgrade.list), { storeId }, { signal }));
}

export function upgradeListQuery(storeId: number) {
  return queryOptions({ queryKey: menuKeys.upgrades(storeId), queryFn: ({ signal }) => fetchUpgradeList(storeId, signal) });
}

export function useUpgradeList() {
  return useStoreQuery(upgradeListQuery);
}
