import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  CASH_DRAWER_PATHS,
  cashDrawerRecordPageSchema,
  type CashDrawerRecord,
  type CashDrawerRecordPageInput,
  type Page,
} from '@diancan/core';
import { clientPath, dataOf } from '../../../../lib/api';
import { http } from '../../../../lib/http';
import { cashDrawerKeys } from './keys';

/** cashDrawerRecord/page: one page of the store's drawer records in a date range, newest first. */
export async function fetchCashDrawerPage(request: CashDrawerRecordPageInput, signal?: AbortSignal): Promise<Page<CashDrawerRecord>> {
  return cashDrawerRecordPageSchema.parse(await dataOf(http.post<unknown>(clientPath(CASH_DRAWER_PATHS.page), request, { signal })));
}

export function cashDrawerPageQuery(request: CashDrawerRecordPageInput) {
  return queryOptions({
    queryKey: [...cashDrawerKeys.page(request.storeId), request] as const,
    queryFn: ({ signal }) => fetchCashDrawerPage(request, signal),
    // Paging keeps the current rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
}

/** Waits while the request is null (no complete date range yet). */
export function useCashDrawerPage(request: CashDrawerRecordPageInput | null) {
  return useQuery({ ...cashDrawerPageQuery(request ?? { storeId: 0, startDate: '', endDate: '' }), enabled: request !== null });
}
