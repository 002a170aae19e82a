import { MENU_PATHS, type MenuRecordQuery } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useMenuMutation } from './hooks';
import { clientPath, dataOf } from '../../../lib/api';

/** Removes a 廚房區域; categories and items that used it lose it. */
export async function removeKitchenArea(query: MenuRecordQuery): Promise<void> {
  await dataOf(http.delete(clientPath(MENU_PATHS.kitchenArea.remove), undefined, { params: query }));
}

export function useRemoveKitchenArea() {
  return useMenuMutation(removeKitchenArea, ['kitchenAreas', 'categories', 'items']);
}
