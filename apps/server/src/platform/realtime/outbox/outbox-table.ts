import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.js';
import { queryRows } from '../../db/raw-rows.js';

/**
 * The realtime outbox: events written in the transaction of the change they announce, sent after its commit by the
 * instance that committed it, or by any instance's sweep when that one died first (docs/realtime.md).
 *
 * Like `realtime_payload`, the table belongs to the transport and not to the domain schema: it is created at start
 * (under an advisory lock, so instances starting together do not race) on whatever database the app runs on.
 */
export const OUTBOX_TABLE_DDL = `CREATE TABLE IF NOT EXISTS realtime_outbox (
  id bigserial PRIMARY KEY,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
)`;
export const OUTBOX_LOCK = `SELECT pg_advisory_xact_lock(hashtext('diancan.realtime_outbox'))`;

/** Rows older than this are taken by the sweep of any instance: their own instance should have sent them by then. */
export const OUTBOX_STALE_AFTER_MS = 5_000;
/** How often each instance sweeps. */
export const OUTBOX_SWEEP_EVERY_MS = 2_000;
/** At most this many rows per sweep round (the next round takes the rest). */
export const OUTBOX_SWEEP_BATCH = 500;

export async function ensureOutboxTable(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(OUTBOX_LOCK));
    await tx.execute(sql.raw(OUTBOX_TABLE_DDL));
  });
}

/** Stores serialised bus events inside the caller's transaction; answers their ids in the same order. */
export async function insertOutboxRows(tx: Executor, bodies: string[]): Promise<string[]> {
  if (bodies.length === 0) return [];
  const rows = await queryRows<{ id: string | number }>(
    tx,
    // One parameter whatever the count (a JSON array of the bodies), inserted in the array's order.
    sql`INSERT INTO realtime_outbox (body)
        SELECT e.body FROM json_array_elements_text(${JSON.stringify(bodies)}::json) WITH ORDINALITY AS e(body, n)
        ORDER BY e.n
        RETURNING id`,
  );
  return rows.map((row) => BigInt(row.id)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map(String);
}

/**
 * The claim both transports run inside their sending transaction: deletes the rows (those of `ids`, or the stale
 * ones) that no other instance holds, and answers them. A row is deleted once, so it is sent once. The values are
 * written into the text (digits only, checked here) so one string serves both drivers.
 */
export function claimStatement(claim: OutboxClaim): string {
  const which =
    'ids' in claim
      ? `id = ANY('{${claim.ids.map(checkedId).join(',')}}'::bigint[])`
      : `created_at < now() - interval '${Math.max(0, Math.round(claim.staleAfterMs))} milliseconds' ORDER BY id LIMIT ${OUTBOX_SWEEP_BATCH}`;
  return `DELETE FROM realtime_outbox WHERE id IN (
    SELECT id FROM realtime_outbox WHERE ${which} FOR UPDATE SKIP LOCKED
  ) RETURNING id, body`;
}

/** Rows of given ids (after a commit), or the stale ones (the sweep). */
export type OutboxClaim = { ids: readonly string[] } | { staleAfterMs: number };

function checkedId(id: string): string {
  if (!/^[1-9][0-9]{0,18}$/.test(id)) throw new TypeError(`not an outbox id: ${id}`);
  return id;
}

export interface ClaimedRow {
  id: string;
  body: string;
}

export function oldestFirst(rows: { id: string | number; body: string }[]): ClaimedRow[] {
  return rows
    .map((row) => ({ id: String(row.id), body: row.body }))
    .sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : BigInt(a.id) > BigInt(b.id) ? 1 : 0));
}
