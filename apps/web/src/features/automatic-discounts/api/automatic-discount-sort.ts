import { AUTOMATIC_DISCOUNT_PATHS, type AutomaticDiscountSortRequest } from '@diancan/core';
import { http } from '../../../lib/http';
import { clientPath, dataOf } from '../../../lib/api';

/** Silent: the sortable table says 排序操作成功 / 排序操作異常 itself. */
export async function sortAutomaticDiscounts(request: AutomaticDiscountSortRequest): Promise<void> {
  await dataOf(http.put(clientPath(AUTOMATIC_DISCOUNT_PATHS.updateSort), request, { silent: true }), { silent: true });
}
