/** features/audit: what other features and the composition root may import; the rest of the folder is its own. */
export { auditRoutes } from './audit.routes.js';
export { AuditService } from './audit.service.js';
