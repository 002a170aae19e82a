import { MENU_PAGES } from './paths';

/**
 * The menu area's pages (store operations section 2), by route path, for the app's route table: the loaders alone.
 * A page-loader module of its own because the route table is in the app's first file: importing the area's index
 * there would put its components and API code in the counter's start too (issue 15, bench:web).
 */
export const MENU_PAGE_LOADERS = {
  [MENU_PAGES.meals]: () => import('./pages/MealsPage'),
  [MENU_PAGES.category]: () => import('./pages/CategoryPage'),
  [MENU_PAGES.taste]: () => import('./pages/TastePage'),
  [MENU_PAGES.upgrade]: () => import('./pages/UpgradePage'),
  [MENU_PAGES.editor]: () => import('./pages/MealEditorPage'),
  [MENU_PAGES.remark]: () => import('./pages/RemarkPage'),
} as const;
