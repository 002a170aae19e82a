import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { PlatformCallError } from './platform-adapter.js';
import { deliveryPlatformRepository as repo, type OutboxRow } from './delivery-platforms.repository.js';

/** Jobs claimed per round, and how long a claim holds before another instance may take the job. */
const BATCH = 20;
const LEASE_SECONDS = 120;
/** Backoff: 1 s, 2 s, 4 s ... at most 5 minutes between tries; a retryable failure is never given up. */
const MAX_DELAY_MS = 5 * 60_000;
/** The longest wait before looking again without a kick (a job queued by a plain board change, or by another instance). */
const IDLE_CHECK_MS = 5_000;

const NO_SWEEP = { run: async () => undefined, nextAt: async () => null };

export const retryDelayMs = (attempts: number) => Math.min(1000 * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);

/**
 * Runs the outbox of platform work (delivery_platform_outbox): after a kick (a job was just queued) and again when the
 * next retry is due. A job that fails with a retryable error (network, 429, 5xx: an outage) is tried again with
 * backoff until it succeeds; one the platform refuses outright is kept with its error and not repeated. Each round
 * first runs the sweep (work due by the clock: platform orders past their accept deadline).
 */
export class PlatformOutbox {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly handle: (job: OutboxRow) => Promise<void>,
    /** A job is over (done, or given up): the board may show the order as no longer syncing. */
    private readonly settled: (job: OutboxRow) => Promise<void> = async () => undefined,
    /**
     * Work due by the clock rather than by a job (platform orders past their accept deadline): run every round, and
     * the next round is due by its `nextAt` too.
     */
    private readonly sweep: { run(): Promise<void>; nextAt(): Promise<Date | null> } = NO_SWEEP,
  ) {}

  /** Runs the due jobs now (or right after the round under way). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.log.error({ err: error }, 'delivery platform outbox round failed'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        } else {
          void this.schedule();
        }
      });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private async drain(): Promise<void> {
    await this.sweep.run().catch((error: unknown) => this.log.error({ err: error }, 'delivery platform sweep failed'));
    for (;;) {
      const jobs = await repo.claimDue(this.db, this.clock(), BATCH, LEASE_SECONDS);
      if (jobs.length === 0 || this.stopped) return;
      for (const job of jobs) await this.run(job);
    }
  }

  private async run(job: OutboxRow): Promise<void> {
    try {
      await this.handle(job);
      await repo.markDone(this.db, job.id, this.clock());
    } catch (error) {
      const retry = !(error instanceof PlatformCallError) || error.retry;
      const message = error instanceof Error ? error.message : String(error);
      this.log.warn({ err: error, jobId: job.id, action: job.action, attempts: job.attempts, retry }, 'delivery platform job failed');
      await repo.markFailed(this.db, job.id, message, new Date(this.clock().getTime() + retryDelayMs(job.attempts)), !retry);
      if (retry) return;
    }
    await this.settled(job).catch((error: unknown) => this.log.warn({ err: error, jobId: job.id }, 'delivery platform job: the board was not told'));
  }

  private async schedule(): Promise<void> {
    if (this.stopped) return;
    const [job, swept] = await Promise.all([repo.nextDueAt(this.db).catch(() => null), this.sweep.nextAt().catch(() => null)]);
    const next = job && swept ? (job < swept ? job : swept) : (job ?? swept);
    if (this.stopped) return;
    const wait = next === null ? IDLE_CHECK_MS : Math.min(Math.max(next.getTime() - this.clock().getTime(), 0) + 20, IDLE_CHECK_MS);
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.kick(), wait);
    this.timer.unref();
  }
}
