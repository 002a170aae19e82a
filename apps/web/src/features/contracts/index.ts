import { CONTRACT_PAGES } from './paths';

/** contractManage: each page's chunk by route path. */
export const CONTRACT_PAGE_LOADERS = {
  [CONTRACT_PAGES.classification]: () => import('./pages/ContractClassificationPage'),
  [CONTRACT_PAGES.add]: () => import('./pages/AddSchemePage'),
  [CONTRACT_PAGES.details]: () => import('./pages/SchemeDetailsPage'),
} as const;
