import { STORE_PAGES } from './paths';

/**
 * The store area's pages (store-manage and nearly-expired), by route path, for the app's route table: the loaders alone.
 * A page-loader module of its own because the route table is in the app's first file: importing the area's index
 * there would put its components and API code in the counter's start too (issue 15, bench:web).
 */
export const STORE_PAGE_LOADERS = {
  [STORE_PAGES.list]: () => import('./pages/StoreManagePage'),
  [STORE_PAGES.add]: () => import('./pages/AddStorePage'),
  [STORE_PAGES.addContract]: () => import('./pages/AddContractPage'),
  [STORE_PAGES.details]: () => import('./pages/StoreDetailsPage'),
  [STORE_PAGES.nearlyExpired]: () => import('./pages/NearlyExpiredPage'),
} as const;
