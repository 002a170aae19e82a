import { SHIFT_PATHS, shiftSchema, type Shift, type ShiftRecordRequest } from '@diancan/core';
import { clientPath, dataOf } from '../../../../lib/api';
import { http } from '../../../../lib/http';
import { useShiftMutation } from './keys';

/** shift/recalculate: a finished shift's totals again from its orders and records (after a report removal). */
export async function recalculateShift(request: ShiftRecordRequest): Promise<Shift> {
  return shiftSchema.parse(await dataOf(http.post<unknown>(clientPath(SHIFT_PATHS.recalculate), request)));
}

export function useRecalculateShift() {
  return useShiftMutation(recalculateShift);
}
