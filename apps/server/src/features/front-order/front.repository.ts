import type { OrderStatus, PaymentStatus, SwitchSettings, SystemModules } from '@diancan/core';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/raw-rows.js';
import { diningAreas, diningTables, orders, storeConfigs, storeProfiles, stores } from '../../platform/db/schema/index.js';

/** The only SQL of self-ordering (docs/self-ordering.md). */

export type DiningTableRow = typeof diningTables.$inferSelect;

/** The floor plan's fields of a table (docs/tables.md); left out = unchanged (on add: the defaults). */
export interface TableLayout {
  areaId?: number | null;
  seats?: number;
  shape?: DiningTableRow['shape'];
  posX?: number;
  posY?: number;
}

export interface FrontStoreRow {
  id: number;
  name: string;
  timeZone: string;
  systemModules: Partial<SystemModules>;
  switchSettings: Partial<SwitchSettings>;
}

export interface FrontOrderRow {
  id: number;
  storeId: number;
  storeName: string;
  orderNumber: number;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  source: string;
  type: string;
  tableNumber: string | null;
  reservedFor: string | null;
  payableCents: number;
  remark: string;
  createdAt: string;
  cancelReason: string | null;
  lines: { lineNo: number; name: string; count: number; amount: number; options: { name: string; count: number }[]; combos: { name: string; items: { name: string }[] }[] }[];
}

const t = diningTables;
const live = (storeId: number) => and(eq(t.storeId, storeId), isNull(t.removedAt));

/** Namespace of the advisory lock that serializes the placing of one store's tables (the cell check, docs/tables.md). */
const FLOOR_LOCK_NAMESPACE = 6_101;

/** A live table's cells as the floor rules read them (core's floor-cells). */
export interface PlacedTableRow {
  id: number;
  name: string;
  shape: DiningTableRow['shape'];
  x: number;
  y: number;
}

export const frontRepository = {
  tables(db: Executor, storeId: number): Promise<DiningTableRow[]> {
    return db.select().from(t).where(live(storeId)).orderBy(asc(t.id));
  },

  async table(db: Executor, storeId: number, id: number): Promise<DiningTableRow | undefined> {
    const [row] = await db.select().from(t).where(and(live(storeId), eq(t.id, id)));
    return row;
  },

  /** A live table by id, whatever its store (the token names the table). */
  async tableById(db: Executor, id: number): Promise<DiningTableRow | undefined> {
    const [row] = await db.select().from(t).where(and(eq(t.id, id), isNull(t.removedAt)));
    return row;
  },

  async nameTaken(db: Executor, storeId: number, name: string, exceptId: number | null): Promise<boolean> {
    const rows = await db.select({ id: t.id }).from(t).where(and(live(storeId), eq(t.name, name)));
    return rows.some((row) => row.id !== exceptId);
  },

  async insertTable(db: Executor, storeId: number, name: string, layout: TableLayout, now: Date): Promise<DiningTableRow> {
    const [row] = await db.insert(t).values({ storeId, name, ...layout, createdAt: now, updatedAt: now }).returning();
    return row!;
  },

  /**
   * Holds the store's floor until the transaction ends: two requests placing tables of one store are checked one
   * after the other, so they cannot both take one free cell (a row lock would not do: an empty area has no row).
   */
  async lockFloor(db: Executor, storeId: number): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(${FLOOR_LOCK_NAMESPACE}::int, ${storeId}::int)`);
  },

  /** The live tables of one area of the store (null: the tables in no area). */
  areaTables(db: Executor, storeId: number, areaId: number | null): Promise<PlacedTableRow[]> {
    return db
      .select({ id: t.id, name: t.name, shape: t.shape, x: t.posX, y: t.posY })
      .from(t)
      .where(and(live(storeId), areaId === null ? isNull(t.areaId) : eq(t.areaId, areaId)))
      .orderBy(asc(t.id));
  },

  /** Whether the area is the store's and not removed. */
  async areaLive(db: Executor, storeId: number, areaId: number): Promise<boolean> {
    const rows = await db
      .select({ id: diningAreas.id })
      .from(diningAreas)
      .where(and(eq(diningAreas.storeId, storeId), eq(diningAreas.id, areaId), isNull(diningAreas.removedAt)));
    return rows.length > 0;
  },

  async updateTable(
    db: Executor,
    storeId: number,
    id: number,
    changes: { name?: string; rotate?: boolean; remove?: boolean; layout?: TableLayout },
    now: Date,
  ) {
    const [row] = await db
      .update(t)
      .set({
        ...(changes.name === undefined ? {} : { name: changes.name }),
        ...(changes.layout ?? {}),
        ...(changes.rotate ? { generation: sql`${t.generation} + 1` } : {}),
        ...(changes.remove ? { removedAt: now } : {}),
        updatedAt: now,
      })
      .where(and(live(storeId), eq(t.id, id)))
      .returning();
    return row;
  },

  /**
   * Whether an order paid now could get its e-invoice: true when the store issues none (a switch off), else whether
   * a track of the period still has a number.
   */
  async invoiceNumbersLeft(db: Executor, storeId: number, periodKey: string): Promise<boolean> {
    const rows = await queryRows<{ left: boolean }>(db, sql`
      select not (coalesce((c.invoice_settings->>'adminInvoiceSwitch')::boolean, false)
                  and coalesce((c.invoice_settings->>'storeInvoiceSwitch')::boolean, false))
             or exists (select 1 from einvoice_tracks t where t.store_id = ${storeId} and t.period_key = ${periodKey}
                        and t.next_number <= t.end_number) as left
      from store_configs c where c.store_id = ${storeId}`);
    return rows[0]?.left ?? true;
  },

  async storeOfQrHash(db: Executor, qrHash: string): Promise<number | null> {
    const [row] = await db.select({ storeId: storeProfiles.storeId }).from(storeProfiles).where(eq(storeProfiles.qrHash, qrHash));
    return row?.storeId ?? null;
  },

  async store(db: Executor, storeId: number): Promise<FrontStoreRow | undefined> {
    const [row] = await db
      .select({
        id: stores.id,
        name: stores.name,
        timeZone: stores.timeZone,
        systemModules: storeConfigs.systemModules,
        switchSettings: storeConfigs.switchSettings,
      })
      .from(stores)
      .leftJoin(storeConfigs, eq(storeConfigs.storeId, stores.id))
      .where(eq(stores.id, storeId));
    return row ? { ...row, systemModules: row.systemModules ?? {}, switchSettings: row.switchSettings ?? {} } : undefined;
  },

  /** The store and channel of a live front-stage order (a status token's scope). */
  async orderScope(db: Executor, orderId: number): Promise<{ storeId: number; source: string } | undefined> {
    const [row] = await db
      .select({ storeId: orders.storeId, source: orders.source })
      .from(orders)
      .where(and(eq(orders.id, orderId), inArray(orders.source, ['MOBILE', 'KIOSK']), isNull(orders.removedAt)));
    return row;
  },

  /** A front-stage order with its lines and, when cancelled, the reason the store gave (its last history row's). */
  async order(db: Executor, orderId: number): Promise<FrontOrderRow | undefined> {
    const rows = await queryRows<{ row: FrontOrderRow }>(db, sql`
      select json_build_object(
        'id', o.id, 'storeId', o.store_id, 'storeName', s.name, 'orderNumber', o.order_number, 'status', o.status,
        'paymentStatus', o.payment_status, 'source', o.source, 'type', o.type, 'tableNumber', o.table_number,
        'reservedFor', o.reserved_for, 'payableCents', o.payable_cents, 'remark', o.remark, 'createdAt', o.created_at,
        'cancelReason', case when o.status = 'CANCELLED' then (
            select h.reason from order_status_history h where h.store_id = o.store_id and h.order_id = o.id
            order by h.id desc limit 1) end,
        'lines', coalesce((select json_agg(json_build_object('lineNo', l.line_no, 'name', l.item_name, 'count', l.count, 'amount', l.amount_cents,
                    'options', l.options, 'combos', l.combos) order by l.line_no)
                  from order_lines l where l.store_id = o.store_id and l.order_id = o.id), '[]')
      ) as row
      from orders o join stores s on s.id = o.store_id
      where o.id = ${orderId} and o.source in ('MOBILE', 'KIOSK') and o.removed_at is null`);
    const row = rows[0]?.row;
    return row ? { ...row, lines: row.lines.map((line) => ({ ...line, count: Number(line.count) })) } : undefined;
  },
};
