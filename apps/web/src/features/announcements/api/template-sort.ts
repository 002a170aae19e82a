import { ANNOUNCEMENT_TEMPLATE_PATHS } from '@diancan/core';
import { http } from '../../../lib/http';
import { clientPath, dataOf } from '../../../lib/api';

export async function sortTemplates(idList: number[]): Promise<void> {
  // Silent: the sortable table reports 排序操作異常 itself.
  await dataOf(http.put(clientPath(ANNOUNCEMENT_TEMPLATE_PATHS.updateSort), { idList }, { silent: true }), { silent: true });
}
