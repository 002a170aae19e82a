import { PATHS } from '@diancan/core';

/** The e-invoice area's pages (core's route table names them). */
export const EINVOICE_PAGES = {
  invoiceSet: `${PATHS.ACCOUNT_MANAGE}/invoice-set`,
  proof: `${PATHS.REPORT}/invoice-proof/:orderId`,
} as const;

/** The detail page of an order, where the preview goes back to when it was opened on its own. */
export function orderDetailPath(orderId: number): string {
  return `${PATHS.REPORT}/order-details/${orderId}`;
}
