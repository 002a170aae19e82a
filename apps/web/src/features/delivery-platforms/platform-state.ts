import { type DeliveryPlatformStatus, type DeliveryPlatformSwitches, deliveryPlatformSwitchesOf } from '@diancan/core';

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

/** The session's delivery platform switches (access section 3) as the status read shows them; the store config has the same. */
export function platformSwitches(platforms: readonly DeliveryPlatformStatus[]): DeliveryPlatformSwitches {
  return deliveryPlatformSwitchesOf(platforms.map((status) => ({ platform: status.platform, bound: status.boundStore !== null, invoiceSwitch: status.invoiceSwitch })));
}
