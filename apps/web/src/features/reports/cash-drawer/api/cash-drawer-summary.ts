import { queryOptions, useQuery } from '@tanstack/react-query';
import { CASH_DRAWER_PATHS, cashDrawerSummarySchema, type CashDrawerSummary, type CashDrawerSummaryInput } from '@diancan/core';
import { clientPath, dataOf } from '../../../../lib/api';
import { http } from '../../../../lib/http';
import { cashDrawerKeys } from './keys';

/** cashDrawerRecord/summary: income, expense and net of the whole range (every page, not only the one shown). */
export async function fetchCashDrawerSummary(request: CashDrawerSummaryInput, signal?: AbortSignal): Promise<CashDrawerSummary> {
  return cashDrawerSummarySchema.parse(await dataOf(http.post<unknown>(clientPath(CASH_DRAWER_PATHS.summary), request, { signal })));
}

export function cashDrawerSummaryQuery(request: CashDrawerSummaryInput) {
  return queryOptions({
    queryKey: [...cashDrawerKeys.summary(request.storeId), request] as const,
    queryFn: ({ signal }) => fetchCashDrawerSummary(request, signal),
  });
}

/** Waits while the request is null (no complete date range yet). */
export function useCashDrawerSummary(request: CashDrawerSummaryInput | null) {
  return useQuery({ ...cashDrawerSummaryQuery(request ?? { storeId: 0, startDate: '', endDate: '' }), enabled: request !== null });
}
