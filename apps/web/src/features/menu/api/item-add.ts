import { MENU_PATHS, type ItemAddInput } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useMenuMutation } from './hooks';
import { clientPath, dataOf } from '../../../lib/api';

export async function addItem(request: ItemAddInput): Promise<void> {
  await dataOf(http.post(clientPath(MENU_PATHS.item.add), request));
}

export function useAddItem() {
  // Categories, taste groups and upgrades count their items.
  return useMenuMutation(addItem, ['items', 'categories', 'optionGroups', 'upgrades']);
}
