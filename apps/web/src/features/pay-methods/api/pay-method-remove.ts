import { PAY_METHOD_PATHS } from '@diancan/core';
import { http } from '../../../lib/http';
import { usePayMethodMutation } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

export async function removePayMethod({ storeId, id }: { storeId: number; id: number }): Promise<void> {
  await dataOf(http.delete(clientPath(PAY_METHOD_PATHS.remove), undefined, { params: { storeId, id } }));
}

export function useRemovePayMethod() {
  return usePayMethodMutation(removePayMethod);
}
