/** features/announcements: what other features and the composition root may import; the rest of the folder is its own. */
export { announcementRoutes } from './announcement.routes.js';
export { AnnouncementService } from './announcement.service.js';
export { TemplateService } from './template.service.js';
