import { lazy } from 'react';
import { MENU_PAGES } from './paths';

/**
 * The menu area (store operations section 2). Each page is its own chunk; every page module also has a
 * default export, so a router may load them with its own wrapper (MENU_PAGE_LOADERS).
 */
export const MENU_PAGE_LOADERS = {
  [MENU_PAGES.meals]: () => import('./pages/MealsPage'),
  [MENU_PAGES.category]: () => import('./pages/CategoryPage'),
  [MENU_PAGES.taste]: () => import('./pages/TastePage'),
  [MENU_PAGES.upgrade]: () => import('./pages/UpgradePage'),
  [MENU_PAGES.editor]: () => import('./pages/MealEditorPage'),
  [MENU_PAGES.remark]: () => import('./pages/RemarkPage'),
} as const;

export const MealsPage = lazy(MENU_PAGE_LOADERS[MENU_PAGES.meals]);
export const CategoryPage = lazy(MENU_PAGE_LOADERS[MENU_PAGES.category]);
export const TastePage = lazy(MENU_PAGE_LOADERS[MENU_PAGES.taste]);
export const UpgradePage = lazy(MENU_PAGE_LOADERS[MENU_PAGES.upgrade]);
export const MealEditorPage = lazy(MENU_PAGE_LOADERS[MENU_PAGES.editor]);
export const RemarkPage = lazy(MENU_PAGE_LOADERS[MENU_PAGES.remark]);

export { menuStore, resetSelectedCategory, selectCategory, useSelectedCategory } from './store';
export { MENU_PAGES } from './paths';
