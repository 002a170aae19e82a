import { AUTOMATIC_DISCOUNT_PATHS, type AutomaticDiscountStatusRequest } from '@diancan/core';
import { http } from '../../../lib/http';
import { useAutomaticDiscountMutation } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

export async function updateAutomaticDiscountStatus(request: AutomaticDiscountStatusRequest): Promise<void> {
  await dataOf(http.put(clientPath(AUTOMATIC_DISCOUNT_PATHS.updateStatus), request));
}

export function useUpdateAutomaticDiscountStatus() {
  return useAutomaticDiscountMutation(updateAutomaticDiscountStatus);
}
