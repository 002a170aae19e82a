import { useQuery } from '@tanstack/react-query';
import { DINING_TABLE_API } from '@diancan/core';
import { apiQuery, useStoreMutation } from '../../../lib/api-query';

/** diningTable/list: the store's tables with their signed order URLs. */
export function useDiningTables(storeId: number) {
  return useQuery(apiQuery(DINING_TABLE_API.list, { storeId }));
}

/** diningTable/links: the store's own 手機點餐 code (its QR hash) and the kiosk's link. */
export function useFrontStageLinks(storeId: number) {
  return useQuery(apiQuery(DINING_TABLE_API.links, { storeId }));
}

export const useAddDiningTable = () => useStoreMutation(DINING_TABLE_API.add, { success: '新增成功' });
export const useRenameDiningTable = () => useStoreMutation(DINING_TABLE_API.update, { success: '編輯成功' });
/** A table dragged or moved with the arrow keys: no toast, the grid shows it (failures are the http client's toast). */
export const useMoveDiningTable = () => useStoreMutation(DINING_TABLE_API.update);
export const useRotateDiningTable = () => useStoreMutation(DINING_TABLE_API.rotateToken, { success: '已更換QR Code，舊的QR Code已失效' });
export const useRemoveDiningTable = () => useStoreMutation(DINING_TABLE_API.remove, { success: '刪除成功' });
