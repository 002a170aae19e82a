import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
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

  /**
   * Multi-row writes of rows with ids given: a row whose id is taken updates that row (all but its store, its
   * creation time and the columns named in `keep`), the others are inserted.
   */
  async upsertWithIds<T extends PgTable>(db: Executor, table: T, rows: readonly PgInsertValue<T, true>[], keep: readonly string[] = []): Promise<void> {
    const columns = getTableColumns(table);
    const set: Record<string, SQL> = {};
    for (const [key, column] of Object.entries(columns)) {
      if (key === 'id' || key === 'storeId' || key === 'createdAt' || keep.includes(key)) continue;
      if (!/^[a-z_]+$/.test(column.name)) throw new Error(`unexpected column name ${column.name}`);
      set[key] = sql.raw(`excluded."${column.name}"`);
    }
    const id = columns.id;
    if (!id) throw new Error(`${tableName(table)} has no id`);
    for (const chunk of chunked(rows)) {
      await db.insert(table).overridingSystemValue().values(chunk).onConflictDoUpdate({ target: id, set: set as never });
    }
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
