import { useQuery } from '@tanstack/react-query';
import { PAY_METHOD_API } from '@diancan/core';
import { apiQuery } from '../../../lib/api-query';

/** payMethod/getList: every pay method of the store, switched off ones too (past orders may have used them). */
export function usePayMethods(storeId: number | null) {
  return useQuery({ ...apiQuery(PAY_METHOD_API.getList, { storeId: storeId ?? 0 }), enabled: storeId !== null });
}
