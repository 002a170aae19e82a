import { PATHS } from '@diancan/core';
import type { ComponentType } from 'react';

/** 付款設定 and 付款對帳, by route path, for the app's route table: the loaders alone (see delivery-platforms/pages.ts). */
export const PAYMENT_PAGE_LOADERS: Record<string, () => Promise<{ default: ComponentType }>> = {
  [PATHS.PAYMENT_SET]: () => import('./pages/PaymentSetPage'),
  [PATHS.PAYMENT_RECONCILE]: () => import('./pages/PaymentReconcilePage'),
};
