import { PATHS } from '@diancan/core';
import type { ComponentType } from 'react';

/**
 * The kitchen display (docs/kds.md): the loader of each page's chunk, by route path. The station and expo screens
 * are full screen, routed outside the shell (app/router.tsx); the home page and the report page inside it.
 */
export const KDS_PAGE_LOADERS: Record<string, () => Promise<{ default: ComponentType }>> = {
  [PATHS.KDS]: () => import('./pages/KdsHomePage'),
  [PATHS.REPORT_KITCHEN_TIMES]: () => import('./pages/KitchenTimesPage'),
};

/** The full-screen pages (no header navigation). */
export const KDS_SCREEN_LOADERS: Record<string, () => Promise<{ default: ComponentType }>> = {
  [PATHS.KDS_EXPO]: () => import('./pages/KdsExpoPage'),
  [PATHS.KDS_STATION]: () => import('./pages/KdsStationPage'),
};
