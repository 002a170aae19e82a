import { CASH_DRAWER_PATHS, cashDrawerRecordSchema, type CashDrawerRecord, type CashDrawerRecordAddRequest } from '@diancan/core';
import { clientPath, dataOf } from '../../../../lib/api';
import { http } from '../../../../lib/http';
import { useCashDrawerMutation } from './keys';

/** cashDrawerRecord/add: a new record in the open shift. */
export async function addCashDrawerRecord(request: CashDrawerRecordAddRequest): Promise<CashDrawerRecord> {
  return cashDrawerRecordSchema.parse(await dataOf(http.post<unknown>(clientPath(CASH_DRAWER_PATHS.add), request)));
}

export function useAddCashDrawerRecord() {
  return useCashDrawerMutation(addCashDrawerRecord);
}
