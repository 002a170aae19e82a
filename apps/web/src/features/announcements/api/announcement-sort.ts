import { ANNOUNCEMENT_PATHS } from '@diancan/core';
import { http } from '../../../lib/http';
import { clientPath, dataOf } from '../../../lib/api';

/** Saves the order of every announcement (the first shows first in the stores' dialog). */
export async function sortAnnouncements(idList: number[]): Promise<void> {
  // Silent: the sortable table reports 排序操作異常 itself.
  await dataOf(http.put(clientPath(ANNOUNCEMENT_PATHS.updateSort), { idList }, { silent: true }), { silent: true });
}
