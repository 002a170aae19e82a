import { useQuery } from '@tanstack/react-query';
import { PAY_METHOD_API } from '@diancan/core';
import { apiQuery } from '../../../lib/api-query';

/** payMethod/getList, for marking an order paid: the enabled methods are offered. */
export function usePayMethods(storeId: number, enabled: boolean) {
  return useQuery({ ...apiQuery(PAY_METHOD_API.getList, { storeId }), enabled });
}
