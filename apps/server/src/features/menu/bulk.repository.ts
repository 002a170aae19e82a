import { getTableName, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/database.js';
import { chunked } from '../../platform/db/sql.js';

/** Multi-row writes for copies and imports of whole menus. */
export const bulkRepository = {
  /** Takes `count` ids from a table's identity sequence, so new rows can be linked before they are written. */
  async allocateIds(db: Executor, table: PgTable, count: number): Promise<number[]> {
    if (count === 0) return [];
    const name = sql.raw(`'${tableName(table)}'`);
    const rows = await db
      .select({ id: sql<number>`nextval(pg_get_serial_sequence(${name}, 'id'))::int` })
      .from(sql`generate_series(1, ${count}::int)`);
    return rows.map((row) => Number(row.id));
  },

  /** Multi-row inserts that keep the ids given (allocated above). */
  async insertWithIds<T extends PgTable>(db: Executor, table: T, rows: readonly PgInsertValue<T, true>[]): Promise<void> {
    for (const chunk of chunked(rows)) await db.insert(table).overridingSystemValue().values(chunk);
  },

  /** Multi-row inserts of rows without ids of their own (links, options). */
  async insertRows<T extends PgTable>(db: Executor, table: T, rows: readonly PgInsertValue<T>[]): Promise<void> {
    for (const chunk of chunked(rows)) await db.insert(table).values(chunk);
  },
};

/** A menu table's name, checked before it is written into SQL. */
function tableName(table: PgTable): string {
  const name = getTableName(table);
  if (!/^[a-z_]+$/.test(name)) throw new Error(`unexpected table name ${name}`);
  return name;
}
