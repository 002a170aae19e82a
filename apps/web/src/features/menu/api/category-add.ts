import { MENU_PATHS, type CategoryAddInput } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useMenuMutation } from './hooks';
import { clientPath, dataOf } from '../../../lib/api';

export async function addCategory(request: CategoryAddInput): Promise<void> {
  await dataOf(http.post(clientPath(MENU_PATHS.category.add), request));
}

export function useAddCategory() {
  return useMenuMutation(addCategory, ['categories']);
}
