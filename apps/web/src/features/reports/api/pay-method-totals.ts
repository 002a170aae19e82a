import { queryOptions, useQuery } from '@tanstack/react-query';
import { payMethodTotalsSchema, REPORT_PATHS, type PayMethodTotal, type ReportOrderFilterInput } from '@diancan/core';
import { clientPath, dataOf } from '../../../lib/api';
import { http } from '../../../lib/http';
import { REPORT_STALE_MS, reportKeys } from './keys';

/** report/order/payMethods: money collected per pay method under the turnover filter. */
export async function fetchPayMethodTotals(filter: ReportOrderFilterInput, signal?: AbortSignal): Promise<PayMethodTotal[]> {
  return payMethodTotalsSchema.parse(await dataOf(http.post<unknown>(clientPath(REPORT_PATHS.payMethods), filter, { signal })));
}

export function payMethodTotalsQuery(filter: ReportOrderFilterInput) {
  return queryOptions({
    queryKey: [...reportKeys.turnover(filter.storeId), 'payMethods', filter] as const,
    queryFn: ({ signal }) => fetchPayMethodTotals(filter, signal),
    staleTime: REPORT_STALE_MS,
  });
}

export function usePayMethodTotals(filter: ReportOrderFilterInput | null) {
  return useQuery({ ...payMethodTotalsQuery(filter ?? { storeId: 0, startDate: '', endDate: '' }), enabled: filter !== null });
}
