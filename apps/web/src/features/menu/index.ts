import { MENU_PAGES } from './paths';

/**
 * The menu area (store operations section 2): the loader of each page's chunk, by route path; the router wraps
 * them with its chunk-error handling.
 */
export const MENU_PAGE_LOADERS = {
  [MENU_PAGES.meals]: () => import('./pages/MealsPage'),
  [MENU_PAGES.category]: () => import('./pages/CategoryPage'),
  [MENU_PAGES.taste]: () => import('./pages/TastePage'),
  [MENU_PAGES.upgrade]: () => import('./pages/UpgradePage'),
  [MENU_PAGES.editor]: () => import('./pages/MealEditorPage'),
  [MENU_PAGES.remark]: () => import('./pages/RemarkPage'),
} as const;

export { menuStore, resetSelectedCategory, selectCategory, useSelectedCategory } from './store';
export { MENU_PAGES } from './paths';
export { itemDictQuery } from './api/menu-api';
