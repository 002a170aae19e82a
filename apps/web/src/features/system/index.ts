import { PATHS } from '@diancan/core';

/** system-setting: the page's chunk by route path. */
export const SYSTEM_PAGE_LOADERS = {
  [PATHS.SYSTEM_SETTING]: () => import('./pages/SystemSettingPage'),
} as const;
