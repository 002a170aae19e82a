import { ANNOUNCEMENT_PAGES } from './paths';

/** The announcement area: the store-side dialog (mounted by the store shell) and the admin pages' chunks by route path. */
export { AnnouncementDialog } from './dialog/AnnouncementDialog';
export { AnnouncementListButton } from './components/AnnouncementListButton';

export const ANNOUNCEMENT_PAGE_LOADERS = {
  [ANNOUNCEMENT_PAGES.list]: () => import('./pages/AnnouncementListPage'),
  [ANNOUNCEMENT_PAGES.add]: () => import('./pages/AddAnnouncementPage'),
  [ANNOUNCEMENT_PAGES.templates]: () => import('./pages/TemplateListPage'),
  [ANNOUNCEMENT_PAGES.addTemplate]: () => import('./pages/AddTemplatePage'),
} as const;
