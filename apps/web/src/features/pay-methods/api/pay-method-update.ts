import { PAY_METHOD_PATHS, payMethodSchema, type PayMethod, type PayMethodUpdateRequest } from '@diancan/core';
import { http } from '../../../lib/http';
import { usePayMethodMutation } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

export async function updatePayMethod(request: PayMethodUpdateRequest): Promise<PayMethod> {
  return payMethodSchema.parse(await dataOf(http.put<unknown>(clientPath(PAY_METHOD_PATHS.update), request)));
}

export function useUpdatePayMethod() {
  return usePayMethodMutation(updatePayMethod);
}
