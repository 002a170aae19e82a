/** features/mail: what other features and the composition root may import; the rest of the folder is its own. */
export { MailHistoryService } from './mail-history.service.js';
export { mailRoutes } from './mail.routes.js';
