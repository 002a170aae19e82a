/** features/menu: what other features and the composition root may import; the rest of the folder is its own. */
export { createMenuServices } from './menu.module.js';
export type { MenuServices } from './menu.module.js';
export { menuRoutes } from './menu.routes.js';
export type { PosMenuService } from './pos-menu.service.js';
export { copyImages, MENU_RECORD_KINDS, noMenuRecords, readMenu, takeOffMenu, writeMenu } from './menu-copy.js';
export type { MenuRecordIds, MenuRecordKind, MenuSnapshot, MenuWritten } from './menu-copy.js';
export type { MenuChanges } from './menu-changes.js';
export type { BrandItemPort } from './brand-items.js';
