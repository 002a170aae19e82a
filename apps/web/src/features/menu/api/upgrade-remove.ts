import { MENU_PATHS, type MenuRecordQuery } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useMenuMutation } from './hooks';
import { clientPath, dataOf } from '../../../lib/api';

/** Removes an upgrade; items that offered it stop offering it. */
export async function removeUpgrade(request: MenuRecordQuery): Promise<void> {
  await dataOf(http.delete(clientPath(MENU_PATHS.upgrade.remove), undefined, { params: request }));
}

export function useRemoveUpgrade() {
  return useMenuMutation(removeUpgrade, ['upgrades', 'items']);
}
