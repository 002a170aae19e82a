import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TABLE_API } from '@diancan/core';
import { apiQuery, useStoreMutation } from '../../../lib/api-query';
import { useRealtimeMessage } from '../../../lib/realtime/realtime-events';

/** table/floor: the areas with their tables and open checks (docs/tables.md); re-read on TABLE_CHANGED. */
export function useFloor(storeId: number) {
  const queryClient = useQueryClient();
  useRealtimeMessage('TABLE_CHANGED', (message) => {
    if (message.data.storeId === storeId) void queryClient.invalidateQueries({ queryKey: [...TABLE_API.floor.area] });
  });
  return useQuery(apiQuery(TABLE_API.floor, { storeId }));
}

/** table/settings: the store's 服務費 and 用餐時間. */
export function useTableSettings(storeId: number) {
  return useQuery(apiQuery(TABLE_API.settings, { storeId }));
}

/** diningArea/list: the store's areas in their order (the floor editor's tabs). */
export function useAreas(storeId: number) {
  return useQuery(apiQuery(TABLE_API.areas, { storeId }));
}

export const useAddArea = () => useStoreMutation(TABLE_API.addArea, { success: '新增成功' });
export const useRenameArea = () => useStoreMutation(TABLE_API.updateArea, { success: '編輯成功' });
export const useSortAreas = () => useStoreMutation(TABLE_API.sortAreas);
export const useRemoveArea = () => useStoreMutation(TABLE_API.removeArea, { success: '刪除成功' });
export const useUpdateServiceCharge = () => useStoreMutation(TABLE_API.updateServiceCharge, { success: '儲存成功' });
