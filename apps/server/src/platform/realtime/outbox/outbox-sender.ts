import type { BusLogger, OutboxRelay } from '../bus/bus.js';
import { OUTBOX_STALE_AFTER_MS, OUTBOX_SWEEP_BATCH, OUTBOX_SWEEP_EVERY_MS, type OutboxClaim } from './outbox-table.js';

/** Claims rows and sends them in one transaction of the transport's; answers how many rows it sent. */
export type ClaimAndSend = (claim: OutboxClaim) => Promise<number>;

/**
 * One per instance: sends the rows its own commits wrote, batching (ids that arrive while a send is under way go
 * together in the next, so a rush of checkouts costs one sending transaction per round trip, not one per order),
 * and sweeps every few seconds for rows an instance that died left behind.
 */
export class OutboxSender implements OutboxRelay {
  private waiting: { ids: readonly string[]; done: () => void }[] = [];
  private sending: Promise<void> | null = null;
  private sweeping: Promise<void> | null = null;
  private readonly sweepTimer: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly claimAndSend: ClaimAndSend,
    private readonly logger: BusLogger,
    sweepEveryMs = OUTBOX_SWEEP_EVERY_MS,
    private readonly staleAfterMs = OUTBOX_STALE_AFTER_MS,
  ) {
    this.sweepTimer = setInterval(() => void this.sweep(), sweepEveryMs);
    this.sweepTimer.unref();
  }

  send(ids: readonly string[]): Promise<void> {
    if (this.closed || ids.length === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      this.waiting.push({ ids, done: resolve });
      this.sending ??= this.drain();
    });
  }

  /** Sends what an instance that died left behind (and what a failed send of ours did), oldest first. */
  sweep(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.sweeping ??= (async () => {
      try {
        // A full round means more may be waiting: go on at once.
        while ((await this.claimAndSend({ staleAfterMs: this.staleAfterMs })) === OUTBOX_SWEEP_BATCH && !this.closed);
      } catch (error) {
        this.logger.warn({ err: error }, 'realtime outbox: sweep failed, the rows stay for the next one');
      } finally {
        this.sweeping = null;
      }
    })();
    return this.sweeping;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.sweepTimer);
    await this.sending;
    await this.sweeping;
  }

  private async drain(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0);
      try {
        await this.claimAndSend({ ids: batch.flatMap((entry) => entry.ids) });
      } catch (error) {
        // The rows are still there (the claim rolled back with the send): the sweep sends them in a few seconds.
        this.logger.warn({ err: error }, 'realtime outbox: send failed, the sweep will retry');
      }
      for (const { done } of batch) done();
    }
    this.sending = null;
  }
}
