import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CASH_DRAWER_API, type CashDrawerRecordPageInput, type CashDrawerSummaryInput } from '@diancan/core';
import { callAllPages, callApi } from '../../../../lib/api';
import { apiQuery, useStoreMutation } from '../../../../lib/api-query';

/**
 * The cash drawer records' calls through the typed caller (CASH_DRAWER_API): each change refreshes the list, its
 * summary and the shifts (the open shift counts the drawer's money), also after a refusal.
 */

const NO_RANGE = { storeId: 0, startDate: '', endDate: '' };

/** cashDrawerRecord/page: one page of the range, newest first; waits for a complete range; paging keeps the rows on screen. */
export function useCashDrawerPage(request: CashDrawerRecordPageInput | null) {
  return useQuery({ ...apiQuery(CASH_DRAWER_API.page, request ?? NO_RANGE), placeholderData: keepPreviousData, enabled: request !== null });
}

/** cashDrawerRecord/summary: income, expense and net of the whole range (every page, not only the one shown). */
export function useCashDrawerSummary(request: CashDrawerSummaryInput | null) {
  return useQuery({ ...apiQuery(CASH_DRAWER_API.summary, request ?? NO_RANGE), enabled: request !== null });
}

export const fetchCashDrawerSummary = (request: CashDrawerSummaryInput) => callApi(CASH_DRAWER_API.summary, request);

/** Every record of the range (newest first): what the Excel export writes (400 pages is years of records). */
export const fetchAllCashDrawerRecords = (filters: CashDrawerSummaryInput) => callAllPages(CASH_DRAWER_API.page, filters, { maxPages: 400 });

export const useAddCashDrawerRecord = () => useStoreMutation(CASH_DRAWER_API.add);
/** A record of the open shift (a handed-over one is refused with the server's message). */
export const useUpdateCashDrawerRecord = () => useStoreMutation(CASH_DRAWER_API.update);
export const useRemoveCashDrawerRecords = () => useStoreMutation(CASH_DRAWER_API.batchRemove);
