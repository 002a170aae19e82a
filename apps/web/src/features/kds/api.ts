import { useQuery } from '@tanstack/react-query';
import { KDS_API } from '@diancan/core';
import { apiQuery, useStoreMutation } from '../../lib/api-query';
import { useSession } from '../../lib/session';

/** The store the screen works for (KDS screens are store routes: it is set whenever they render). */
export function useKdsStoreId(): number {
  return useSession((state) => state.storeId) ?? 0;
}

export const useKdsTickets = (storeId: number, stationId: number) =>
  useQuery({ ...apiQuery(KDS_API.tickets, { storeId, stationId }, { silent: true }), enabled: storeId > 0, refetchInterval: 60_000 });
export const useKdsRecent = (storeId: number, stationId: number, enabled: boolean) =>
  useQuery({ ...apiQuery(KDS_API.recent, { storeId, stationId }), enabled: storeId > 0 && enabled });
export const useKdsStations = (storeId: number) => useQuery({ ...apiQuery(KDS_API.stations, { storeId }), enabled: storeId > 0 });
export const useKdsSettings = (storeId: number) => useQuery({ ...apiQuery(KDS_API.settings, { storeId }), enabled: storeId > 0 });
export const useKdsExpo = (storeId: number) =>
  useQuery({ ...apiQuery(KDS_API.expo, { storeId }, { silent: true }), enabled: storeId > 0, refetchInterval: 60_000 });
export const useReadyBoardLink = (storeId: number) => useQuery({ ...apiQuery(KDS_API.readyBoard, { storeId }), enabled: storeId > 0 });
export const useStationTimes = (storeId: number, date: string) =>
  useQuery({ ...apiQuery(KDS_API.stationTimes, { storeId, date }), enabled: storeId > 0 });

export const useBump = () => useStoreMutation(KDS_API.bump);
export const useRecall = () => useStoreMutation(KDS_API.recall, { success: '已叫回' });
export const useExpoBump = () => useStoreMutation(KDS_API.expoBump, { success: '已出餐' });
export const useUpdateKdsSettings = () => useStoreMutation(KDS_API.updateSettings, { success: '儲存成功' });
export const useRotateReadyBoard = () => useStoreMutation(KDS_API.rotateReadyBoard, { success: '已更新取餐看板連結' });
