import { PATHS, ROUTES } from '@diancan/core';

/** The chains area's route paths (docs/chains.md), exactly as core's route table writes them. */
export const CHAIN_PAGES = {
  stores: PATHS.HQ_STORES,
  menu: PATHS.HQ_MENU,
  versions: PATHS.HQ_VERSIONS,
  prices: PATHS.HQ_PRICES,
  coupons: PATHS.HQ_COUPONS,
  report: PATHS.HQ_REPORT,
  brands: PATHS.STORE_MANAGE_BRANDS,
} as const;

/** The 總部 tabs, titled as core's route table titles them. */
export const HQ_TABS: readonly { path: string; title: string }[] = (ROUTES.find((entry) => entry.path === PATHS.HQ)?.children ?? [])
  .filter((child) => !child.hidden)
  .map((child) => ({ path: child.path, title: child.title }));
