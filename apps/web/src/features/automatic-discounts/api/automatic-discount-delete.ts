import { AUTOMATIC_DISCOUNT_PATHS } from '@diancan/core';
import { http } from '../../../lib/http';
import { useAutomaticDiscountMutation } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

export async function deleteAutomaticDiscount({ storeId, id }: { storeId: number; id: number }): Promise<void> {
  await dataOf(http.delete(clientPath(AUTOMATIC_DISCOUNT_PATHS.delete), undefined, { params: { storeId, id } }));
}

export function useDeleteAutomaticDiscount() {
  return useAutomaticDiscountMutation(deleteAutomaticDiscount);
}
