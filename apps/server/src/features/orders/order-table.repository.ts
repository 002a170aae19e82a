import { TABLE_MSG } from '@diancan/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/raw-rows.js';
import { badRequest, conflict } from '../../platform/errors/app-error.js';

/** The dining table a check is opened on (docs/tables.md), with the store's 服務費 percent. */
export interface OrderTable {
  id: number;
  name: string;
  serviceChargePercent: number;
}

/**
 * Reads the table in the order's transaction: 400 桌位不存在 when the store has no such table (another store's is the
 * same as none), 409 when it was removed.
 */
export async function readOrderTable(db: Executor, storeId: number, tableId: number): Promise<OrderTable> {
  const [row] = await queryRows<{ id: number | string; name: string; removed: boolean; percent: number | null }>(db, sql`
    select t.id, t.name, t.removed_at is not null as removed,
      (select c.service_charge_percent from store_configs c where c.store_id = t.store_id) as percent
    from dining_tables t where t.store_id = ${storeId} and t.id = ${tableId}`);
  if (!row) throw badRequest(TABLE_MSG.TABLE_NOT_FOUND);
  if (row.removed) throw conflict(TABLE_MSG.TABLE_REMOVED);
  return { id: Number(row.id), name: row.name, serviceChargePercent: Number(row.percent ?? 0) };
}
