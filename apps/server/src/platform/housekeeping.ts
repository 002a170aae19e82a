import type { FastifyBaseLogger } from 'fastify';

const EVERY_MS = 10 * 60_000;

/**
 * Periodically forgets what can no longer matter (ended sessions, rate-limit windows that are over) and refreshes
 * the planner's statistics where nothing else does (the embedded database).
 * Returns the function that stops it.
 */
export function startHousekeeping(
  jobs: {
    purgeEndedSessions(): Promise<number>;
    purgeExpiredCounters(): Promise<number>;
    refreshStatistics(): Promise<void>;
  },
  log: FastifyBaseLogger,
): () => void {
  const run = async () => {
    try {
      const sessions = await jobs.purgeEndedSessions();
      const counters = await jobs.purgeExpiredCounters();
      await jobs.refreshStatistics();
      if (sessions + counters > 0) log.info({ sessions, counters }, 'housekeeping removed ended rows');
    } catch (error) {
      log.error({ err: error }, 'housekeeping failed');
    }
  };
  const timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
