import { MENU_PATHS, type KitchenAreaUpdateRequest } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useMenuMutation } from './hooks';
import { clientPath, dataOf } from '../../../lib/api';

/** Renames a 廚房區域. */
export async function updateKitchenArea(request: KitchenAreaUpdateRequest): Promise<void> {
  await dataOf(http.put(clientPath(MENU_PATHS.kitchenArea.update), request));
}

export function useUpdateKitchenArea() {
  return useMenuMutation(updateKitchenArea, ['kitchenAreas']);
}
