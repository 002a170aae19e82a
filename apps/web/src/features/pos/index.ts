import type { ComponentType } from 'react';

let loadedPage: ComponentType | null = null;

/**
 * The point of sale (/store-pos): its page chunk, for the route table and the counter's boot. Once it is in, what a
 * sale needs next (checkout, item detail, print preview) is fetched too (issue 39): offline from the first second.
 */
export const POS_PAGE_LOADER = () =>
  import('./pages/PosPage').then((module) => {
    loadedPage = module.default;
    module.preloadSaleCode();
    return module;
  });

/** The POS page once its chunk is in (null before), for a route that renders it without suspending first. */
export const loadedPosPage = (): ComponentType | null => loadedPage;

export { prefetchPosMenuHead } from './api/get-menu';
export { closeBootScreen, POS_MENU_HEAD_READ, type PosBootHints } from './boot-screen/handover';
