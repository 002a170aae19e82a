import type { FastifyBaseLogger } from 'fastify';
import type { MemberService } from './members.service.js';

/** How often the loop looks whether tonight's run is due. */
const CHECK_EVERY_MS = 10 * 60_000;
/** The run's hour, Taiwan time: after closing, before the morning. */
const RUN_AT_HOUR = 3;
const TAIPEI_OFFSET_MS = 8 * 3600_000;

/**
 * The nightly points expiry (docs/members.md): once a day after 03:00 Taiwan time, each member's points older than the
 * store's `expireMonths` become EXPIRE rows of the ledger. The job counts what is due from the ledger itself, so a run
 * missed (the server was down) or repeated (a restart) expires exactly what is due, once.
 */
export function startPointsExpiry(members: Pick<MemberService, 'expirePoints'>, clock: () => Date, log: FastifyBaseLogger): () => void {
  let lastDay = '';
  let running = false;
  const tick = async () => {
    const local = new Date(clock().getTime() + TAIPEI_OFFSET_MS);
    const day = local.toISOString().slice(0, 10);
    if (running || day === lastDay || local.getUTCHours() < RUN_AT_HOUR) return;
    running = true;
    try {
      const expired = await members.expirePoints();
      lastDay = day;
      if (expired > 0) log.info({ expired }, 'member points expired');
    } catch (error) {
      log.error({ err: error }, 'member points expiry failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
