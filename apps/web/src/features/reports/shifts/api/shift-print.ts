import { queryOptions, useQuery } from '@tanstack/react-query';
import { SHIFT_PATHS, shiftPrintSchema, type ShiftPrint, type ShiftRecordRequest } from '@diancan/core';
import { clientPath, dataOf } from '../../../../lib/api';
import { http } from '../../../../lib/http';
import { shiftKeys } from './keys';

/** shift/print: the handover slip of one shift, its rows already formatted by the server. */
export async function fetchShiftPrint(request: ShiftRecordRequest, signal?: AbortSignal): Promise<ShiftPrint> {
  return shiftPrintSchema.parse(await dataOf(http.post<unknown>(clientPath(SHIFT_PATHS.print), request, { signal })));
}

/** Always fresh: a slip says when it was printed and must show the latest recalculation. */
export function shiftPrintQuery(request: ShiftRecordRequest) {
  return queryOptions({ queryKey: shiftKeys.print(request.storeId, request.id), queryFn: ({ signal }) => fetchShiftPrint(request, signal), staleTime: 0, gcTime: 0 });
}

/** Waits while no shift is chosen. */
export function useShiftPrint(storeId: number, id: number | null) {
  return useQuery({ ...shiftPrintQuery({ storeId, id: id ?? 0 }), enabled: id !== null });
}
