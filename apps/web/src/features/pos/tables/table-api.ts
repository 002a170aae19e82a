import { useQuery } from '@tanstack/react-query';
import { ORDER_BOARD_API, TABLE_API } from '@diancan/core';
import { apiQuery, useStoreMutation } from '../../../lib/api-query';

/** One check in full (its lines for 拆單, its totals with 服務費), read again whenever the floor shows a new version. */
export function useCheck(storeId: number, orderId: number) {
  return useQuery({ ...apiQuery(ORDER_BOARD_API.getOrderDetail, { storeId, orderId }), staleTime: 0 });
}

const floorToo = { affects: [TABLE_API.floor.area] } as const;

/** order/updateOrderPaid: the check paid (pay method, cash and change, e-invoice); the table frees with its last check. */
export const usePayCheck = () => useStoreMutation(ORDER_BOARD_API.updateOrderPaid, { success: '結帳完成', ...floorToo });
/** order/split: a check split by items into several unpaid checks on the same table. */
export const useSplitCheck = () => useStoreMutation(TABLE_API.split, { success: (result) => `拆單完成，共${result.orderIds.length}張帳單`, ...floorToo });
/** table/move: a check to another table. */
export const useMoveCheck = () => useStoreMutation(TABLE_API.move, { success: '移桌完成', ...floorToo });
/** table/merge: other checks into this one (guests added, the others closed 併單). */
export const useMergeChecks = () => useStoreMutation(TABLE_API.merge, { success: '併單完成', ...floorToo });
