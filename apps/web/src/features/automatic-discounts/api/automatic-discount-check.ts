import { AUTOMATIC_DISCOUNT_PATHS, type AutomaticDiscountCheckRequest } from '@diancan/core';
import { http } from '../../../lib/http';
import { clientPath } from '../../../lib/api';

/**
 * automaticDiscount/checkItem: is this minimum spending amount free? 200 either way; `status: false` with the
 * message (已有相同最低消費金額的自動折扣) when another tier has it. Returns that message, or null when free.
 */
export async function checkMinimumTaken(request: AutomaticDiscountCheckRequest): Promise<string | null> {
  const envelope = await http.post<unknown>(clientPath(AUTOMATIC_DISCOUNT_PATHS.checkItem), request, { silent: true });
  return envelope.status ? null : envelope.message;
}
