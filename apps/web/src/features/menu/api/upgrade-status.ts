import { MENU_PATHS, type UpgradeStatusRequest } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useMenuMutation } from './hooks';
import { clientPath, dataOf } from '../../../lib/api';

/** Turns upgrades on (上架) or off. */
export async function updateUpgradeStatus(request: UpgradeStatusRequest): Promise<void> {
  await dataOf(http.put(clientPath(MENU_PATHS.upgrade.updateStatus), request));
}

export function useUpdateUpgradeStatus() {
  return useMenuMutation(updateUpgradeStatus, ['upgrades']);
}
