import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, SHIFT_PATHS, shiftPageSchema, type Page, type Shift, type ShiftPageInput } from '@diancan/core';
import { clientPath, dataOf } from '../../../../lib/api';
import { http } from '../../../../lib/http';
import { shiftKeys } from './keys';

/** shift/page: the finished shifts whose business day is in the range, newest first. */
export async function fetchShiftPage(request: ShiftPageInput, signal?: AbortSignal): Promise<Page<Shift>> {
  return shiftPageSchema.parse(await dataOf(http.post<unknown>(clientPath(SHIFT_PATHS.page), request, { signal })));
}

export function shiftPageQuery(request: ShiftPageInput) {
  return queryOptions({
    queryKey: [...shiftKeys.page(request.storeId), request] as const,
    queryFn: ({ signal }) => fetchShiftPage(request, signal),
    // Paging keeps the current rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
}

/** Waits while the request is null (no complete date range yet). */
export function useShiftPage(request: ShiftPageInput | null) {
  return useQuery({ ...shiftPageQuery(request ?? { storeId: 0, startDate: '', endDate: '' }), enabled: request !== null });
}

const EXPORT_PAGE_SIZE = PAGE_SIZES[PAGE_SIZES.length - 1];
/** Three shifts a day for ten years is under 11,000: 400 pages of 50 is plenty, and stops a runaway loop. */
const MAX_EXPORT_PAGES = 400;

/** Every finished shift of the range, page by page: what the Excel export writes. */
export async function fetchAllShifts(filters: Omit<ShiftPageInput, 'page' | 'size'>): Promise<Shift[]> {
  const shifts: Shift[] = [];
  for (let page = 1; page <= MAX_EXPORT_PAGES; page += 1) {
    const result = await fetchShiftPage({ ...filters, page, size: EXPORT_PAGE_SIZE });
    shifts.push(...result.list);
    if (result.list.length < EXPORT_PAGE_SIZE || shifts.length >= result.total) break;
  }
  return shifts;
}
