import type { QueryClient } from '@tanstack/react-query';
import { PAY_METHOD_API } from '@diancan/core';
import { offlineApiQuery } from '../../lib/offline/cached-read';
import { retryableLazy } from '../../lib/retryable-lazy';
import { preloadPrintPreview } from '../printing';

/*
 * What a sale needs beyond the counter's first screen (issue 39, docs/offline.md "Offline from the first second"):
 * the dialogs load apart from the counter screen (issue 15: its first paint carries only the categories, the grid
 * and the cart), and are fetched as soon as the POS's code is in (features/pos/index.ts, after the boot script's
 * first screen), not at the first tap, so a network lost a second later does not stop the first sale.
 */
export const itemDetailDialog = retryableLazy(() => import('./item-detail/ItemDetailModal').then((module) => module.ItemDetailModal));
/** The checkout with the cash keypad, the order's submit and the offline outbox's write, receipt and proof printing. */
export const checkoutDialog = retryableLazy(() => import('./checkout/CheckoutModal').then((module) => module.CheckoutModal));
export const orderDoneDialog = retryableLazy(() => import('./checkout/OrderDoneModal').then((module) => module.OrderDoneModal));

/** Fetches the sale's code: each part once; one that failed (already offline) is fetched again here or when first shown. */
export function preloadSaleCode(): void {
  for (const dialog of [checkoutDialog, orderDoneDialog, itemDetailDialog]) void dialog.preload();
  void preloadPrintPreview();
}

/** The sale's code and its reads: the pay methods, kept in IndexedDB for an outage (the checkout reads them). */
export function preloadSale(queryClient: QueryClient, storeId: number | null): void {
  if (storeId !== null) void queryClient.prefetchQuery(offlineApiQuery(PAY_METHOD_API.getList, { storeId }));
  preloadSaleCode();
}
