import { useQuery } from '@tanstack/react-query';
import { PAY_METHOD_API, type PayMethodSortRequest } from '@diancan/core';
import { callApi } from '../../../lib/api';
import { apiQuery, useStoreMutation } from '../../../lib/api-query';

/** payMethod/getList: every pay method of the store, enabled or not, in its order (the checkout reads the same entry). */
export function usePayMethodList(storeId: number) {
  return useQuery(apiQuery(PAY_METHOD_API.getList, { storeId }));
}

export const useAddPayMethod = () => useStoreMutation(PAY_METHOD_API.add, { success: '新增成功' });
export const useUpdatePayMethod = () => useStoreMutation(PAY_METHOD_API.update, { success: '編輯成功' });
/** Switches one or more pay methods on or off. */
export const useUpdatePayMethodStatus = () => useStoreMutation(PAY_METHOD_API.updateStatus);
export const useRemovePayMethod = () => useStoreMutation(PAY_METHOD_API.remove);

/** Silent: the sortable table says 排序操作成功 / 排序操作異常 itself. */
export function sortPayMethods(request: PayMethodSortRequest): Promise<unknown> {
  return callApi(PAY_METHOD_API.updateSort, request, { silent: true });
}
