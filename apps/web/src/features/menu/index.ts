/** The menu area (store operations section 2): what other areas use of it. Its pages: pages.ts. */
export { menuStore, resetSelectedCategory, selectCategory, useSelectedCategory } from './store';
export { MENU_PAGES } from './paths';
export { itemDictQuery } from './api/menu-api';
