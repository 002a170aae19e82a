import { PAY_METHOD_NEEDS_NETWORK, type PayMethod, worksOffline } from '@diancan/core';

/** What the POS cannot do with no network, and why it says so (docs/offline.md). */
export const OFFLINE_NEEDS_NETWORK = {
  RESERVATION: '預約需要網路連線，離線時無法使用',
  PAY_METHOD: PAY_METHOD_NEEDS_NETWORK,
} as const;

/** Why a pay method cannot be chosen now (null: it can). */
export function payMethodBlockedOffline(method: Pick<PayMethod, 'statisticKey'>, offline: boolean): string | null {
  return offline && !worksOffline(method) ? OFFLINE_NEEDS_NETWORK.PAY_METHOD : null;
}
