import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns.js';
import { orders } from './orders.js';
import { stores } from './stores.js';

/**
 * The kitchen display (docs/kds.md). Stations are the store's kitchen areas (station 0: lines of no area). Each
 * order gets one ticket per station and round (the first round, then one per 加點); a ticket's lines are snapshots
 * of the order's lines as the kitchen was told, so the next change of the order is a difference against them.
 */

const storeId = () =>
  integer('store_id')
    .notNull()
    .references(() => stores.id);

/** Per store: the expo step, the screens' order, per station print / screen / both, target minutes, the ready board's token. */
export const kdsSettings = pgTable(
  'kds_settings',
  {
    storeId: integer('store_id')
      .primaryKey()
      .references(() => stores.id),
    /** On: an order becomes READY only when the expo screen bumps it; off: when every station is done. */
    expo: boolean('expo').notNull().default(false),
    /** Where the newest ticket goes on a station screen: RIGHT (a row) or BOTTOM (a column). */
    newestAt: text('newest_at').$type<'RIGHT' | 'BOTTOM'>().notNull().default('RIGHT'),
    /** stationId -> PRINT | SCREEN | BOTH; a station not named is BOTH. */
    stationModes: jsonb('station_modes').$type<Record<string, 'PRINT' | 'SCREEN' | 'BOTH'>>().notNull().default({}),
    /** categoryId -> target minutes; a category not named has 10. */
    categoryMinutes: jsonb('category_minutes').$type<Record<string, number>>().notNull().default({}),
    /** The public ready board's token (/ready/<token>); rotating it turns the old link off. */
    readyToken: text('ready_token'),
    readyTokenRotatedAt: instant('ready_token_rotated_at'),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('kds_settings_ready_token_key').on(t.readyToken)],
);

/** What the KDS has made of an order so far: the order version last turned into tickets, the rounds, READY. */
export const kdsOrders = pgTable(
  'kds_orders',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .primaryKey()
      .references(() => orders.id),
    storeId: storeId(),
    syncedVersion: integer('synced_version').notNull(),
    rounds: integer('rounds').notNull().default(1),
    /** When the KDS (every station done, or the expo) made the order READY. */
    readyAt: instant('ready_at'),
    updatedAt: updatedAt(),
  },
  (t) => [index('kds_orders_store_idx').on(t.storeId)],
);

/** One order's lines for one station and round. OPEN -> DONE (bumped; recall puts it back) or CANCELLED. */
export const kdsTickets = pgTable(
  'kds_tickets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    storeId: storeId(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    /** The kitchen area's id, or 0 for lines of no area. */
    stationId: integer('station_id').notNull(),
    /** 1 for the order's first send; 2, 3, ... for each 加點 round. */
    round: integer('round').notNull(),
    status: text('status').$type<'OPEN' | 'DONE' | 'CANCELLED'>().notNull().default('OPEN'),
    /** The longest target of its lines' categories, in minutes (amber past 80 %, red past it). */
    targetMinutes: integer('target_minutes').notNull().default(10),
    createdAt: createdAt(),
    /** Last change of its lines after it was made (the screen flashes it). */
    editedAt: instant('edited_at'),
    bumpedAt: instant('bumped_at'),
    recalledAt: instant('recalled_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('kds_tickets_store_open_idx')
      .on(t.storeId, t.stationId, t.id)
      .where(sql`${t.status} = 'OPEN'`),
    index('kds_tickets_store_bumped_idx').on(t.storeId, t.stationId, t.bumpedAt),
    index('kds_tickets_order_idx').on(t.orderId),
  ],
);

/** A ticket's line: a snapshot of an order line's part (a 取消 of a reduced count is a line of its own). */
export const kdsTicketLines = pgTable(
  'kds_ticket_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ticketId: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .references(() => kdsTickets.id),
    orderLineId: bigint('order_line_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    count: numeric('count', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** Options and combo parts as text (core's orderLineChoices). */
    options: jsonb('options').$type<string[]>().notNull(),
    remark: text('remark').notNull().default(''),
    /** core's kitchenSignature: the same dish as sent (name, options, combos, remark). */
    signature: text('signature').notNull(),
    status: text('status').$type<'OPEN' | 'DONE' | 'CANCELLED'>().notNull().default('OPEN'),
    doneAt: instant('done_at'),
  },
  (t) => [index('kds_ticket_lines_ticket_idx').on(t.ticketId)],
);
