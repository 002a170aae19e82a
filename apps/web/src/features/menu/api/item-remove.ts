import { MENU_PATHS, type MenuRecordQuery } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useMenuMutation } from './hooks';
import { clientPath, dataOf } from '../../../lib/api';

/** Removes an item from the menu; orders keep their own copy of its name and price. */
export async function removeItem(query: MenuRecordQuery): Promise<void> {
  await dataOf(http.delete(clientPath(MENU_PATHS.item.remove), undefined, { params: query }));
}

export function useRemoveItem() {
  return useMenuMutation(removeItem, ['items', 'categories', 'optionGroups', 'upgrades']);
}
