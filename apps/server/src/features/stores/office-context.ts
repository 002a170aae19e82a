import type { FastifyBaseLogger } from 'fastify';
import type { SessionService } from '../../platform/auth/sessions.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { RealtimeBus } from '../../platform/realtime/index.js';

/** What the back-office services share: the database, the clock, the realtime bus, sessions and mail. */
export interface OfficeContext {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  realtime: RealtimeBus;
  sessions: SessionService;
  mailer: Mailer;
}

/** The offset of a page (pages count from 1). */
export function offsetOf(page: number, size: number): number {
  return (page - 1) * size;
}
