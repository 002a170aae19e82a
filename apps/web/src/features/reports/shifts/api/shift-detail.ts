import { queryOptions, useQuery } from '@tanstack/react-query';
import { SHIFT_PATHS, shiftSchema, type Shift, type ShiftDetailInput } from '@diancan/core';
import { clientPath, dataOf } from '../../../../lib/api';
import { http } from '../../../../lib/http';
import { shiftKeys } from './keys';

/** shift/detail: one shift; without an id, the open shift with what finishing it now would close into it. */
export async function fetchShiftDetail(request: ShiftDetailInput, signal?: AbortSignal): Promise<Shift> {
  return shiftSchema.parse(await dataOf(http.post<unknown>(clientPath(SHIFT_PATHS.detail), request, { signal })));
}

/** The open shift's running figures; refetched when the page comes back into view, since sales keep coming. */
export function openShiftQuery(storeId: number) {
  return queryOptions({
    queryKey: shiftKeys.open(storeId),
    queryFn: ({ signal }) => fetchShiftDetail({ storeId }, signal),
    refetchOnWindowFocus: true,
  });
}

export function useOpenShift(storeId: number) {
  return useQuery(openShiftQuery(storeId));
}

export function shiftDetailQuery(storeId: number, id: number) {
  return queryOptions({ queryKey: shiftKeys.detail(storeId, id), queryFn: ({ signal }) => fetchShiftDetail({ storeId, id }, signal) });
}

/** Waits while no shift is chosen. */
export function useShiftDetail(storeId: number, id: number | null) {
  return useQuery({ ...shiftDetailQuery(storeId, id ?? 0), enabled: id !== null });
}
