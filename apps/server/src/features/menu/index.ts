/** features/menu: what other features and the composition root may import; the rest of the folder is its own. */
export { createMenuServices } from './menu.module.js';
export type { MenuServices } from './menu.module.js';
export { menuRoutes } from './menu.routes.js';
export type { PosMenuService } from './pos-menu.service.js';
