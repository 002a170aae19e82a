import { MENU_PATHS, type SortRequest } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useMenuMutation } from './hooks';
import { clientPath, dataOf } from '../../../lib/api';

/** The new order of the preset notes. Silent: the sortable table reports the outcome itself. */
export async function sortRemarks(request: SortRequest): Promise<void> {
  await dataOf(http.put(clientPath(MENU_PATHS.remark.updateSort), request, { silent: true }), { silent: true });
}

export function useSortRemarks() {
  return useMenuMutation(sortRemarks, ['remarks']);
}
