import { MENU_PATHS, type UpgradeUpdateInput } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useMenuMutation } from './hooks';
import { clientPath, dataOf } from '../../../lib/api';

/** Replaces an upgrade, its groups included. */
export async function updateUpgrade(request: UpgradeUpdateInput): Promise<void> {
  await dataOf(http.put(clientPath(MENU_PATHS.upgrade.update), request));
}

export function useUpdateUpgrade() {
  return useMenuMutation(updateUpgrade, ['upgrades', 'items']);
}
