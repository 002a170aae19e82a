import { CASH_DRAWER_PATHS, type CashDrawerRecordBatchRemoveRequest } from '@diancan/core';
import { clientPath, dataOf } from '../../../../lib/api';
import { http } from '../../../../lib/http';
import { useCashDrawerMutation } from './keys';

/** cashDrawerRecord/batchRemove: a DELETE with a JSON body naming the records. */
export async function removeCashDrawerRecords(request: CashDrawerRecordBatchRemoveRequest): Promise<void> {
  await dataOf(http.delete(clientPath(CASH_DRAWER_PATHS.batchRemove), request));
}

export function useRemoveCashDrawerRecords() {
  return useCashDrawerMutation(removeCashDrawerRecords);
}
