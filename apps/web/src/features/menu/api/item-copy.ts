import { MENU_PATHS, type MenuRecordRequest } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useMenuMutation } from './hooks';
import { clientPath, dataOf } from '../../../lib/api';

/** Copies an item into its category (named with the (複製) suffix by the server). */
export async function copyItem(request: MenuRecordRequest): Promise<void> {
  await dataOf(http.post(clientPath(MENU_PATHS.item.copy), request));
}

export function useCopyItem() {
  return useMenuMutation(copyItem, ['items', 'categories', 'optionGroups', 'upgrades']);
}
