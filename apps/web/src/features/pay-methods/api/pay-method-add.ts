import { PAY_METHOD_PATHS, payMethodSchema, type PayMethod, type PayMethodAddRequest } from '@diancan/core';
import { http } from '../../../lib/http';
import { usePayMethodMutation } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

export async function addPayMethod(request: PayMethodAddRequest): Promise<PayMethod> {
  return payMethodSchema.parse(await dataOf(http.post<unknown>(clientPath(PAY_METHOD_PATHS.add), request)));
}

export function useAddPayMethod() {
  return usePayMethodMutation(addPayMethod);
}
