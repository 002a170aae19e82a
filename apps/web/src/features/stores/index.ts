import { STORE_PAGES } from './paths';

/** The store area (store-manage and nearly-expired): each page's chunk by route path. */
export const STORE_PAGE_LOADERS = {
  [STORE_PAGES.list]: () => import('./pages/StoreManagePage'),
  [STORE_PAGES.add]: () => import('./pages/AddStorePage'),
  [STORE_PAGES.addContract]: () => import('./pages/AddContractPage'),
  [STORE_PAGES.details]: () => import('./pages/StoreDetailsPage'),
  [STORE_PAGES.nearlyExpired]: () => import('./pages/NearlyExpiredPage'),
} as const;
export { FrontStageButtons } from './components/FrontStageButtons';
