import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import type { RealtimeBus } from '../../platform/realtime/index.js';
import type { PosMenuService } from '../menu/index.js';
import type { OrderCreationService } from '../orders/index.js';
import { DiningTableService } from './dining-table.service.js';
import { type CustomerOrderChanges, type FrontMembers, type FrontPayments, FrontService, type KioskTickets } from './front.service.js';
import { type FrontSettingsSource } from './front-settings.js';
import { FrontTokens } from './front-tokens.js';

/** Customer self-ordering (issue 19; docs/self-ordering.md): tables and QR codes, the customer API. */
export interface FrontServices {
  tokens: FrontTokens;
  tables: DiningTableService;
  front: FrontService;
}

/** Async: the token key is read (or made) once, so checking a token later never waits for the database. */
export async function createFrontServices(deps: {
  db: Database;
  clock: Clock;
  orders: OrderCreationService;
  posMenu: PosMenuService;
  rateLimiter: RateLimiter;
  /** TABLE_CHANGED after a change of the floor plan (docs/tables.md). */
  realtime: RealtimeBus;
  settings: FrontSettingsSource;
  /** The order board: a customer's own changes go through the counter's change path. */
  changes: CustomerOrderChanges;
  tickets: KioskTickets;
  /** The member of a number a customer typed (docs/members.md). */
  members?: FrontMembers;
  payments?: FrontPayments;
}): Promise<FrontServices> {
  const tokens = await FrontTokens.load(deps.db);
  return {
    tokens,
    tables: new DiningTableService(deps.db, deps.clock, tokens, deps.realtime),
    front: new FrontService({ ...deps, tokens }),
  };
}
