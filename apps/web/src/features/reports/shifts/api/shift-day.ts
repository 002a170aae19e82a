import { queryOptions, useQuery } from '@tanstack/react-query';
import { SHIFT_PATHS, shiftDayDetailSchema, type ShiftDayDetail, type ShiftDetailByDateRequest } from '@diancan/core';
import { clientPath, dataOf } from '../../../../lib/api';
import { http } from '../../../../lib/http';
import { shiftKeys } from './keys';

/** shift/detailByDate: the shifts finished on one business day and their sum. */
export async function fetchShiftDay(request: ShiftDetailByDateRequest, signal?: AbortSignal): Promise<ShiftDayDetail> {
  return shiftDayDetailSchema.parse(await dataOf(http.post<unknown>(clientPath(SHIFT_PATHS.detailByDate), request, { signal })));
}

export function shiftDayQuery(request: ShiftDetailByDateRequest) {
  return queryOptions({ queryKey: shiftKeys.day(request.storeId, request.date), queryFn: ({ signal }) => fetchShiftDay(request, signal) });
}

/** Waits while no date is chosen. */
export function useShiftDay(storeId: number, date: string | null) {
  return useQuery({ ...shiftDayQuery({ storeId, date: date ?? '' }), enabled: date !== null });
}
