/** features/chains: what other features and the composition root may import; the rest of the folder is its own. */
export { createChainServices } from './chains.module.js';
export type { ChainServices } from './chains.module.js';
export { chainRoutes } from './chains.routes.js';
export { brandItemPort } from './brand-items.js';
