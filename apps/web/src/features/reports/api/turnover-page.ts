import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { REPORT_PATHS, turnoverPageSchema, type Page, type TurnoverPageInput, type TurnoverRow } from '@diancan/core';
import { clientPath, dataOf } from '../../../lib/api';
import { http } from '../../../lib/http';
import { REPORT_STALE_MS, reportKeys } from './keys';

/** report/order/page: one page of the turnover list (營業額). */
export async function fetchTurnoverPage(request: TurnoverPageInput, signal?: AbortSignal): Promise<Page<TurnoverRow>> {
  return turnoverPageSchema.parse(await dataOf(http.post<unknown>(clientPath(REPORT_PATHS.orderPage), request, { signal })));
}

export function turnoverPageQuery(request: TurnoverPageInput) {
  return queryOptions({
    queryKey: [...reportKeys.turnover(request.storeId), 'page', request] as const,
    queryFn: ({ signal }) => fetchTurnoverPage(request, signal),
    staleTime: REPORT_STALE_MS,
    // Paging keeps the current rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
}

/** Waits while the request is null (no complete range yet). */
export function useTurnoverPage(request: TurnoverPageInput | null) {
  // Without a range nothing shows: the rows of the range that was cleared must not stay on screen.
  const options = turnoverPageQuery(request ?? { storeId: 0, startDate: '', endDate: '' });
  return useQuery(request === null ? { ...options, enabled: false, placeholderData: undefined } : options);
}
