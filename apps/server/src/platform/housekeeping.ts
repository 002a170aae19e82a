import type { FastifyBaseLogger } from 'fastify';

const EVERY_MS = 10 * 60_000;

/**
 * Periodically forgets what can no longer matter (ended sessions, rate-limit windows that are over, addOrder's
 * Idempotency-Keys past their retention) and refreshes the planner's statistics where nothing else does (the
 * embedded database).
 * Returns the function that stops it.
 */
export function startHousekeeping(
  jobs: {
    purgeEndedSessions(): Promise<number>;
    purgeExpiredCounters(): Promise<number>;
    purgeOrderKeys(): Promise<number>;
    refreshStatistics(): Promise<void>;
  },
  log: FastifyBaseLogger,
): () => void {
  const run = async () => {
    try {
      const sessions = await jobs.purgeEndedSessions();
      const counters = await jobs.purgeExpiredCounters();
      const orderKeys = await jobs.purgeOrderKeys();
      await jobs.refreshStatistics();
      if (sessions + counters + orderKeys > 0) log.info({ sessions, counters, orderKeys }, 'housekeeping removed ended rows');
    } catch (error) {
      log.error({ err: error }, 'housekeeping failed');
    }
  };
  const timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
