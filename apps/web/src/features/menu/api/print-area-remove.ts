import { MENU_PATHS, type MenuRecordQuery } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useMenuMutation } from './hooks';
import { clientPath, dataOf } from '../../../lib/api';

/** Removes a 出單區域; categories and items that used it lose it. */
export async function removePrintArea(query: MenuRecordQuery): Promise<void> {
  await dataOf(http.delete(clientPath(MENU_PATHS.printArea.remove), undefined, { params: query }));
}

export function useRemovePrintArea() {
  return useMenuMutation(removePrintArea, ['printAreas', 'categories', 'items']);
}
