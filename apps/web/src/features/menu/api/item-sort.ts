import { MENU_PATHS, type ItemSortRequest } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useMenuMutation } from './hooks';
import { clientPath, dataOf } from '../../../lib/api';

/** The new order of one category's items. Silent: the sortable table reports the outcome itself. */
export async function sortItems(request: ItemSortRequest): Promise<void> {
  await dataOf(http.put(clientPath(MENU_PATHS.item.updateSort), request, { silent: true }), { silent: true });
}

export function useSortItems() {
  return useMenuMutation(sortItems, ['items']);
}
