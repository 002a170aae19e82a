import { MENU_PATHS, type PrintAreaAssignRequest } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useMenuMutation } from './hooks';
import { clientPath, dataOf } from '../../../lib/api';

/** Replaces the print areas of the listed categories. */
export async function updateCategoryPrintArea(request: PrintAreaAssignRequest): Promise<void> {
  await dataOf(http.put(clientPath(MENU_PATHS.category.updatePrintArea), request));
}

export function useUpdateCategoryPrintArea() {
  return useMenuMutation(updateCategoryPrintArea, ['categories']);
}
