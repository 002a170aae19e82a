import { ApiError } from '../../../lib/http';
import { isUnreachable } from '../../../lib/offline/cached-read';
import type { OutboxRecord } from '../../../lib/offline/offline-db';

/**
 * The outbox's rules (docs/offline.md), free of IndexedDB and of the network so they are tested as they are:
 * - orders leave in the order they were taken (seq), one at a time, each under its own Idempotency-Key, so a send
 *   whose answer was lost is answered again by the server, never created twice;
 * - no answer (offline, 502, 504) or a server failure (5xx) stops the drain: that order and all after it wait for the
 *   next try, in order;
 * - a refusal (4xx: a price changed, sold out, an idempotency conflict) flags that order with the server's reason and
 *   the drain goes on with the next: a refused order is kept for the cashier, never dropped.
 */

export type SendVerdict = { kind: 'sent' } | { kind: 'refused'; reason: string } | { kind: 'wait' };

export function verdictOf(error: unknown): SendVerdict {
  if (isUnreachable(error)) return { kind: 'wait' };
  if (error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500) return { kind: 'refused', reason: error.message };
  return { kind: 'wait' };
}

export interface OutboxPort {
  records(): Promise<OutboxRecord[]>;
  remove(key: string): Promise<void>;
  flag(key: string, reason: string): Promise<void>;
}

export interface DrainReport {
  sent: number;
  refused: number;
  /** Orders left waiting because the server could not take them now (0 when the outbox is through). */
  waiting: number;
}

/** Sends every unflagged order in taking order until the outbox is through or the server stops answering. */
export async function drainOutbox(port: OutboxPort, send: (record: OutboxRecord) => Promise<unknown>): Promise<DrainReport> {
  const pending = (await port.records()).filter((record) => record.refusal === null).sort((a, b) => a.seq - b.seq);
  const report: DrainReport = { sent: 0, refused: 0, waiting: 0 };
  for (const [index, record] of pending.entries()) {
    let verdict: SendVerdict;
    try {
      await send(record);
      verdict = { kind: 'sent' };
    } catch (error) {
      verdict = verdictOf(error);
    }
    if (verdict.kind === 'wait') {
      report.waiting = pending.length - index;
      return report;
    }
    if (verdict.kind === 'sent') {
      await port.remove(record.key);
      report.sent += 1;
    } else {
      await port.flag(record.key, verdict.reason);
      report.refused += 1;
    }
  }
  return report;
}

/** Waits between tries while the server is out of reach: 1 s, doubling, at most 15 s. */
export function retryDelayMs(failedTries: number): number {
  return Math.min(15_000, 1_000 * 2 ** Math.max(0, failedTries));
}
