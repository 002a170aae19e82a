import type { ComponentType } from 'react';

let loadedPage: ComponentType | null = null;

/** The point of sale (/store-pos): its page chunk, for the route table. */
export const POS_PAGE_LOADER = () =>
  import('./pages/PosPage').then((module) => {
    loadedPage = module.default;
    return module;
  });

/** The POS page once its chunk is in (null before), for a route that renders it without suspending first. */
export const loadedPosPage = (): ComponentType | null => loadedPage;

export { prefetchPosMenuHead } from './api/get-menu';
export { closeBootScreen, POS_MENU_HEAD_READ, type PosBootHints } from './boot-screen/handover';
