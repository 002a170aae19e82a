import type { FastifyBaseLogger } from 'fastify';

const EVERY_MS = 10 * 60_000;

/**
 * Periodically forgets what can no longer matter: ended sessions and rate-limit windows that are over.
 * Returns the function that stops it.
 */
export function startHousekeeping(
  jobs: { purgeEndedSessions(): Promise<number>; purgeExpiredCounters(): Promise<number> },
  log: FastifyBaseLogger,
): () => void {
  const run = async () => {
    try {
      const sessions = await jobs.purgeEndedSessions();
      const counters = await jobs.purgeExpiredCounters();
      if (sessions + counters > 0) log.info({ sessions, counters }, 'housekeeping removed ended rows');
    } catch (error) {
      log.error({ err: error }, 'housekeeping failed');
    }
  };
  const timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
