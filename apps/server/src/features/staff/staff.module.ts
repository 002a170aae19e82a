import type { FastifyBaseLogger } from 'fastify';
import type { SessionService } from '../../platform/auth/sessions.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import { StaffService } from './staff.service.js';
import { StaffTerminalService } from './staff-terminal.service.js';
import { StaffTimeService } from './staff-time.service.js';

export interface StaffServices {
  staff: StaffService;
  /** Also the access policy's StaffGate. */
  terminal: StaffTerminalService;
  time: StaffTimeService;
}

export function createStaffServices(deps: { db: Database; clock: Clock; rateLimiter: RateLimiter; sessions: SessionService; log: FastifyBaseLogger }): StaffServices {
  const { db, clock, rateLimiter, log } = deps;
  // A removed member's terminals were signed out in its transaction; nothing else holds their state.
  const staff = new StaffService(db, clock, () => Promise.resolve());
  const terminal = new StaffTerminalService(db, clock, rateLimiter, staff, log);
  const time = new StaffTimeService(db, clock, terminal);
  return { staff, terminal, time };
}
