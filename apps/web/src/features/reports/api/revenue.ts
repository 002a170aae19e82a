import { queryOptions, useQuery } from '@tanstack/react-query';
import { REPORT_PATHS, revenueTotalsSchema, type ReportOrderFilterInput, type RevenueTotals } from '@diancan/core';
import { clientPath, dataOf } from '../../../lib/api';
import { http } from '../../../lib/http';
import { REPORT_STALE_MS, reportKeys } from './keys';

/** report/order/revenue: the totals of the turnover filter (gross, discounts, entertain, net, cancelled, count). */
export async function fetchRevenue(filter: ReportOrderFilterInput, signal?: AbortSignal): Promise<RevenueTotals> {
  return revenueTotalsSchema.parse(await dataOf(http.post<unknown>(clientPath(REPORT_PATHS.revenue), filter, { signal })));
}

export function revenueQuery(filter: ReportOrderFilterInput) {
  return queryOptions({
    queryKey: [...reportKeys.turnover(filter.storeId), 'revenue', filter] as const,
    queryFn: ({ signal }) => fetchRevenue(filter, signal),
    staleTime: REPORT_STALE_MS,
  });
}

export function useRevenue(filter: ReportOrderFilterInput | null) {
  return useQuery({ ...revenueQuery(filter ?? { storeId: 0, startDate: '', endDate: '' }), enabled: filter !== null });
}
