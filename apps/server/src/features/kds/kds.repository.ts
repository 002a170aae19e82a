import type { KdsLineStatus, KdsNewestAt, KdsStationMode } from '@diancan/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/raw-rows.js';
import { kdsOrders, kdsSettings, kdsTicketLines, kdsTickets, kitchenAreas, menuCategories, orders, stores } from '../../platform/db/schema/index.js';

export interface KdsSettingsRow {
  expo: boolean;
  newestAt: KdsNewestAt;
  stationModes: Record<string, KdsStationMode>;
  categoryMinutes: Record<string, number>;
  readyToken: string | null;
}

export const DEFAULT_KDS_SETTINGS: KdsSettingsRow = { expo: false, newestAt: 'RIGHT', stationModes: {}, categoryMinutes: {}, readyToken: null };

/** A ticket as the screens read it: its order's number, type, table and remark joined, lines in order. */
export interface TicketJson {
  id: number;
  order_id: number;
  order_number: number;
  order_type: string;
  table_number: string | null;
  order_remark: string;
  order_created_at: string;
  station_id: number;
  status: KdsLineStatus;
  round: number;
  target_minutes: number;
  created_at: string;
  edited_at: string | null;
  bumped_at: string | null;
  updated_at: string;
  /** The kitchen area's name (null: station 0, or an area removed since). */
  station_name: string | null;
  lines: { id: number; order_line_id: number; name: string; count: number; options: string[]; remark: string; signature: string; status: KdsLineStatus }[];
}

export interface NewTicketLine {
  orderLineId: number;
  name: string;
  count: number;
  options: string[];
  remark: string;
  signature: string;
  status?: KdsLineStatus;
}

/** The tickets picked by `where` (over kds_tickets t and orders o) as JSON rows, in `orderBy`. */
function ticketsWhere(where: ReturnType<typeof sql>, orderBy: ReturnType<typeof sql>, limit: number): ReturnType<typeof sql> {
  return sql`
    select coalesce(json_agg(x order by x.sort_key), '[]')::text as tickets from (
      select t.id, t.order_id, o.order_number, o.type as order_type, o.table_number, o.remark as order_remark,
        o.created_at as order_created_at, t.station_id, t.status, t.round, t.target_minutes, t.created_at, t.edited_at,
        t.bumped_at, t.updated_at, a.name as station_name, row_number() over (order by ${orderBy}) as sort_key,
        (select coalesce(json_agg(json_build_object('id', l.id, 'order_line_id', l.order_line_id, 'name', l.name,
                  'count', l.count, 'options', l.options, 'remark', l.remark, 'signature', l.signature, 'status', l.status)
                order by l.id), '[]')
         from kds_ticket_lines l where l.ticket_id = t.id) as lines
      from kds_tickets t join orders o on o.id = t.order_id left join kitchen_areas a on a.id = t.station_id
      where ${where}
      order by ${orderBy}
      limit ${limit}
    ) x`;
}

async function readTickets(db: Executor, statement: ReturnType<typeof sql>): Promise<TicketJson[]> {
  const rows = await queryRows<{ tickets: string }>(db, statement);
  return JSON.parse(rows[0]?.tickets ?? '[]') as TicketJson[];
}

/** The SQL of the kitchen display: tickets and their lines, the KDS's view of orders, settings, the ready board. */
export const kdsRepository = {
  async settings(db: Executor, storeId: number): Promise<KdsSettingsRow> {
    const [row] = await db.select().from(kdsSettings).where(eq(kdsSettings.storeId, storeId));
    return row ? { ...row } : DEFAULT_KDS_SETTINGS;
  },

  async saveSettings(db: Executor, storeId: number, change: Partial<KdsSettingsRow>, now: Date): Promise<void> {
    await db
      .insert(kdsSettings)
      .values({ storeId, ...change, updatedAt: now })
      .onConflictDoUpdate({ target: kdsSettings.storeId, set: { ...change, updatedAt: now } });
  },

  async timeZone(db: Executor, storeId: number): Promise<string | null> {
    const [row] = await db.select({ timeZone: stores.timeZone }).from(stores).where(eq(stores.id, storeId));
    return row?.timeZone ?? null;
  },

  async storeOfToken(db: Executor, token: string): Promise<number | null> {
    const [row] = await db.select({ storeId: kdsSettings.storeId }).from(kdsSettings).where(eq(kdsSettings.readyToken, token));
    return row?.storeId ?? null;
  },

  kitchenAreas(db: Executor, storeId: number) {
    return db
      .select({ id: kitchenAreas.id, name: kitchenAreas.name })
      .from(kitchenAreas)
      .where(eq(kitchenAreas.storeId, storeId))
      .orderBy(kitchenAreas.sort, kitchenAreas.id);
  },

  categories(db: Executor, storeId: number) {
    return db
      .select({ id: menuCategories.id, name: menuCategories.name, kitchenAreaId: menuCategories.kitchenAreaId })
      .from(menuCategories)
      .where(and(eq(menuCategories.storeId, storeId), sql`${menuCategories.removedAt} is null`))
      .orderBy(menuCategories.sort, menuCategories.id);
  },

  async categoryAreas(db: Executor, storeId: number, ids: number[]): Promise<Map<number, number | null>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: menuCategories.id, kitchenAreaId: menuCategories.kitchenAreaId })
      .from(menuCategories)
      .where(and(eq(menuCategories.storeId, storeId), inArray(menuCategories.id, ids)));
    return new Map(rows.map((row) => [row.id, row.kitchenAreaId]));
  },

  /** Locks the order (the same row lock every board change takes): one sync of an order at a time. */
  async lockOrder(db: Executor, storeId: number, orderId: number): Promise<{ version: number; status: string } | undefined> {
    const [row] = await db
      .select({ version: orders.version, status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)))
      .for('update');
    return row;
  },

  async kdsOrder(db: Executor, orderId: number) {
    const [row] = await db.select().from(kdsOrders).where(eq(kdsOrders.orderId, orderId));
    return row;
  },

  async saveKdsOrder(db: Executor, storeId: number, orderId: number, syncedVersion: number, rounds: number, now: Date): Promise<void> {
    await db
      .insert(kdsOrders)
      .values({ orderId, storeId, syncedVersion, rounds, updatedAt: now })
      .onConflictDoUpdate({ target: kdsOrders.orderId, set: { syncedVersion, rounds, updatedAt: now } });
  },

  async markReady(db: Executor, orderId: number, now: Date): Promise<void> {
    await db.update(kdsOrders).set({ readyAt: now, updatedAt: now }).where(eq(kdsOrders.orderId, orderId));
  },

  async clearReady(db: Executor, orderId: number, now: Date): Promise<void> {
    await db.update(kdsOrders).set({ readyAt: null, updatedAt: now }).where(eq(kdsOrders.orderId, orderId));
  },

  async saveReadyToken(db: Executor, storeId: number, token: string, now: Date): Promise<void> {
    await db
      .insert(kdsSettings)
      .values({ storeId, readyToken: token, readyTokenRotatedAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: kdsSettings.storeId, set: { readyToken: token, readyTokenRotatedAt: now, updatedAt: now } });
  },

  ticketsOfOrder(db: Executor, storeId: number, orderId: number): Promise<TicketJson[]> {
    return readTickets(db, ticketsWhere(sql`t.store_id = ${storeId} and t.order_id = ${orderId}`, sql`t.id`, 1000));
  },

  openTickets(db: Executor, storeId: number, stationId: number): Promise<TicketJson[]> {
    return readTickets(
      db,
      ticketsWhere(sql`t.store_id = ${storeId} and t.station_id = ${stationId} and t.status = 'OPEN'`, sql`t.id`, 500),
    );
  },

  /** The station's last `limit` bumped tickets, newest first. */
  recentTickets(db: Executor, storeId: number, stationId: number, limit: number): Promise<TicketJson[]> {
    return readTickets(
      db,
      ticketsWhere(
        sql`t.store_id = ${storeId} and t.station_id = ${stationId} and t.status = 'DONE' and t.bumped_at is not null`,
        sql`t.bumped_at desc, t.id desc`,
        limit,
      ),
    );
  },

  /** The order of the store's ticket (null: no such ticket in the store). */
  async orderOfTicket(db: Executor, storeId: number, ticketId: number): Promise<number | null> {
    const [row] = await db
      .select({ orderId: kdsTickets.orderId })
      .from(kdsTickets)
      .where(and(eq(kdsTickets.id, ticketId), eq(kdsTickets.storeId, storeId)));
    return row ? Number(row.orderId) : null;
  },

  /** The order's tickets not cancelled, and how many of them are not done. */
  async ticketCounts(db: Executor, orderId: number): Promise<{ tickets: number; open: number }> {
    const [row] = await queryRows<{ tickets: number; open: number }>(
      db,
      sql`select count(*)::int as tickets, (count(*) filter (where status <> 'DONE'))::int as open
          from kds_tickets where order_id = ${orderId} and status <> 'CANCELLED'`,
    );
    return { tickets: Number(row?.tickets ?? 0), open: Number(row?.open ?? 0) };
  },

  async ticket(db: Executor, storeId: number, ticketId: number, lock = false): Promise<TicketJson | undefined> {
    if (lock) {
      const [locked] = await db.select({ id: kdsTickets.id }).from(kdsTickets).where(and(eq(kdsTickets.id, ticketId), eq(kdsTickets.storeId, storeId))).for('update');
      if (!locked) return undefined;
    }
    const [row] = await readTickets(db, ticketsWhere(sql`t.store_id = ${storeId} and t.id = ${ticketId}`, sql`t.id`, 1));
    return row;
  },

  async insertTicket(
    db: Executor,
    ticket: { storeId: number; orderId: number; stationId: number; round: number; targetMinutes: number; now: Date },
    lines: NewTicketLine[],
  ): Promise<number> {
    const [row] = await db
      .insert(kdsTickets)
      .values({
        storeId: ticket.storeId,
        orderId: ticket.orderId,
        stationId: ticket.stationId,
        round: ticket.round,
        targetMinutes: ticket.targetMinutes,
        createdAt: ticket.now,
        updatedAt: ticket.now,
      })
      .returning({ id: kdsTickets.id });
    const ticketId = row!.id;
    await db.insert(kdsTicketLines).values(lines.map((line) => ({ ...line, ticketId })));
    return ticketId;
  },

  async insertLine(db: Executor, ticketId: number, line: NewTicketLine): Promise<void> {
    await db.insert(kdsTicketLines).values({ ...line, ticketId });
  },

  async setLineCount(db: Executor, lineId: number, count: number): Promise<void> {
    await db.update(kdsTicketLines).set({ count }).where(eq(kdsTicketLines.id, lineId));
  },

  async setLineStatus(db: Executor, lineIds: number[], status: KdsLineStatus, now: Date): Promise<void> {
    if (lineIds.length === 0) return;
    await db
      .update(kdsTicketLines)
      .set({ status, doneAt: status === 'DONE' ? now : null })
      .where(inArray(kdsTicketLines.id, lineIds));
  },

  async updateTicket(
    db: Executor,
    ticketId: number,
    change: { status?: KdsLineStatus; editedAt?: Date; bumpedAt?: Date | null; recalledAt?: Date },
    now: Date,
  ): Promise<void> {
    await db.update(kdsTickets).set({ ...change, updatedAt: now }).where(eq(kdsTickets.id, ticketId));
  },

  /** Reopens a recalled ticket's done lines. */
  async reopenLines(db: Executor, ticketId: number): Promise<void> {
    await db
      .update(kdsTicketLines)
      .set({ status: 'OPEN', doneAt: null })
      .where(and(eq(kdsTicketLines.ticketId, ticketId), eq(kdsTicketLines.status, 'DONE')));
  },

  /** The ids of the station's last `limit` bumped tickets. */
  async recentTicketIds(db: Executor, storeId: number, stationId: number, limit: number): Promise<number[]> {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select id from kds_tickets where store_id = ${storeId} and station_id = ${stationId} and status = 'DONE'
          and bumped_at is not null order by bumped_at desc, id desc limit ${limit}`,
    );
    return rows.map((row) => Number(row.id));
  },

  /**
   * Orders the KDS has not caught up with (a sync lost to a crash or a listener's gap): open or cancelled orders of
   * the last 12 hours whose version is past the one turned into tickets, or that have none yet.
   */
  async laggingOrders(db: Executor, storeId: number, since: Date): Promise<number[]> {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select o.id from orders o left join kds_orders k on k.order_id = o.id
          where o.store_id = ${storeId} and o.created_at >= ${since.toISOString()}::timestamptz and o.removed_at is null
            and (o.status in ('NEW', 'ACCEPTED', 'PREPARING', 'READY') or (o.status = 'CANCELLED' and k.order_id is not null))
            and (k.order_id is null or k.synced_version < o.version)
          order by o.id limit 200`,
    );
    return rows.map((row) => Number(row.id));
  },

  /** Orders with tickets the KDS has not made READY yet and that are still being made, with each station's state. */
  async expoOrders(db: Executor, storeId: number) {
    return queryRows<{
      order_id: number;
      order_number: number;
      type: string;
      table_number: string | null;
      status: string;
      created_at: Date | string;
      stations: { station_id: number; open_tickets: number; open_lines: number }[];
    }>(
      db,
      sql`select o.id as order_id, o.order_number, o.type, o.table_number, o.status, o.created_at,
            (select json_agg(json_build_object('station_id', s.station_id, 'open_tickets', s.open_tickets, 'open_lines', s.open_lines)
                    order by s.station_id)
             from (select t.station_id, count(*) filter (where t.status = 'OPEN') as open_tickets,
                     coalesce(sum((select count(*) from kds_ticket_lines l where l.ticket_id = t.id and l.status = 'OPEN')) filter (where t.status = 'OPEN'), 0) as open_lines
                   from kds_tickets t where t.order_id = o.id and t.status <> 'CANCELLED' group by t.station_id) s) as stations
          from kds_orders k join orders o on o.id = k.order_id
          where k.store_id = ${storeId} and k.ready_at is null and o.status in ('NEW', 'ACCEPTED', 'PREPARING')
            and o.removed_at is null
            and exists (select 1 from kds_tickets t where t.order_id = o.id and t.status <> 'CANCELLED')
          order by o.created_at, o.id limit 200`,
    );
  },

  /** The ready board: open orders still being made, and the ready ones (the newest first). */
  async readyBoard(db: Executor, storeId: number, since: Date) {
    return queryRows<{ status: string; order_number: number }>(
      db,
      sql`(select status, order_number from orders
           where store_id = ${storeId} and status in ('NEW', 'ACCEPTED', 'PREPARING') and removed_at is null
             and created_at >= ${since.toISOString()}::timestamptz
           order by created_at, id limit 60)
          union all
          (select status, order_number from orders
           where store_id = ${storeId} and status = 'READY' and removed_at is null
             and created_at >= ${since.toISOString()}::timestamptz
           order by status_changed_at desc, id desc limit 30)`,
    );
  },

  /** Ticket time (order to bump) per station and hour of the store's day `date`. */
  stationTimes(db: Executor, storeId: number, date: string, timeZone: string) {
    return queryRows<{ station_id: number; hour: number; tickets: number; average_seconds: number }>(
      db,
      sql`select t.station_id, extract(hour from t.bumped_at at time zone ${timeZone})::int as hour, count(*)::int as tickets,
            round(avg(extract(epoch from (t.bumped_at - t.created_at))))::int as average_seconds
          from kds_tickets t
          where t.store_id = ${storeId} and t.status = 'DONE' and t.bumped_at is not null
            and (t.bumped_at at time zone ${timeZone})::date = ${date}::date
          group by 1, 2 order by 1, 2`,
    );
  },
};
