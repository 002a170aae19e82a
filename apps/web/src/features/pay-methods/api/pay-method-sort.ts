import { PAY_METHOD_PATHS, type PayMethodSortRequest } from '@diancan/core';
import { http } from '../../../lib/http';
import { clientPath, dataOf } from '../../../lib/api';

/** Silent: the sortable table says 排序操作成功 / 排序操作異常 itself. */
export async function sortPayMethods(request: PayMethodSortRequest): Promise<void> {
  await dataOf(http.put(clientPath(PAY_METHOD_PATHS.updateSort), request, { silent: true }), { silent: true });
}
