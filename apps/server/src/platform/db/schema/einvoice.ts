import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns.js';
import { orders } from './orders.js';
import { stores } from './stores.js';
import { users } from './users.js';

/**
 * E-invoices (issue 6; docs/einvoice.md). The switches stay in store_configs.invoice_settings; this area keeps what
 * an invoice needs besides them: the seller and its QR key, the number tracks (字軌) the tax authority assigned, and
 * every invoice issued (voided ones stay, with their reason: a number is never used twice nor lost).
 */

const storeId = () =>
  integer('store_id')
    .notNull()
    .references(() => stores.id);

/** The seller as invoices carry it, and the QR check code's AES key (hex; never sent to a client). */
export const einvoiceSettings = pgTable('einvoice_settings', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id),
  sellerTaxId: text('seller_tax_id'),
  sellerName: text('seller_name'),
  sellerAddress: text('seller_address'),
  aesKeyHex: text('aes_key_hex'),
  updatedAt: updatedAt(),
});

/**
 * One range of numbers of one period: `letters` + 8 digits from start to end (both included, whole books of 50).
 * `next_number` is the next to hand out: the checkout takes it row-locked and adds 1 in its own transaction, so
 * concurrent terminals queue on the row, and a rolled-back checkout gives its number back (nothing is skipped).
 */
export const einvoiceTracks = pgTable(
  'einvoice_tracks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    storeId: storeId(),
    /** Gregorian year and first month (1, 3, ..., 11) of the period. */
    year: integer('year').notNull(),
    startMonth: integer('start_month').notNull(),
    /** ROC year + even month ('11512'): what the checkout looks tracks up by. */
    periodKey: text('period_key').notNull(),
    letters: text('letters').notNull(),
    startNumber: integer('start_number').notNull(),
    endNumber: integer('end_number').notNull(),
    nextNumber: integer('next_number').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    // Also the checkout's lookup: the store's tracks of a period in letter and number order.
    uniqueIndex('einvoice_tracks_store_period_start_key').on(t.storeId, t.periodKey, t.letters, t.startNumber),
    check('einvoice_tracks_next_in_range', sql`${t.nextNumber} between ${t.startNumber} and ${t.endNumber} + 1`),
  ],
);

/** One invoiced item: name, quantity (2 decimals), unit price and amount in cents. */
export interface EinvoiceItemSnapshot {
  name: string;
  quantity: number;
  unitPrice: number;
  amount: number;
}

/**
 * Every invoice issued. The seller is a snapshot (the settings may change later); the items are the order's lines.
 * `issue_date` is the store's calendar day of the issue (the QR date and the export's day); `void_date` likewise.
 */
export const einvoiceInvoices = pgTable(
  'einvoice_invoices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    storeId: storeId(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    /**
     * No foreign key here nor on the user columns: the checkout writes this row, and each foreign key check is one
     * more query inside its transaction (about 1 ms each on the embedded database). The track exists by construction
     * (the same statement took the number from it under lock, and a track is removed only while none of its numbers
     * was taken); users are deactivated, never erased.
     */
    trackId: bigint('track_id', { mode: 'number' }).notNull(),
    periodKey: text('period_key').notNull(),
    /** 'AB12345678'. */
    invoiceNumber: text('invoice_number').notNull(),
    randomCode: text('random_code').notNull(),
    sellerTaxId: text('seller_tax_id').notNull(),
    sellerName: text('seller_name').notNull(),
    sellerAddress: text('seller_address'),
    /** The buyer's 統編; null for a consumer (MIG 0000000000). */
    buyerTaxId: text('buyer_tax_id'),
    carrierType: text('carrier_type'),
    carrierId: text('carrier_id'),
    donationCode: text('donation_code'),
    /** PrintMark Y: no carrier and no donation. */
    printMark: boolean('print_mark').notNull(),
    /** The items as invoiced (cents; a discount is a line of its own), kept so the proof and export never change. */
    items: jsonb('items').$type<EinvoiceItemSnapshot[]>().notNull(),
    /** F0401 MainRemark and the proof's remark line (e.g. 點數折抵 10元: a points redemption netted into the items). */
    mainRemark: text('main_remark'),
    salesCents: integer('sales_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    status: text('status').$type<'ISSUED' | 'VOIDED'>().notNull(),
    issuedAt: instant('issued_at').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    issuedBy: integer('issued_by'),
    voidedAt: instant('voided_at'),
    voidDate: date('void_date', { mode: 'string' }),
    voidedBy: integer('voided_by'),
    voidReason: text('void_reason'),
    /** The invoice this one replaced (a reissue). */
    reissuedFromId: bigint('reissued_from_id', { mode: 'number' }),
    /** Proofs printed; from the second one on the proof says 補印. */
    printCount: integer('print_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('einvoice_invoices_store_number_key').on(t.storeId, t.periodKey, t.invoiceNumber),
    index('einvoice_invoices_store_order_idx').on(t.storeId, t.orderId),
    // The daily export reads one calendar day of every store: issued that day, and voided that day.
    index('einvoice_invoices_issue_date_idx').on(t.issueDate),
    index('einvoice_invoices_void_date_idx').on(t.voidDate).where(sql`void_date is not null`),
    // At most one live invoice per order.
    uniqueIndex('einvoice_invoices_store_order_issued_key').on(t.storeId, t.orderId).where(sql`status = 'ISSUED'`),
  ],
);

/**
 * A block of one track's numbers reserved by one terminal (a browser, by its device id) for invoices it issues with no
 * network (docs/offline.md): reserving moves the track's next_number past the block under the track's row lock, so
 * no checkout and no other terminal can take those numbers. An invoice uploaded later with a number of the block is
 * recorded with it; a number outside its terminal's block is refused. A block is revoked from the store settings:
 * numbers issued before the revocation are still accepted, none after. Unused numbers count as blanks (E0402).
 */
export const einvoiceOfflineBlocks = pgTable(
  'einvoice_offline_blocks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    storeId: storeId(),
    terminalId: text('terminal_id').notNull(),
    trackId: bigint('track_id', { mode: 'number' }).notNull(),
    periodKey: text('period_key').notNull(),
    letters: text('letters').notNull(),
    startNumber: integer('start_number').notNull(),
    endNumber: integer('end_number').notNull(),
    reservedBy: integer('reserved_by').references(() => users.id),
    reservedAt: instant('reserved_at').notNull(),
    revokedAt: instant('revoked_at'),
    /**
     * The random code (隨機碼) of each number, in the block's order, drawn when it is reserved: the terminal prints
     * the proof offline with it and the invoice is recorded with it on upload. Null for a block reserved before
     * (filled when its terminal next reserves).
     */
    randomCodes: text('random_codes').array(),
  },
  (t) => [
    index('einvoice_offline_blocks_store_terminal').on(t.storeId, t.terminalId),
    index('einvoice_offline_blocks_store_period').on(t.storeId, t.periodKey),
    check('einvoice_offline_blocks_range', sql`${t.startNumber} <= ${t.endNumber}`),
  ],
);
