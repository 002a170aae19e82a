import { CHAIN_PAGES } from './paths';

/**
 * The chains area's pages (the 總部 pages and 商店管理's brands), by route path, for the app's route table: the
 * loaders alone, so the route table in the app's first file does not carry their components (issue 15, bench:web).
 */
export const CHAIN_PAGE_LOADERS = {
  [CHAIN_PAGES.stores]: () => import('./pages/HqStoresPage'),
  [CHAIN_PAGES.menu]: () => import('./pages/HqMenuPage'),
  [CHAIN_PAGES.versions]: () => import('./pages/HqVersionsPage'),
  [CHAIN_PAGES.prices]: () => import('./pages/HqPricesPage'),
  [CHAIN_PAGES.coupons]: () => import('./pages/HqCouponsPage'),
  [CHAIN_PAGES.report]: () => import('./pages/HqReportPage'),
  [CHAIN_PAGES.brands]: () => import('./pages/BrandsPage'),
} as const;
