import { MENU_PATHS, type RemarkAddRequest } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useMenuMutation } from './hooks';
import { clientPath, dataOf } from '../../../lib/api';

/** Adds a preset note (備註). */
export async function addRemark(request: RemarkAddRequest): Promise<void> {
  await dataOf(http.post(clientPath(MENU_PATHS.remark.add), request));
}

export function useAddRemark() {
  return useMenuMutation(addRemark, ['remarks']);
}
