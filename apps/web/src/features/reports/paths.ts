import { PATHS, ROUTES } from '@diancan/core';

/** The report area's pages (store operations section 2). */
export const REPORT_PAGES = {
  orderList: `${PATHS.REPORT}/order-list`,
  cashDrawerRecord: `${PATHS.REPORT}/cash-drawer-record`,
  businessStatement: `${PATHS.REPORT}/business-statement`,
  salesRanking: `${PATHS.REPORT}/sales-ranking`,
  orderDetails: `${PATHS.REPORT}/order-details/:orderId`,
} as const;

/** The detail page of one order. */
export function orderDetailPath(orderId: number): string {
  return REPORT_PAGES.orderDetails.replace(':orderId', String(orderId));
}

/** The tabs of the area: its listed pages, titled as core's route table titles them. */
export const REPORT_TABS: readonly { path: string; title: string }[] = (
  ROUTES.find((entry) => entry.path === PATHS.REPORT)?.children ?? []
)
  .filter((child) => !child.hidden)
  .map((child) => ({ path: child.path, title: child.title }));
