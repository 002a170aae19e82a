import { eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { rateLimitCounters } from '../db/schema/index.js';

export interface CounterState {
  hits: number;
  expiresAt: Date;
}

/** SQL of the rate-limit counters: fixed windows, counted atomically by one upsert. */
export const rateLimitRepository = {
  /** Adds one hit, starting a fresh window when the old one has ended; returns the counter after it. */
  async increment(db: Executor, key: string, now: Date, windowMs: number): Promise<CounterState> {
    const nowText = now.toISOString();
    const windowEnd = new Date(now.getTime() + windowMs);
    // In ON CONFLICT DO UPDATE the existing row is named by its table, the proposed one by "excluded".
    const expired = sql`rate_limit_counters.expires_at <= ${nowText}::timestamptz`;
    const [row] = await db
      .insert(rateLimitCounters)
      .values({ key, hits: 1, windowStartedAt: now, expiresAt: windowEnd })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`case when ${expired} then 1 else rate_limit_counters.hits + 1 end`,
          windowStartedAt: sql`case when ${expired} then excluded.window_started_at else rate_limit_counters.window_started_at end`,
          expiresAt: sql`case when ${expired} then excluded.expires_at else rate_limit_counters.expires_at end`,
        },
      })
      .returning({ hits: rateLimitCounters.hits, expiresAt: rateLimitCounters.expiresAt });
    if (!row) throw new Error(`rate limit counter ${key} was not written`);
    return row;
  },

  async find(db: Executor, key: string): Promise<CounterState | null> {
    const [row] = await db
      .select({ hits: rateLimitCounters.hits, expiresAt: rateLimitCounters.expiresAt })
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, key));
    return row ?? null;
  },

  async remove(db: Executor, key: string): Promise<void> {
    await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
  },

  async deleteExpired(db: Executor, now: Date): Promise<number> {
    const rows = await db
      .delete(rateLimitCounters)
      .where(lt(rateLimitCounters.expiresAt, now))
      .returning({ key: rateLimitCounters.key });
    return rows.length;
  },
};
