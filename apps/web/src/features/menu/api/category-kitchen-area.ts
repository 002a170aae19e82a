import { MENU_PATHS, type CategoryKitchenAreaRequest } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useMenuMutation } from './hooks';
import { clientPath, dataOf } from '../../../lib/api';

/** Sets (or clears, with null) the kitchen area of categories. */
export async function updateCategoryKitchenArea(request: CategoryKitchenAreaRequest): Promise<void> {
  await dataOf(http.put(clientPath(MENU_PATHS.category.updateKitchenArea), request));
}

export function useUpdateCategoryKitchenArea() {
  return useMenuMutation(updateCategoryKitchenArea, ['categories']);
}
