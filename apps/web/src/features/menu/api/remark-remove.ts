import { MENU_PATHS, type MenuRecordQuery } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useMenuMutation } from './hooks';
import { clientPath, dataOf } from '../../../lib/api';

/** Removes a preset note. */
export async function removeRemark(request: MenuRecordQuery): Promise<void> {
  await dataOf(http.delete(clientPath(MENU_PATHS.remark.remove), undefined, { params: request }));
}

export function useRemoveRemark() {
  return useMenuMutation(removeRemark, ['remarks']);
}
