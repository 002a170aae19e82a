import { queryOptions, useQuery } from '@tanstack/react-query';
import { categorySalesSchema, REPORT_PATHS, type CategorySalesRequest, type CategorySalesRow } from '@diancan/core';
import { clientPath, dataOf } from '../../../lib/api';
import { http } from '../../../lib/http';
import { REPORT_STALE_MS, reportKeys } from './keys';

/** report/getCategorySalesDetail: sales per category in the range (the ranking's category filter and summary). */
export async function fetchCategorySales(request: CategorySalesRequest, signal?: AbortSignal): Promise<CategorySalesRow[]> {
  return categorySalesSchema.parse(await dataOf(http.post<unknown>(clientPath(REPORT_PATHS.categorySalesDetail), request, { signal })));
}

export function categorySalesQuery(request: CategorySalesRequest) {
  return queryOptions({
    queryKey: [...reportKeys.salesRanking(request.storeId), 'categories', request] as const,
    queryFn: ({ signal }) => fetchCategorySales(request, signal),
    staleTime: REPORT_STALE_MS,
  });
}

export function useCategorySales(request: CategorySalesRequest | null) {
  return useQuery({ ...categorySalesQuery(request ?? { storeId: 0, startDate: '', endDate: '' }), enabled: request !== null });
}
