import type { DeliveryPlatformStatus } from '@diancan/core';
import type { DeliveryPlatformSwitches } from '../../lib/session';

/** Where a platform of the store stands: the page offers the next step of each. */
export type PlatformState = 'NOT_CONFIGURED' | 'NOT_AUTHORIZED' | 'AUTHORIZED' | 'BOUND';

export const PLATFORM_STATE_LABELS: Readonly<Record<PlatformState, string>> = {
  NOT_CONFIGURED: '未設定',
  NOT_AUTHORIZED: '未授權',
  AUTHORIZED: '已授權，尚未綁定商店',
  BOUND: '已綁定',
};

export function platformState(status: Pick<DeliveryPlatformStatus, 'configured' | 'authorized' | 'boundStore'>): PlatformState {
  if (status.boundStore) return 'BOUND';
  if (status.authorized) return 'AUTHORIZED';
  return status.configured ? 'NOT_AUTHORIZED' : 'NOT_CONFIGURED';
}

/** The session's delivery platform switches (access section 3): a platform is on once bound; its invoice switch. */
export function platformSwitches(platforms: readonly DeliveryPlatformStatus[]): DeliveryPlatformSwitches {
  const of = (platform: DeliveryPlatformStatus['platform']) => platforms.find((status) => status.platform === platform);
  const uberEats = of('UBER_EATS');
  const foodPanda = of('FOODPANDA');
  return {
    uberEats: Boolean(uberEats?.boundStore),
    uberEatsInvoice: uberEats?.invoiceSwitch ?? false,
    foodPanda: Boolean(foodPanda?.boundStore),
    foodPandaInvoice: foodPanda?.invoiceSwitch ?? false,
  };
}
