import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SHIFT_API, type ShiftPageInput } from '@diancan/core';
import { callAllPages } from '../../../../lib/api';
import { apiQuery, useStoreMutation } from '../../../../lib/api-query';

/**
 * The shift handover's calls through the typed caller (SHIFT_API): each change refreshes every shift view and the
 * cash drawer list (also after a refusal: what the screen shows may be stale).
 */

/** shift/page: the finished shifts whose business day is in the range, newest first; waits for a complete range. */
export function useShiftPage(request: ShiftPageInput | null) {
  // Paging keeps the current rows on screen until the next page arrives.
  return useQuery({ ...apiQuery(SHIFT_API.page, request ?? { storeId: 0, startDate: '', endDate: '' }), placeholderData: keepPreviousData, enabled: request !== null });
}

/** Every finished shift of the range: what the Excel export writes (three a day for ten years is under 400 pages). */
export const fetchAllShifts = (filters: Omit<ShiftPageInput, 'page' | 'size'>) => callAllPages(SHIFT_API.page, filters, { maxPages: 400 });

/** shift/detail without an id: the open shift with what finishing it now would close into it; refetched when the page comes back into view, since sales keep coming. */
export function openShiftQuery(storeId: number) {
  return { ...apiQuery(SHIFT_API.detail, { storeId }), refetchOnWindowFocus: true };
}

export const useOpenShift = (storeId: number) => useQuery(openShiftQuery(storeId));

/** shift/detail: one finished shift; waits while none is chosen. */
export function useShiftDetail(storeId: number, id: number | null) {
  return useQuery({ ...apiQuery(SHIFT_API.detail, { storeId, id: id ?? 0 }), enabled: id !== null });
}

/** shift/detailByDate: the shifts finished on one business day and their sum; waits while no date is chosen. */
export function useShiftDay(storeId: number, date: string | null) {
  return useQuery({ ...apiQuery(SHIFT_API.detailByDate, { storeId, date: date ?? '' }), enabled: date !== null });
}

/** shift/print: the handover slip, always fresh (a slip says when it was printed and must show the latest recalculation). */
export function useShiftPrint(storeId: number, id: number | null) {
  return useQuery({ ...apiQuery(SHIFT_API.print, { storeId, id: id ?? 0 }), staleTime: 0, gcTime: 0, enabled: id !== null });
}

/** shift/finish: closes the open shift the cashier counted (its id guards against a second tap) and opens the next. */
export const useFinishShift = () => useStoreMutation(SHIFT_API.finish);
/** shift/recalculate: a finished shift's totals again from its orders and records (after a report removal). */
export const useRecalculateShift = () => useStoreMutation(SHIFT_API.recalculate);
/** shift/batchRemove: a DELETE with a JSON body naming the finished shifts and the reason (audit-logged). */
export const useRemoveShifts = () => useStoreMutation(SHIFT_API.batchRemove);
