import { MENU_PATHS, type SortRequest } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useMenuMutation } from './hooks';
import { clientPath, dataOf } from '../../../lib/api';

/** The new order of the upgrades. Silent: the sortable table reports the outcome itself. */
export async function sortUpgrades(request: SortRequest): Promise<void> {
  await dataOf(http.put(clientPath(MENU_PATHS.upgrade.updateSort), request, { silent: true }), { silent: true });
}

export function useSortUpgrades() {
  return useMenuMutation(sortUpgrades, ['upgrades']);
}
