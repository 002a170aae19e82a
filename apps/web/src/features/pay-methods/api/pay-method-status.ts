import { PAY_METHOD_PATHS, type PayMethodStatusRequest } from '@diancan/core';
import { http } from '../../../lib/http';
import { usePayMethodMutation } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

/** Switches one or more pay methods on or off. */
export async function updatePayMethodStatus(request: PayMethodStatusRequest): Promise<void> {
  await dataOf(http.put(clientPath(PAY_METHOD_PATHS.updateStatus), request));
}

export function useUpdatePayMethodStatus() {
  return usePayMethodMutation(updatePayMethodStatus);
}
