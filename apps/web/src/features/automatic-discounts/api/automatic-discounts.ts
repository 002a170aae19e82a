import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AUTOMATIC_DISCOUNT_API, type AutomaticDiscountCheckRequest, type AutomaticDiscountSortRequest } from '@diancan/core';
import { callApi, callApiEnvelope } from '../../../lib/api';
import { apiQuery, refreshAreas, useStoreMutation } from '../../../lib/api-query';

/** automaticDiscount/getList: every tier of the store, enabled or not, in its order. */
export const useAutomaticDiscountList = (storeId: number) => useQuery(apiQuery(AUTOMATIC_DISCOUNT_API.getList, { storeId }));

export const useAddAutomaticDiscount = () => useStoreMutation(AUTOMATIC_DISCOUNT_API.add);
export const useUpdateAutomaticDiscount = () => useStoreMutation(AUTOMATIC_DISCOUNT_API.update);
export const useUpdateAutomaticDiscountStatus = () => useStoreMutation(AUTOMATIC_DISCOUNT_API.updateStatus);
export const useDeleteAutomaticDiscount = () => useStoreMutation(AUTOMATIC_DISCOUNT_API.delete);

/** Saves the order, then reads the tiers again. Silent: the sortable table says 排序操作成功 / 排序操作異常 itself. */
export function useSortAutomaticDiscounts() {
  const queryClient = useQueryClient();
  return async (request: AutomaticDiscountSortRequest) => {
    await callApi(AUTOMATIC_DISCOUNT_API.updateSort, request, { silent: true });
    await refreshAreas(queryClient, AUTOMATIC_DISCOUNT_API.updateSort.affects);
  };
}

/**
 * automaticDiscount/checkItem: is this minimum spending amount free? Returns the server's message
 * (已有相同最低消費金額的自動折扣) when another tier has it, or null when free.
 */
export async function checkMinimumTaken(request: AutomaticDiscountCheckRequest): Promise<string | null> {
  const envelope = await callApiEnvelope(AUTOMATIC_DISCOUNT_API.checkItem, request, { silent: true });
  return envelope.status ? null : envelope.message;
}
