/** The announcement area: the store-side dialog and list button (the store shell's header). Its pages: pages.ts. */
export { AnnouncementDialog } from './dialog/AnnouncementDialog';
export { AnnouncementListButton } from './components/AnnouncementListButton';
