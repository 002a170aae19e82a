import { PATHS } from '@diancan/core';
import type { ComponentType } from 'react';

/**
 * Delivery platforms (issue 20, docs/delivery-platforms.md): the settings page of Uber Eats and foodpanda, and what
 * the live order board shows and does with their orders.
 */
export const DELIVERY_PLATFORM_PAGE_LOADERS: Record<string, () => Promise<{ default: ComponentType }>> = {
  [PATHS.DELIVERY_PLATFORM_SET]: () => import('./pages/DeliveryPlatformSetPage'),
};

export { PlatformBadge } from './components/PlatformBadge';
export { acceptCountdown, expiredNotice } from './accept-countdown';
export { PlatformOrderFacts, platformStatusColor } from './components/PlatformOrderFacts';
