import type { DocumentKind, PrintDocument, PrintJobState, PrinterSlot, PrinterState } from '@diancan/core';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns.js';
import { orders } from './orders.js';
import { stores } from './stores.js';

const storeId = () =>
  integer('store_id')
    .notNull()
    .references(() => stores.id);

/**
 * Print jobs for printer-box printers (docs/printing.md), per store and printer name. PENDING -> PRINTING (claimed by
 * a box; `claims` counts the claims) -> DONE (acknowledged). A PRINTING job whose box died before acknowledging is
 * listed again and printed marked 補印. The document is the JSON of core's print model; the box renders it.
 */
export const printJobs = pgTable(
  'print_jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    storeId: storeId(),
    printerName: text('printer_name').notNull(),
    kind: text('kind').$type<DocumentKind>().notNull(),
    title: text('title').notNull(),
    document: jsonb('document').$type<PrintDocument>().notNull(),
    columns: integer('columns').notNull(),
    dots: integer('dots').notNull(),
    state: text('state').$type<PrintJobState>().notNull().default('PENDING'),
    claims: integer('claims').notNull().default(0),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    createdAt: createdAt(),
    claimedAt: instant('claimed_at'),
    doneAt: instant('done_at'),
  },
  (t) => [
    index('print_jobs_store_printer_open_idx')
      .on(t.storeId, t.printerName, t.id)
      .where(sql`${t.state} <> 'DONE'`),
  ],
);

/**
 * What the kitchen was last sent for an order, per ticket target (a kitchen area, or 0 for the store's single
 * ticket): the lines as core's SentKitchenLine[]. An order edit prints only the difference (加點 / 取消).
 */
export const printKitchenMemory = pgTable(
  'print_kitchen_memory',
  {
    storeId: storeId(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    target: integer('target').notNull(),
    lines: jsonb('lines').$type<unknown[]>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.orderId, t.target] })],
);

/** The last state a printer box reported for each printer slot of a store. */
export const printerStatuses = pgTable(
  'printer_statuses',
  {
    storeId: storeId(),
    printer: text('printer').$type<PrinterSlot>().notNull(),
    printerName: text('printer_name'),
    status: text('status').$type<PrinterState>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.printer] })],
);
