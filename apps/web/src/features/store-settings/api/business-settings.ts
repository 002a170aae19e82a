import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BUSINESS_SETTING_PATHS,
  storeSettingSchema,
  type BusinessHours,
  type MobileOrderSetting,
  type StoreSetting,
} from '@diancan/core';
import { categorySimpleSchema, MENU_PATHS, type CategorySimple } from '@diancan/core/contracts/menu';
import { z } from 'zod';
import { clientPath, dataOf } from '../../../lib/api';
import { http } from '../../../lib/http';

export const storeSettingKeys = {
  setting: (storeId: number) => ['storeSetting', storeId] as const,
  categories: (storeId: number) => ['storeSetting', storeId, 'categories'] as const,
};

/** account/getStoreSetting: the store's profile, business hours, mobile-order settings and state now. */
export function useStoreSetting(storeId: number) {
  return useQuery({
    queryKey: storeSettingKeys.setting(storeId),
    queryFn: async ({ signal }) =>
      storeSettingSchema.parse(await dataOf(http.get<unknown>(clientPath(BUSINESS_SETTING_PATHS.getStoreSetting), { storeId }, { signal }))),
  });
}

/** The store's categories, for the mobile-order visibility list. */
export function useCategoryChoices(storeId: number) {
  return useQuery({
    queryKey: storeSettingKeys.categories(storeId),
    queryFn: async ({ signal }): Promise<CategorySimple[]> =>
      z.array(categorySimpleSchema).parse(await dataOf(http.get<unknown>(clientPath(MENU_PATHS.category.simpleList), { storeId }, { signal }))),
  });
}

function useSaveSetting<Input>(storeId: number, send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => storeSettingSchema.parse(await dataOf(send(input) as Promise<never>)),
    onSuccess: (saved: StoreSetting) => queryClient.setQueryData(storeSettingKeys.setting(storeId), saved),
  });
}

/** account/updateStoreBusinessAndRestTime. */
export function useSaveBusinessHours(storeId: number) {
  return useSaveSetting(storeId, (hours: BusinessHours) =>
    http.put<unknown>(clientPath(BUSINESS_SETTING_PATHS.updateBusinessHours), { storeId, ...hours }),
  );
}

/** store/setting/updateMobileOrderSetting. */
export function useSaveMobileOrderSetting(storeId: number) {
  return useSaveSetting(storeId, (setting: MobileOrderSetting) =>
    http.put<unknown>(clientPath(BUSINESS_SETTING_PATHS.updateMobileOrderSetting), { storeId, setting }),
  );
}
