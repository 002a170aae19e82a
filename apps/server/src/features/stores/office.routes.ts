import type { ZodApp } from '../../platform/http/zod-app.js';
import { announcementRoutes } from '../announcements/announcement.routes.js';
import { auditRoutes } from '../audit/audit.routes.js';
import { contractRoutes } from '../contracts/contract.routes.js';
import { schemeRoutes } from '../contracts/scheme.routes.js';
import { mailRoutes } from '../mail/mail.routes.js';
import { salesRoutes } from '../sales/sales.routes.js';
import type { OfficeServices } from './office.module.js';
import { storeRoutes } from './store.routes.js';

/** Every route of the platform back office (back/system has its own, with the public parameter read). */
export function officeRoutes(app: ZodApp, office: OfficeServices): void {
  storeRoutes(app, office.stores);
  contractRoutes(app, office.contracts, office.schemes);
  schemeRoutes(app, office.schemes);
  salesRoutes(app, office.sales);
  announcementRoutes(app, office.announcements, office.templates);
  mailRoutes(app, office.mailHistory);
  auditRoutes(app, office.audit);
}
