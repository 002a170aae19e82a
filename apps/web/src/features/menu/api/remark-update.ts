import { MENU_PATHS, type RemarkUpdateRequest } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useMenuMutation } from './hooks';
import { clientPath, dataOf } from '../../../lib/api';

/** Changes a preset note's text. */
export async function updateRemark(request: RemarkUpdateRequest): Promise<void> {
  await dataOf(http.put(clientPath(MENU_PATHS.remark.update), request));
}

export function useUpdateRemark() {
  return useMenuMutation(updateRemark, ['remarks']);
}
