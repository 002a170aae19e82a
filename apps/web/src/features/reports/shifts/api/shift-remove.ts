import { SHIFT_PATHS, type ShiftBatchRemoveRequest } from '@diancan/core';
import { clientPath, dataOf } from '../../../../lib/api';
import { http } from '../../../../lib/http';
import { useShiftMutation } from './keys';

/** shift/batchRemove: a DELETE with a JSON body naming the finished shifts and the reason (audit-logged). */
export async function removeShifts(request: ShiftBatchRemoveRequest): Promise<void> {
  await dataOf(http.delete(clientPath(SHIFT_PATHS.batchRemove), request));
}

export function useRemoveShifts() {
  return useShiftMutation(removeShifts);
}
