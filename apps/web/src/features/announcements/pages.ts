import { ANNOUNCEMENT_PAGES } from './paths';

/**
 * The announcement area's pages, by route path, for the app's route table: the loaders alone.
 * A page-loader module of its own because the route table is in the app's first file: importing the area's index
 * there would put its components and API code in the counter's start too (issue 15, bench:web).
 */
export const ANNOUNCEMENT_PAGE_LOADERS = {
  [ANNOUNCEMENT_PAGES.list]: () => import('./pages/AnnouncementListPage'),
  [ANNOUNCEMENT_PAGES.add]: () => import('./pages/AddAnnouncementPage'),
  [ANNOUNCEMENT_PAGES.templates]: () => import('./pages/TemplateListPage'),
  [ANNOUNCEMENT_PAGES.addTemplate]: () => import('./pages/AddTemplatePage'),
} as const;
