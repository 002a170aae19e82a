import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MENU_API, STORE_SETTING_API, type BusinessHours, type MobileOrderSetting, type StoreSetting, type StoreSettingChange, type SwitchSettings } from '@diancan/core';
import { callApi } from '../../../lib/api';
import { apiKey, apiQuery } from '../../../lib/api-query';
import { loadStoreConfig } from '../../../lib/store-config';

/** account/getStoreSetting: the store's profile, business hours, mobile-order settings and state now. */
export const useStoreSetting = (storeId: number) => useQuery(apiQuery(STORE_SETTING_API.getStoreSetting, { storeId }));

/** The store's categories, for the mobile-order visibility list (the menu's own cache entry). */
export const useCategoryChoices = (storeId: number) => useQuery(apiQuery(MENU_API.category.simpleList, { storeId }));

/** A save answers the whole StoreSetting, which becomes the cached one as it is. */
function useSaveSetting<Input>(storeId: number, send: (input: Input) => Promise<StoreSetting>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (saved) => queryClient.setQueryData(apiKey(STORE_SETTING_API.getStoreSetting, { storeId }), saved),
  });
}

/** account/updateStoreBusinessAndRestTime. */
export const useSaveBusinessHours = (storeId: number) =>
  useSaveSetting(storeId, (hours: BusinessHours) => callApi(STORE_SETTING_API.updateBusinessHours, { storeId, ...hours }));

/** store/setting/updateMobileOrderSetting. */
export const useSaveMobileOrderSetting = (storeId: number) =>
  useSaveSetting(storeId, (setting: MobileOrderSetting) => callApi(STORE_SETTING_API.updateMobileOrderSetting, { storeId, setting }));

/** account/updateStoreSetting: one switch (or the idle reminder's minutes) of the store; answers its switchSettings. */
export const updateStoreSetting = (change: StoreSettingChange): Promise<SwitchSettings> => callApi(STORE_SETTING_API.updateStoreSetting, change);

/**
 * The change, then the store config again (also after a refusal: what is shown may be stale). The session's config
 * is what the POS, the header and the live order board read, so they all follow at once on this device; the
 * others hear CONFIG_CHANGED.
 */
export function useUpdateStoreSetting() {
  return useMutation({ mutationFn: updateStoreSetting, onSettled: () => loadStoreConfig() });
}
