import { useMutation } from '@tanstack/react-query';
import { DEVICE_SETTING_API, type StoreConfig, type UpdateDeviceSettingRequest } from '@diancan/core';
import { callApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';

/** account/updateDeviceSetting: the fields of 出單設定 to change; answers the store config. */
export async function updateDeviceSetting(request: UpdateDeviceSettingRequest): Promise<StoreConfig> {
  return callApi(DEVICE_SETTING_API.updateDeviceSetting, request);
}

/** Saves, then the session takes the answered config (the header dots, checkout and reprints read it). */
export function useUpdateDeviceSetting() {
  return useMutation({
    mutationFn: updateDeviceSetting,
    onSuccess: (config, request) => {
      if (useSession.getState().storeId === request.storeId) useSession.getState().applyStoreConfig(config);
    },
  });
}
