import { AUTOMATIC_DISCOUNT_PATHS, automaticDiscountSchema, type AutomaticDiscount, type AutomaticDiscountAddRequest } from '@diancan/core';
import { http } from '../../../lib/http';
import { useAutomaticDiscountMutation } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

export async function addAutomaticDiscount(request: AutomaticDiscountAddRequest): Promise<AutomaticDiscount> {
  return automaticDiscountSchema.parse(await dataOf(http.post<unknown>(clientPath(AUTOMATIC_DISCOUNT_PATHS.add), request)));
}

export function useAddAutomaticDiscount() {
  return useAutomaticDiscountMutation(addAutomaticDiscount);
}
