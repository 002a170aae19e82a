import { MENU_PATHS, type MenuRecordQuery } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useMenuMutation } from './hooks';
import { clientPath, dataOf } from '../../../lib/api';

/** A category still holding items answers 409 with the server's message (shown by the client). */
export async function removeCategory(query: MenuRecordQuery): Promise<void> {
  await dataOf(http.delete(clientPath(MENU_PATHS.category.remove), undefined, { params: query }));
}

export function useRemoveCategory() {
  return useMenuMutation(removeCategory, ['categories']);
}
