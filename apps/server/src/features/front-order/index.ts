/** features/front-order: what other features and the composition root may import; the rest of the folder is its own. */
export { diningTableRoutes, frontRoutes } from './front.routes.js';
export { createFrontServices } from './front.module.js';
export type { FrontServices } from './front.module.js';
export { settingsFromStoreSettings } from './front-settings.js';
export { releaseAreaTables } from './table-placement.js';
