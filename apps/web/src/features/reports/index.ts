import type { ComponentType } from 'react';
import { REPORT_PAGES } from './paths';

/**
 * The report area (store operations section 2): the loader of each page's chunk, by route path; the router wraps
 * them with its chunk-error handling. Entering /report reloads the store config and applies the manager-code gate
 * (app/areas.tsx, ReportArea).
 */
export const REPORT_PAGE_LOADERS: Record<string, () => Promise<{ default: ComponentType }>> = {
  [REPORT_PAGES.orderList]: () => import('./pages/OrderListPage'),
  [REPORT_PAGES.orderDetails]: () => import('./pages/OrderDetailPage'),
  [REPORT_PAGES.salesRanking]: () => import('./pages/SalesRankingPage'),
  [REPORT_PAGES.cashDrawerRecord]: () => import('./pages/CashDrawerPage'),
  [REPORT_PAGES.businessStatement]: () => import('./pages/ShiftPage'),
};

export { REPORT_PAGES, orderDetailPath } from './paths';
