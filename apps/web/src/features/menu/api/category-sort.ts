import { MENU_PATHS, type SortRequest } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useMenuMutation } from './hooks';
import { clientPath, dataOf } from '../../../lib/api';

/** Silent: the sortable table reports 排序操作成功 / 排序操作異常 itself. */
export async function sortCategories(request: SortRequest): Promise<void> {
  await dataOf(http.put(clientPath(MENU_PATHS.category.sort), request, { silent: true }), { silent: true });
}

export function useSortCategories() {
  return useMenuMutation(sortCategories, ['categories']);
}
