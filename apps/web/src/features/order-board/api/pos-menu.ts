import { useQuery } from '@tanstack/react-query';
import { POS_MENU_API } from '@diancan/core';
import { apiQuery } from '../../../lib/api-query';

/** pos/getMenu, for adding items to an order: the same sellable menu (and cache entry) as the POS. */
export function useMenu(storeId: number, enabled: boolean) {
  return useQuery({ ...apiQuery(POS_MENU_API.getMenu, { storeId, head: false }), enabled, staleTime: 5 * 60_000 });
}
