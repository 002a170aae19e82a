import type { FastifyBaseLogger } from 'fastify';
import type { SessionService } from './auth/sessions.js';
import type { Clock } from './clock.js';
import type { Database } from './db/database.js';
import type { Mailer } from './mail/mailer.js';
import type { RealtimeBus } from './realtime/index.js';

/** What the back-office services share: the database, the clock, the realtime bus, sessions and mail. */
export interface OfficeContext {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  realtime: RealtimeBus;
  sessions: SessionService;
  mailer: Mailer;
}
