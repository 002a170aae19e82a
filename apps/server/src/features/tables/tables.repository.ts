import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/raw-rows.js';
import { diningAreas, storeConfigs } from '../../platform/db/schema/index.js';

/** The SQL of the floor plan's areas, the floor view and the table-service settings (docs/tables.md). */

export type AreaRow = typeof diningAreas.$inferSelect;

export interface FloorTableRow {
  id: number;
  name: string;
  seats: number;
  shape: string;
  x: number;
  y: number;
  areaId: number | null;
}

export interface OpenCheckRow {
  id: number;
  tableId: number;
  orderNumber: number;
  version: number;
  payableCents: number;
  paidCents: number;
  status: string;
  source: string;
  guests: number | null;
  createdAt: Date;
}

const a = diningAreas;
const liveAreas = (storeId: number) => and(eq(a.storeId, storeId), isNull(a.removedAt));

export const tablesRepository = {
  areas(db: Executor, storeId: number): Promise<AreaRow[]> {
    return db.select().from(a).where(liveAreas(storeId)).orderBy(asc(a.sort), asc(a.id));
  },

  async areaNameTaken(db: Executor, storeId: number, name: string, exceptId: number | null): Promise<boolean> {
    const rows = await db.select({ id: a.id }).from(a).where(and(liveAreas(storeId), eq(a.name, name)));
    return rows.some((row) => row.id !== exceptId);
  },

  async insertArea(db: Executor, storeId: number, name: string, now: Date): Promise<AreaRow> {
    // Last in order: one more than the highest sort of the store's areas.
    const [row] = await db
      .insert(a)
      .values({
        storeId,
        name,
        sort: sql`(select coalesce(max(sort), 0) + 1 from dining_areas where store_id = ${storeId})`,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return row!;
  },

  async updateArea(db: Executor, storeId: number, id: number, changes: { name?: string; sort?: number; remove?: boolean }, now: Date) {
    const [row] = await db
      .update(a)
      .set({
        ...(changes.name === undefined ? {} : { name: changes.name }),
        ...(changes.sort === undefined ? {} : { sort: changes.sort }),
        ...(changes.remove ? { removedAt: now } : {}),
        updatedAt: now,
      })
      .where(and(liveAreas(storeId), eq(a.id, id)))
      .returning();
    return row;
  },

  /** The store's live tables, with their area when it is live. */
  async floorTables(db: Executor, storeId: number): Promise<FloorTableRow[]> {
    const rows = await queryRows<{ id: number | string; name: string; seats: number; shape: string; pos_x: number; pos_y: number; area_id: number | null }>(db, sql`
      select t.id, t.name, t.seats, t.shape, t.pos_x, t.pos_y, a.id as area_id
      from dining_tables t left join dining_areas a on a.id = t.area_id and a.removed_at is null
      where t.store_id = ${storeId} and t.removed_at is null
      order by t.pos_y, t.pos_x, t.id`);
    return rows.map((row) => ({
      id: Number(row.id),
      name: row.name,
      seats: row.seats,
      shape: row.shape,
      x: row.pos_x,
      y: row.pos_y,
      areaId: row.area_id === null ? null : Number(row.area_id),
    }));
  },

  /** The unpaid checks open on the store's tables (the partial index orders_store_open_table_idx), oldest first. */
  async openChecks(db: Executor, storeId: number): Promise<OpenCheckRow[]> {
    const rows = await queryRows<{
      id: number | string;
      table_id: number | string;
      order_number: number;
      version: number;
      payable_cents: number;
      paid_cents: number;
      status: string;
      source: string;
      guests: number | null;
      created_at: string | Date;
    }>(db, sql`
      select id, table_id, order_number, version, payable_cents, paid_cents, status, source, guests, created_at
      from orders
      where store_id = ${storeId} and table_id is not null and payment_status = 'UNPAID' and status <> 'CANCELLED'
        and removed_at is null and not awaiting_payment
      order by created_at, id`);
    return rows.map((row) => ({
      id: Number(row.id),
      tableId: Number(row.table_id),
      orderNumber: row.order_number,
      version: row.version,
      payableCents: row.payable_cents,
      paidCents: row.paid_cents,
      status: row.status,
      source: row.source,
      guests: row.guests,
      createdAt: new Date(row.created_at),
    }));
  },

  /** The first live reservation of each table in [from, to] (the partial index orders_store_reserved_table_idx). */
  async reservationsSoon(db: Executor, storeId: number, from: Date, to: Date): Promise<{ tableId: number; orderId: number; at: Date; name: string }[]> {
    const rows = await queryRows<{ reservation_table_id: number | string; id: number | string; reserved_for: string | Date; reservation_name: string | null }>(db, sql`
      select distinct on (reservation_table_id) reservation_table_id, id, reserved_for, reservation_name
      from orders
      where store_id = ${storeId} and reservation_table_id is not null
        and reserved_for between ${from.toISOString()}::timestamptz and ${to.toISOString()}::timestamptz
        and status not in ('CANCELLED', 'COMPLETED') and removed_at is null
      order by reservation_table_id, reserved_for, id`);
    return rows.map((row) => ({ tableId: Number(row.reservation_table_id), orderId: Number(row.id), at: new Date(row.reserved_for), name: row.reservation_name ?? '' }));
  },

  async settings(db: Executor, storeId: number): Promise<{ serviceChargePercent: number; diningMinutes: number } | undefined> {
    const [row] = await db
      .select({ serviceChargePercent: storeConfigs.serviceChargePercent, diningMinutes: storeConfigs.diningMinutes })
      .from(storeConfigs)
      .where(eq(storeConfigs.storeId, storeId));
    return row;
  },

  async saveSettings(db: Executor, storeId: number, settings: { serviceChargePercent: number; diningMinutes?: number }, now: Date) {
    const [row] = await db
      .update(storeConfigs)
      .set({ ...settings, updatedAt: now })
      .where(eq(storeConfigs.storeId, storeId))
      .returning({ serviceChargePercent: storeConfigs.serviceChargePercent, diningMinutes: storeConfigs.diningMinutes });
    return row;
  },
};
