import type { FastifyBaseLogger } from 'fastify';
import type { SessionService } from '../../platform/auth/sessions.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { RealtimeBus } from '../../platform/realtime/index.js';
import { AnnouncementService, TemplateService } from '../announcements/index.js';
import { AuditService } from '../audit/index.js';
import { ContractService, SchemeService } from '../contracts/index.js';
import { MailHistoryService } from '../mail/index.js';
import { SalesService } from '../sales/index.js';
import { CacheRegistry } from '../../platform/cache/cache-registry.js';
import type { OfficeContext } from '../../platform/office-context.js';
import { StoreService } from '../stores/index.js';

/** The platform back office's services (docs/platform.md), built once per app. */
export interface OfficeServices {
  /** The server's named in-memory caches (back/system cacheNames, deleteCache). */
  caches: CacheRegistry;
  stores: StoreService;
  /** Contracts, nearly expired, and the contract guard: `contracts.assertOrdersAllowed(storeId)`. */
  contracts: ContractService;
  schemes: SchemeService;
  sales: SalesService;
  announcements: AnnouncementService;
  templates: TemplateService;
  mailHistory: MailHistoryService;
  audit: AuditService;
}

export function createOfficeServices(deps: {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  realtime: RealtimeBus;
  sessions: SessionService;
  mailer: Mailer;
  mailFrom: string;
}): OfficeServices {
  const { mailFrom, ...rest } = deps;
  const context: OfficeContext = rest;
  const caches = new CacheRegistry();
  return {
    caches,
    stores: new StoreService(context),
    contracts: new ContractService(context, caches),
    schemes: new SchemeService(context),
    sales: new SalesService(context),
    announcements: new AnnouncementService(context),
    templates: new TemplateService(context),
    mailHistory: new MailHistoryService(context, mailFrom),
    audit: new AuditService(deps.db),
  };
}
