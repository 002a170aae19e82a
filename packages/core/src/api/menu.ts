import { MENU_PATHS, posMenuQuerySchema, posMenuSchema } from '../contracts/menu.js';
import { callsOf } from './call.js';

const pos = callsOf('menu', 'pos');

/** The menu as the counter sells it; every menu change (['menu']) refreshes it. */
export const POS_MENU_API = {
  /** `{ storeId, head: false }` the whole menu; `head: true` the first category's items first. */
  getMenu: pos.query(MENU_PATHS.pos.getMenu, posMenuQuerySchema, posMenuSchema),
} as const;
