import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database.js';
import { intArray } from './int-array.js';
import { queryRows } from './raw-rows.js';

/**
 * The two writes every store-owned settings list shares (pay methods, automatic discounts): its rows carry `id`,
 * `store_id`, `enabled`, `sort` and `updated_at`. Only the store's own rows change, whatever ids are sent.
 */

/** Switches the listed rows on or off; answers how many of them were the store's. */
export async function setRowsEnabled(
  db: Executor,
  table: PgTable,
  change: { storeId: number; ids: readonly number[]; enabled: boolean; now: Date },
): Promise<number> {
  const rows = await queryRows<{ id: number }>(db, sql`
    update ${table} set enabled = ${change.enabled}, updated_at = ${change.now.toISOString()}::timestamptz
    where store_id = ${change.storeId} and id = any(${intArray(change.ids)})
    returning id`);
  return rows.length;
}

/** Gives the rows their place in `sortedIds` (1, 2, 3, ...), in one statement. */
export async function applyRowOrder(
  db: Executor,
  table: PgTable,
  order: { storeId: number; sortedIds: readonly number[]; now: Date },
): Promise<void> {
  await db.execute(sql`
    update ${table} as t set sort = s.ord::int, updated_at = ${order.now.toISOString()}::timestamptz
    from unnest(${intArray(order.sortedIds)}) with ordinality as s(id, ord)
    where t.store_id = ${order.storeId} and t.id = s.id`);
}
