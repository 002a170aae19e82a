import type { FastifyBaseLogger } from 'fastify';
import { SessionService } from './platform/auth/sessions.js';
import type { Clock } from './platform/clock.js';
import type { AppConfig } from './platform/config.js';
import type { Database } from './platform/db/database.js';
import { Mailer } from './platform/mail/mailer.js';
import { RateLimiter } from './platform/rate-limit/rate-limiter.js';
import { SystemService } from './features/system/system.service.js';

/** Every service of the app, built once per app instance (the composition root). */
export interface Services {
  sessions: SessionService;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  system: SystemService;
  close(): void;
}

export function createServices(deps: { config: AppConfig; db: Database; clock: Clock; log: FastifyBaseLogger }): Services {
  const { config, db, clock, log } = deps;
  const sessions = new SessionService(
    db,
    { idleMinutes: config.sessionIdleMinutes, absoluteHours: config.sessionAbsoluteHours },
    clock,
    log,
  );
  const rateLimiter = new RateLimiter(db, clock);
  const mailer = new Mailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom }, clock, log);
  const system = new SystemService(db, clock);
  return {
    sessions,
    rateLimiter,
    mailer,
    system,
    close: () => mailer.close(),
  };
}
