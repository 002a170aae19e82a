import { MENU_PATHS, type KitchenAreaAddRequest } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useMenuMutation } from './hooks';
import { clientPath, dataOf } from '../../../lib/api';

export async function addKitchenArea(request: KitchenAreaAddRequest): Promise<void> {
  await dataOf(http.post(clientPath(MENU_PATHS.kitchenArea.add), request));
}

export function useAddKitchenArea() {
  return useMenuMutation(addKitchenArea, ['kitchenAreas']);
}
