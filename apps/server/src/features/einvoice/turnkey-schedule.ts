import type { FastifyBaseLogger } from 'fastify';
import type { TurnkeyService } from './turnkey.service.js';

/**
 * Runs the Turnkey loop every `intervalSeconds` (EINVOICE_TURNKEY_INTERVAL_SECONDS, default 300) inside the server,
 * when EINVOICE_TURNKEY_DIR is set. Every instance schedules it; the database lock lets one of them write. A run never
 * overlaps the previous one of this instance. Returns the function that stops it.
 */
export function startTurnkeyLoop(turnkey: TurnkeyService, intervalSeconds: number, log: FastifyBaseLogger): () => void {
  if (!turnkey.root) return () => undefined;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const summary = await turnkey.run();
      if (summary.written + summary.uploaded + summary.failed > 0) log.info(summary, 'e-invoice Turnkey run');
    } catch (error) {
      log.error({ err: error }, 'e-invoice Turnkey run failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), intervalSeconds * 1000);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
