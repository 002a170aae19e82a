import { useMutation } from '@tanstack/react-query';
import { STORE_SETTING_PATHS, switchSettingsSchema, type StoreSettingChange, type SwitchSettings } from '@diancan/core';
import { clientPath, dataOf } from '../../../lib/api';
import { http } from '../../../lib/http';
import { loadStoreConfig } from '../../../lib/store-config';

/** account/updateStoreSetting: one switch (or the idle reminder's minutes) of the store; answers its switchSettings. */
export async function updateStoreSetting(change: StoreSettingChange): Promise<SwitchSettings> {
  return switchSettingsSchema.parse(await dataOf(http.put<unknown>(clientPath(STORE_SETTING_PATHS.updateStoreSetting), change)));
}

/**
 * The change, then the store config again (also after a refusal: what is shown may be stale). The session's config
 * is what the POS, the header and the live order board read, so they all follow at once on this device; the
 * others hear CONFIG_CHANGED.
 */
export function useUpdateStoreSetting() {
  return useMutation({
    mutationFn: updateStoreSetting,
    onSettled: () => loadStoreConfig(),
  });
}
