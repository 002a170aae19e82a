import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.js';
import { orders } from './orders.js';
import { stores } from './stores.js';

/**
 * E-invoice operations (issue 21; docs/einvoice.md): refunds, allowances (折讓, G0401 / G0501) and the Turnkey upload
 * queue. A refund never rewrites the sale: it is a record of its own on the day it happens.
 */

const storeId = () =>
  integer('store_id')
    .notNull()
    .references(() => stores.id);

/** One refunded line: the order line, the count given back and the money (cents, tax included). */
export interface RefundLineSnapshot {
  orderDetailId: number;
  name: string;
  count: number;
  amount: number;
}

/** One allowance item (G0401 ProductItem): amounts without tax, the tax apart, all cents. */
export interface AllowanceItemSnapshot {
  name: string;
  quantity: number;
  unitPrice: number;
  amount: number;
  tax: number;
  /** The item's SequenceNumber on the original invoice, when the allowance names a line. */
  originalSequence: number | null;
}

/**
 * One allowance (折讓證明單) against one invoice: its own number (unique per store) and date. Cancelled (G0501)
 * rows stay with their reason.
 */
export const einvoiceAllowances = pgTable(
  'einvoice_allowances',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    storeId: storeId(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    invoiceId: bigint('invoice_id', { mode: 'number' }).notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    /** yyyyMMdd + a 4-digit sequence of the store's day: '202611260001'. */
    allowanceNumber: text('allowance_number').notNull(),
    allowanceDate: date('allowance_date', { mode: 'string' }).notNull(),
    sellerTaxId: text('seller_tax_id').notNull(),
    sellerName: text('seller_name').notNull(),
    sellerAddress: text('seller_address'),
    buyerTaxId: text('buyer_tax_id'),
    items: jsonb('items').$type<AllowanceItemSnapshot[]>().notNull(),
    /** Without tax, the tax, and the tax-included total given back. */
    salesCents: integer('sales_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<'ISSUED' | 'CANCELLED'>().notNull(),
    createdAt: createdAt(),
    createdBy: integer('created_by'),
    cancelledAt: instant('cancelled_at'),
    cancelDate: date('cancel_date', { mode: 'string' }),
    cancelledBy: integer('cancelled_by'),
    cancelReason: text('cancel_reason'),
    printCount: integer('print_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('einvoice_allowances_store_number_key').on(t.storeId, t.allowanceNumber),
    index('einvoice_allowances_store_order_idx').on(t.storeId, t.orderId),
  ],
);

/**
 * One refund of an order: what was given back, on which business day, and what was done with the invoice (CANCEL:
 * the invoice voided; ALLOWANCE: an allowance; NONE: the order had no invoice). A cancelled allowance reverts its
 * refund (`reverted_at`): the lines may be refunded again.
 */
export const einvoiceRefunds = pgTable(
  'einvoice_refunds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    storeId: storeId(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    action: text('action').$type<'CANCEL' | 'ALLOWANCE' | 'NONE'>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    lines: jsonb('lines').$type<RefundLineSnapshot[]>().notNull(),
    reason: text('reason').notNull(),
    invoiceId: bigint('invoice_id', { mode: 'number' }),
    allowanceId: bigint('allowance_id', { mode: 'number' }),
    /** The cash drawer record (支出) of a cash refund. */
    cashDrawerRecordId: bigint('cash_drawer_record_id', { mode: 'number' }),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    createdBy: integer('created_by'),
    revertedAt: instant('reverted_at'),
    /** The shift whose handover counts the refund; null until that shift is finished (like orders.shift_id). */
    shiftId: bigint('shift_id', { mode: 'number' }),
  },
  (t) => [
    index('einvoice_refunds_store_order_idx').on(t.storeId, t.orderId),
    index('einvoice_refunds_store_shift_idx').on(t.storeId, t.shiftId),
    index('einvoice_refunds_store_day_idx').on(t.storeId, t.businessDate),
  ],
);

export type TurnkeyMessage = 'F0401' | 'F0501' | 'G0401' | 'G0501' | 'E0402';
export type UploadStatus = 'PENDING' | 'WRITTEN' | 'UPLOADED' | 'FAILED';

/**
 * One MIG message for Turnkey: queued (PENDING), written into Turnkey's SRC folder (WRITTEN), then read back from
 * Turnkey's folders as UPLOADED (BAK) or FAILED (ERR, with the reason). One row per message and document, so a
 * message is never written twice; a re-send of a failed one writes it again under the next attempt's file name.
 */
export const einvoiceUploads = pgTable(
  'einvoice_uploads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    storeId: storeId(),
    message: text('message').$type<TurnkeyMessage>().notNull(),
    /** The invoice number, allowance number or E0402 key ('11512-AB') the message is about. */
    documentKey: text('document_key').notNull(),
    /** The invoice or allowance row; null for E0402. */
    documentId: bigint('document_id', { mode: 'number' }),
    status: text('status').$type<UploadStatus>().notNull(),
    attempt: integer('attempt').notNull().default(1),
    fileName: text('file_name'),
    reason: text('reason'),
    /** The 48-hour limit of a B2C message (from the document's time); null for E0402 (due the 10th). */
    dueAt: instant('due_at'),
    createdAt: createdAt(),
    writtenAt: instant('written_at'),
    resultAt: instant('result_at'),
  },
  (t) => [
    uniqueIndex('einvoice_uploads_document_key').on(t.storeId, t.message, t.documentKey),
    index('einvoice_uploads_open_idx').on(t.status).where(sql`status in ('PENDING', 'WRITTEN')`),
  ],
);
