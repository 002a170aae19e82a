import { MENU_PATHS, type CategoryPrintTagRequest } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useMenuMutation } from './hooks';
import { clientPath, dataOf } from '../../../lib/api';

/** Whether lines of these categories print a label. */
export async function updateCategoryPrintTag(request: CategoryPrintTagRequest): Promise<void> {
  await dataOf(http.put(clientPath(MENU_PATHS.category.updatePrintTag), request));
}

export function useUpdateCategoryPrintTag() {
  return useMenuMutation(updateCategoryPrintTag, ['categories']);
}
