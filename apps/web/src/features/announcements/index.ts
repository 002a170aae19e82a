/** The announcement area: the store-side dialog (mounted by the store shell) and the admin pages (by route path). */
export { AnnouncementDialog } from './dialog/AnnouncementDialog';
