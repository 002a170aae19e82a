import { queryOptions } from '@tanstack/react-query';
import { MENU_PATHS, type OptionGroup } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useStoreQuery } from './hooks';
import { menuKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

/** Every 口味群組 of the store, in their sort order. */
export function fetchOptionGroupList(storeId: number, signal?: AbortSignal): Promise<OptionGroup[]> {
  return dataOf(http.get<OptionGroup[]>(clientPath(MENU_PATHS.option.list), { storeId }, { signal }));
}

export function optionListQuery(storeId: number) {
  return queryOptions({ queryKey: menuKeys.optionGroups(storeId), queryFn: ({ signal }) => fetchOptionGroupList(storeId, signal) });
}

export function useOptionGroupList() {
  return useStoreQuery(optionListQuery);
}
