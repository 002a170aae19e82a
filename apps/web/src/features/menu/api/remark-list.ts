import { queryOptions } from '@tanstack/react-query';
import { MENU_PATHS, type Remark } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useStoreQuery } from './hooks';
import { menuKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

/** Every 備註 of the store, in their sort order. */
export function fetchRemarkList(storeId: number, signal?: AbortSignal): Promise<Remark[]> {
  return dataOf(http.get<Remark[]>(clientPath(MENU_PATHS.remark.list), { storeId }, { signal }));
}

export function remarkListQuery(storeId: number) {
  return queryOptions({ queryKey: menuKeys.remarks(storeId), queryFn: ({ signal }) => fetchRemarkList(storeId, signal) });
}

export function useRemarkList() {
  return useStoreQuery(remarkListQuery);
}
