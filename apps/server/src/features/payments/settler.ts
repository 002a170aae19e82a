import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import type { AttemptBook } from './attempts.js';
import { paymentsRepository as repo, type AttemptRow } from './payments.repository.js';
import type { RefundDesk } from './refund-desk.js';

/**
 * The settling worker: at start (a crash may have left attempts between their call and its answer) and then every
 * `pollMs`, each PENDING attempt gets the provider's status call, each paid counter charge that no order took
 * within `orphanAfterMs` is refunded, and so is each phone payment that completed after its order was cancelled. `onSettled` hears every attempt that settled (the phone payments' orders).
 */
export class PaymentSettler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly book: AttemptBook,
    private readonly desk: RefundDesk,
    private readonly timing: { pollMs: number; orphanAfterMs: number },
    private readonly onSettled: (attempt: AttemptRow) => Promise<void>,
  ) {}

  start(): void {
    this.stopped = false;
    void this.round();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One round now (tests and the start call it; rounds never overlap). */
  round(): Promise<void> {
    if (this.running) return this.running;
    this.running = this.work()
      .catch((error: unknown) => this.log.error({ err: error }, 'payment settling round failed'))
      .finally(() => {
        this.running = null;
        if (!this.stopped) {
          if (this.timer) clearTimeout(this.timer);
          this.timer = setTimeout(() => void this.round(), this.timing.pollMs);
          this.timer.unref();
        }
      });
    return this.running;
  }

  private async work(): Promise<void> {
    for (const attempt of await repo.pending(this.db, 50)) {
      if (this.stopped) return;
      const settled = await this.book.settle(attempt);
      if (settled.status !== 'PENDING') await this.onSettled(settled);
    }
    const before = new Date(this.clock().getTime() - this.timing.orphanAfterMs);
    for (const attempt of await repo.orphans(this.db, before, 20)) {
      if (this.stopped) return;
      await this.desk.refundOrphan(attempt, 'no order took it');
    }
    // A phone payment that completed after its order was cancelled: given back at once (no grace time to wait for).
    for (const attempt of await repo.unwantedOnline(this.db, 20)) {
      if (this.stopped) return;
      await this.desk.refundUnwanted(attempt);
    }
  }
}
