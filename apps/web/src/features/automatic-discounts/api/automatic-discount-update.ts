import { AUTOMATIC_DISCOUNT_PATHS, automaticDiscountSchema, type AutomaticDiscount, type AutomaticDiscountUpdateRequest } from '@diancan/core';
import { http } from '../../../lib/http';
import { useAutomaticDiscountMutation } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

/** A full replacement; with lastUpdateTime, 409 when someone else saved meanwhile. */
export async function updateAutomaticDiscount(request: AutomaticDiscountUpdateRequest): Promise<AutomaticDiscount> {
  return automaticDiscountSchema.parse(await dataOf(http.put<unknown>(clientPath(AUTOMATIC_DISCOUNT_PATHS.update), request)));
}

export function useUpdateAutomaticDiscount() {
  return useAutomaticDiscountMutation(updateAutomaticDiscount);
}
