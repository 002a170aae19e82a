import { SHIFT_PATHS, shiftFinishResultSchema, type ShiftFinishRequest, type ShiftFinishResult } from '@diancan/core';
import { clientPath, dataOf } from '../../../../lib/api';
import { http } from '../../../../lib/http';
import { useShiftMutation } from './keys';

/** shift/finish: closes the open shift the cashier counted (its id guards against a second tap) and opens the next. */
export async function finishShift(request: ShiftFinishRequest): Promise<ShiftFinishResult> {
  return shiftFinishResultSchema.parse(await dataOf(http.post<unknown>(clientPath(SHIFT_PATHS.finish), request)));
}

export function useFinishShift() {
  return useShiftMutation(finishShift);
}
