import type { ZodApp } from '../../platform/http/zod-app.js';
import { announcementRoutes } from '../announcements/index.js';
import { auditRoutes } from '../audit/index.js';
import { contractRoutes, schemeRoutes } from '../contracts/index.js';
import { mailRoutes } from '../mail/index.js';
import { salesRoutes } from '../sales/index.js';
import type { OfficeServices } from './office.module.js';
import { storeRoutes } from '../stores/index.js';

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
