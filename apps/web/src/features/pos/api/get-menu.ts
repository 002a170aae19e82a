import { queryOptions, useQuery } from '@tanstack/react-query';
import { MENU_PATHS, posMenuSchema, type PosMenu } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { posKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

/** pos/getMenu: the whole sellable menu (categories, items with stock, taste groups, upgrades, remarks). */
export async function fetchPosMenu(storeId: number, signal?: AbortSignal): Promise<PosMenu> {
  return posMenuSchema.parse(await dataOf(http.get<unknown>(clientPath(MENU_PATHS.pos.getMenu), { storeId }, { signal })));
}

export function posMenuQuery(storeId: number) {
  return queryOptions({
    queryKey: posKeys.menu(storeId),
    queryFn: ({ signal }) => fetchPosMenu(storeId, signal),
    // Changes arrive as MENU_CHANGED (the page refetches then); no refetch on every window focus.
    staleTime: 5 * 60_000,
  });
}

export function usePosMenu(storeId: number | null) {
  return useQuery({ ...posMenuQuery(storeId ?? 0), enabled: storeId !== null });
}
