import { MENU_PATHS, type CategoryStatusRequest } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useMenuMutation } from './hooks';
import { clientPath, dataOf } from '../../../lib/api';

/** Turns categories on (上架) or off. */
export async function updateCategoryStatus(request: CategoryStatusRequest): Promise<void> {
  await dataOf(http.put(clientPath(MENU_PATHS.category.updateStatus), request));
}

export function useUpdateCategoryStatus() {
  return useMenuMutation(updateCategoryStatus, ['categories']);
}
