import { SYSTEM_PATHS, type AppPlatform, type SystemParamId } from '@diancan/core';
import { http } from '../../../lib/http';
import { clientPath, dataOf } from '../../../lib/api';

const VERSION_PARAM: Record<AppPlatform, SystemParamId> = { IOS: 'APP_VERSION_IOS', ANDROID: 'APP_VERSION_ANDROID' };

/** The app version the platform publishes for a platform (GET back/system/get?paramId=APP_VERSION_...). */
export async function fetchOnlineAppVersion(platform: AppPlatform): Promise<string> {
  const value = await dataOf(http.get<unknown>(clientPath(SYSTEM_PATHS.get), { paramId: VERSION_PARAM[platform] }, { silent: true }), {
    silent: true,
  });
  if (typeof value !== 'string') throw new Error(`no version string for ${platform}`);
  return value;
}
