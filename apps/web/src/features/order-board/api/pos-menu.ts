import { useQuery } from '@tanstack/react-query';
import { MENU_PATHS, posMenuSchema, type PosMenu } from '@diancan/core/contracts/menu';
import { clientPath, dataOf } from '../../../lib/api';
import { http } from '../../../lib/http';
import { orderBoardKeys } from './keys';

/** pos/getMenu, for adding items to an order: the same sellable menu (and cache entry) as the POS. */
export async function fetchMenu(storeId: number, signal?: AbortSignal): Promise<PosMenu> {
  return posMenuSchema.parse(await dataOf(http.get<unknown>(clientPath(MENU_PATHS.pos.getMenu), { storeId }, { signal })));
}

export function useMenu(storeId: number, enabled: boolean) {
  return useQuery({ queryKey: orderBoardKeys.menu(storeId), queryFn: ({ signal }) => fetchMenu(storeId, signal), enabled, staleTime: 5 * 60_000 });
}
