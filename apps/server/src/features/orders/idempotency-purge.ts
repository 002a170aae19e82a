import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/raw-rows.js';

/**
 * How long addOrder remembers an Idempotency-Key. A POS retries within seconds or minutes (the web client keeps one
 * key per checkout attempt); a week covers a terminal that was offline over a weekend. After that the same key would
 * create a new order, which no client does.
 */
export const IDEMPOTENCY_KEY_RETENTION_MS = 7 * 24 * 3600_000;

/** Rows deleted per statement, so housekeeping never holds a long lock on a busy store's keys. */
const PURGE_BATCH = 5_000;

/** Forgets the Idempotency-Keys older than the retention (the orders stay); answers how many went. */
export async function purgeOrderIdempotencyKeys(db: Executor, now: Date): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_MS).toISOString();
  let total = 0;
  for (;;) {
    const rows = await queryRows<{ count: number }>(db, sql`
      with gone as (
        delete from order_idempotency_keys where (store_id, key) in (
          select store_id, key from order_idempotency_keys where created_at < ${before}::timestamptz limit ${PURGE_BATCH}
        ) returning 1
      ) select count(*)::int as count from gone`);
    const count = Number(rows[0]?.count ?? 0);
    total += count;
    if (count < PURGE_BATCH) return total;
  }
}
