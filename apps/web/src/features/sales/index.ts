import { SALES_PAGES } from './paths';

/** business-manage (sales people): each page's chunk by route path. */
export const SALES_PAGE_LOADERS = {
  [SALES_PAGES.list]: () => import('./pages/BusinessManagePage'),
  [SALES_PAGES.add]: () => import('./pages/AddBusinessPage'),
  [SALES_PAGES.details]: () => import('./pages/BusinessDetailsPage'),
} as const;
