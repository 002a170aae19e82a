import { useQuery } from '@tanstack/react-query';
import { DELIVERY_PLATFORM_API, type DeliveryPlatform } from '@diancan/core';
import { apiQuery, useStoreMutation } from '../../../lib/api-query';
import { authorizationRedirectUri } from '../authorization-return';

/** Both platforms of the store: configured, authorized, bound, switches, and the authorize URL for this origin. */
export function usePlatformStatus(storeId: number) {
  return useQuery(apiQuery(DELIVERY_PLATFORM_API.status, { storeId, redirectUri: authorizationRedirectUri() }));
}

/** The platform stores the authorized account may manage (store info), read once the platform is authorized. */
export function usePlatformStores(storeId: number, platform: DeliveryPlatform, enabled: boolean) {
  return useQuery({ ...apiQuery(DELIVERY_PLATFORM_API.storeInfo, { storeId, platform }), enabled });
}

export function useItemMappings(storeId: number, platform: DeliveryPlatform) {
  return useQuery(apiQuery(DELIVERY_PLATFORM_API.itemMappingList, { storeId, platform }));
}

export const useAuthorize = () => useStoreMutation(DELIVERY_PLATFORM_API.authorize);
export const useBind = () => useStoreMutation(DELIVERY_PLATFORM_API.bind, { success: '綁定成功' });
export const useUnbind = () => useStoreMutation(DELIVERY_PLATFORM_API.unbind, { success: '已解除綁定' });
export const useAutoAccept = () => useStoreMutation(DELIVERY_PLATFORM_API.autoAccept, { success: '設定成功' });
export const useInvoiceSwitch = () => useStoreMutation(DELIVERY_PLATFORM_API.thirdPartyInvoiceSwitch, { success: '設定成功' });
export const useSetItemMapping = () => useStoreMutation(DELIVERY_PLATFORM_API.itemMappingSet, { success: '對應已儲存' });
export const useSendTestOrder = () =>
  useStoreMutation(DELIVERY_PLATFORM_API.sendTestOrder, { success: (result) => `測試訂單 ${result.displayId} 已送出` });
