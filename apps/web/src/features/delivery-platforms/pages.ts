import { PATHS } from '@diancan/core';
import type { ComponentType } from 'react';

/**
 * The delivery platforms' settings page, by route path, for the app's route table: the loaders alone.
 * A page-loader module of its own because the route table is in the app's first file: importing the area's index
 * there would put its components and API code in the counter's start too (issue 15, bench:web).
 */
export const DELIVERY_PLATFORM_PAGE_LOADERS: Record<string, () => Promise<{ default: ComponentType }>> = {
  [PATHS.DELIVERY_PLATFORM_SET]: () => import('./pages/DeliveryPlatformSetPage'),
};
