import { useMutation } from '@tanstack/react-query';
import { REPORT_PATHS, reportBatchRemoveResultSchema, type ReportBatchRemoveRequest, type ReportBatchRemoveResult } from '@diancan/core';
import { clientPath, dataOf } from '../../../lib/api';
import { http } from '../../../lib/http';
import { useInvalidateReports } from './keys';

/** report/order/batchRemove: takes orders out of every report, with the reason (kept for the audit log). */
export async function batchRemoveOrders(request: ReportBatchRemoveRequest): Promise<ReportBatchRemoveResult> {
  return reportBatchRemoveResultSchema.parse(await dataOf(http.delete<unknown>(clientPath(REPORT_PATHS.batchRemove), request)));
}

/** Every report of the store is refetched afterwards (also after a refusal: the list may be stale). */
export function useBatchRemoveOrders() {
  const invalidate = useInvalidateReports();
  return useMutation({ mutationFn: batchRemoveOrders, onSettled: (_result, _error, request) => invalidate(request.storeId) });
}
