import { MENU_PATHS, type ItemMobileStatusRequest } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useMenuMutation } from './hooks';
import { clientPath, dataOf } from '../../../lib/api';

/** Turns items on or off for mobile ordering (手機點餐). */
export async function updateItemMobileStatus(request: ItemMobileStatusRequest): Promise<void> {
  await dataOf(http.put(clientPath(MENU_PATHS.item.updateMobileStatus), request));
}

export function useUpdateItemMobileStatus() {
  return useMenuMutation(updateItemMobileStatus, ['items']);
}
