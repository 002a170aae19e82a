import { MENU_PATHS, type ItemUpdateInput } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useMenuMutation } from './hooks';
import { clientPath, dataOf } from '../../../lib/api';

/** Replaces an item; a stale lastUpdateTime answers 409 (someone else saved first). */
export async function updateItem(request: ItemUpdateInput): Promise<void> {
  await dataOf(http.put(clientPath(MENU_PATHS.item.update), request));
}

export function useUpdateItem() {
  return useMenuMutation(updateItem, ['items', 'categories', 'optionGroups', 'upgrades']);
}
