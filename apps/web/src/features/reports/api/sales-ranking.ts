import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { REPORT_PATHS, salesRankingSchema, type SalesRanking, type SalesRankingInput } from '@diancan/core';
import { clientPath, dataOf } from '../../../lib/api';
import { http } from '../../../lib/http';
import { REPORT_STALE_MS, reportKeys } from './keys';

/** report/getSalesRanking: every item sold in the range, ranked, with the totals. */
export async function fetchSalesRanking(request: SalesRankingInput, signal?: AbortSignal): Promise<SalesRanking> {
  return salesRankingSchema.parse(await dataOf(http.post<unknown>(clientPath(REPORT_PATHS.salesRanking), request, { signal })));
}

export function salesRankingQuery(request: SalesRankingInput) {
  return queryOptions({
    queryKey: [...reportKeys.salesRanking(request.storeId), request] as const,
    queryFn: ({ signal }) => fetchSalesRanking(request, signal),
    staleTime: REPORT_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useSalesRanking(request: SalesRankingInput | null) {
  // Without a range nothing shows: the rows of the range that was cleared must not stay on screen.
  const options = salesRankingQuery(request ?? { storeId: 0, startDate: '', endDate: '' });
  return useQuery(request === null ? { ...options, enabled: false, placeholderData: undefined } : options);
}
