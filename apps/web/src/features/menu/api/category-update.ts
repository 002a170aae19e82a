import { MENU_PATHS, type CategoryUpdateInput } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useMenuMutation } from './hooks';
import { clientPath, dataOf } from '../../../lib/api';

/** Replaces a category; a stale lastUpdateTime answers 409 (someone else saved first). */
export async function updateCategory(request: CategoryUpdateInput): Promise<void> {
  await dataOf(http.put(clientPath(MENU_PATHS.category.update), request));
}

export function useUpdateCategory() {
  // The item table shows category names.
  return useMenuMutation(updateCategory, ['categories', 'items']);
}
