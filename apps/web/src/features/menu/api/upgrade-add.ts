import { MENU_PATHS, type UpgradeAddInput } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useMenuMutation } from './hooks';
import { clientPath, dataOf } from '../../../lib/api';

/** Adds an upgrade (套餐) with its selectable groups. */
export async function addUpgrade(request: UpgradeAddInput): Promise<void> {
  await dataOf(http.post(clientPath(MENU_PATHS.upgrade.add), request));
}

export function useAddUpgrade() {
  return useMenuMutation(addUpgrade, ['upgrades']);
}
