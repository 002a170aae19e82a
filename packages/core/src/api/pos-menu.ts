import { MENU_PATHS } from '../contracts/menu-paths.js';
import { posMenuQuerySchema, posMenuSchema } from '../contracts/pos-menu.js';
import { callsOf } from './call.js';

// Apart from the menu editor's calls (api/menu.ts): the counter's start reads it and builds only its schemas.
const pos = callsOf('menu', 'pos');

/** The menu as the counter sells it; every menu change (['menu']) refreshes it. */
export const POS_MENU_API = {
  /** `{ storeId, head: false }` the whole menu; `head: true` the first category's items first. */
  getMenu: pos.query(MENU_PATHS.pos.getMenu, posMenuQuerySchema, posMenuSchema),
} as const;
