import { MENU_PATHS, type MenuRecordQuery } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useMenuMutation } from './hooks';
import { clientPath, dataOf } from '../../../lib/api';

/** Removes a taste group; items that offered it stop offering it. */
export async function removeOptionGroup(request: MenuRecordQuery): Promise<void> {
  await dataOf(http.delete(clientPath(MENU_PATHS.option.remove), undefined, { params: request }));
}

export function useRemoveOptionGroup() {
  return useMenuMutation(removeOptionGroup, ['optionGroups', 'items']);
}
