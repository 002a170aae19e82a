import { CASH_DRAWER_PATHS, cashDrawerRecordSchema, type CashDrawerRecord, type CashDrawerRecordUpdateRequest } from '@diancan/core';
import { clientPath, dataOf } from '../../../../lib/api';
import { http } from '../../../../lib/http';
import { useCashDrawerMutation } from './keys';

/** cashDrawerRecord/update: a record of the open shift (a handed-over one is refused with the server's message). */
export async function updateCashDrawerRecord(request: CashDrawerRecordUpdateRequest): Promise<CashDrawerRecord> {
  return cashDrawerRecordSchema.parse(await dataOf(http.put<unknown>(clientPath(CASH_DRAWER_PATHS.update), request)));
}

export function useUpdateCashDrawerRecord() {
  return useCashDrawerMutation(updateCashDrawerRecord);
}
