import type { InvoiceInfoType, InvoiceSettings } from '@diancan/core';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/raw-rows.js';
import { einvoiceInvoices, einvoiceSettings, einvoiceTracks } from '../../platform/db/schema/index.js';
import type { InvoiceDraft } from './invoice-draft.js';

/** The only SQL of the e-invoice area (docs/einvoice.md). */

export type SellerRow = typeof einvoiceSettings.$inferSelect;
export type TrackRow = typeof einvoiceTracks.$inferSelect;
export type InvoiceRow = typeof einvoiceInvoices.$inferSelect;

export interface StoreInvoiceContext {
  storeName: string;
  timeZone: string;
  switches: Partial<InvoiceSettings>;
  seller: SellerRow | null;
}

/** What issuing an invoice needs of the order. */
export interface OrderForInvoice {
  status: string;
  payableCents: number;
  invoiceType: InvoiceInfoType | null;
  invoiceCode: string | null;
  pointsDiscountCents: number;
  lines: { name: string; count: number; unitTotal: number; amount: number; entertain: boolean }[];
}

export interface IssuedNumber {
  id: number;
  invoiceNumber: string;
}

/** The checkout's idempotency key, answered with the invoice in the statement that issues it. */
export interface KeyAnswer {
  key: string;
  /** The summary without the id and number the statement gives. */
  summary: object;
}

const inv = einvoiceInvoices;
const trk = einvoiceTracks;

/** Namespace of the advisory lock that serializes track changes of one store (the overlap check). */
const TRACK_LOCK_NAMESPACE = 6_001;

export const einvoiceRepository = {
  async storeContext(db: Executor, storeId: number): Promise<StoreInvoiceContext | undefined> {
    const rows = await queryRows<{ name: string; time_zone: string; invoice_settings: Partial<InvoiceSettings> | null }>(db, sql`
      select s.name, s.time_zone, c.invoice_settings
      from stores s left join store_configs c on c.store_id = s.id where s.id = ${storeId}`);
    const row = rows[0];
    if (!row) return undefined;
    const [seller] = await db.select().from(einvoiceSettings).where(eq(einvoiceSettings.storeId, storeId));
    return { storeName: row.name, timeZone: row.time_zone, switches: row.invoice_settings ?? {}, seller: seller ?? null };
  },

  async saveSeller(db: Executor, storeId: number, values: Omit<SellerRow, 'storeId' | 'updatedAt'>, now: Date): Promise<void> {
    await db
      .insert(einvoiceSettings)
      .values({ storeId, ...values, updatedAt: now })
      .onConflictDoUpdate({ target: einvoiceSettings.storeId, set: { ...values, updatedAt: now } });
  },

  /** Sets the store's own switch inside store_configs.invoice_settings, leaving the other keys as they are. */
  async setStoreInvoiceSwitch(db: Executor, storeId: number, on: boolean, now: Date): Promise<boolean> {
    const rows = await queryRows<{ store_id: number }>(db, sql`
      update store_configs set invoice_settings = invoice_settings || jsonb_build_object('storeInvoiceSwitch', ${on}::boolean),
        updated_at = ${now.toISOString()}::timestamptz
      where store_id = ${storeId} returning store_id`);
    return rows.length > 0;
  },

  async tracks(db: Executor, storeId: number): Promise<TrackRow[]> {
    return db
      .select()
      .from(trk)
      .where(eq(trk.storeId, storeId))
      .orderBy(desc(trk.periodKey), asc(trk.letters), asc(trk.startNumber));
  },

  /** Serializes the store's track changes until the transaction ends, so two overlapping adds cannot both pass. */
  async lockTracks(db: Executor, storeId: number): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(${TRACK_LOCK_NAMESPACE}::int, ${storeId}::int)`);
  },

  async insertTrack(db: Executor, values: Omit<typeof trk.$inferInsert, 'id' | 'nextNumber'>): Promise<TrackRow> {
    const [row] = await db
      .insert(trk)
      .values({ ...values, nextNumber: values.startNumber })
      .returning();
    if (!row) throw new Error('track not written');
    return row;
  },

  async findTrack(db: Executor, storeId: number, id: number): Promise<TrackRow | undefined> {
    const [row] = await db.select().from(trk).where(and(eq(trk.storeId, storeId), eq(trk.id, id)));
    return row;
  },

  /** Removes a track none of whose numbers was used; false when it has been used meanwhile. */
  async removeUnusedTrack(db: Executor, storeId: number, id: number): Promise<boolean> {
    const rows = await db
      .delete(trk)
      .where(and(eq(trk.storeId, storeId), eq(trk.id, id), sql`${trk.nextNumber} = ${trk.startNumber}`))
      .returning({ id: trk.id });
    return rows.length > 0;
  },

  /**
   * Issues an invoice in ONE statement: takes the next number of the period's first track with numbers left
   * (row-locked until commit, tracks in letter and number order, so concurrent checkouts queue on the row and get
   * consecutive numbers), writes the invoice with the seller's snapshot, and, for a checkout, adds the invoice to the
   * idempotency key's answer (a retry answers the same number). Answers nothing when the period has no number left.
   */
  async issue(
    db: Executor,
    context: { storeId: number; orderId: number; userId: number | null; now: Date; reissuedFromId: number | null },
    draft: InvoiceDraft,
    keyAnswer: KeyAnswer | null,
    /** An offline invoice's number, from its terminal's block (checked by the caller): no track number is taken. */
    fixed: { trackId: number; invoiceNumber: string } | null = null,
  ): Promise<IssuedNumber | undefined> {
    const { storeId, orderId } = context;
    const now = context.now.toISOString();
    const answered = keyAnswer
      ? sql`, answered as (
          update order_idempotency_keys k set response = k.response || jsonb_build_object('invoice',
            ${JSON.stringify(keyAnswer.summary)}::jsonb || jsonb_build_object('invoiceId', new_invoice.id, 'invoiceNumber', new_invoice.invoice_number))
          from new_invoice where k.store_id = ${storeId}::int and k.key = ${keyAnswer.key}::text)`
      : sql``;
    const taken = fixed
      ? sql`taken as (select ${fixed.trackId}::bigint as id, ${fixed.invoiceNumber}::text as invoice_number)`
      : sql`track as (
        select id from einvoice_tracks
        where store_id = ${storeId}::int and period_key = ${draft.periodKey}::text and next_number <= end_number
        order by letters, start_number limit 1 for update
      ), taken as (
        update einvoice_tracks t set next_number = t.next_number + 1 from track where t.id = track.id
        returning t.id, t.letters || lpad((t.next_number - 1)::text, 8, '0') as invoice_number
      )`;
    const rows = await queryRows<{ id: number | string; invoice_number: string }>(db, sql`
      with ${taken}, new_invoice as (
        insert into einvoice_invoices (store_id, order_id, track_id, period_key, invoice_number, random_code,
          seller_tax_id, seller_name, seller_address, buyer_tax_id, carrier_type, carrier_id, donation_code, print_mark,
          items, main_remark, sales_cents, tax_cents, total_cents, status, issued_at, issue_date, issued_by, reissued_from_id)
        select ${storeId}::int, ${orderId}::bigint, taken.id, ${draft.periodKey}::text, taken.invoice_number,
          ${draft.randomCode}::text, s.seller_tax_id, s.seller_name, s.seller_address, ${draft.buyerTaxId}::text,
          ${draft.carrierType}::text, ${draft.carrierId}::text, ${draft.donationCode}::text, ${draft.printMark}::boolean,
          ${JSON.stringify(draft.items)}::jsonb, ${draft.mainRemark}::text, ${draft.salesCents}::int, ${draft.taxCents}::int, ${draft.totalCents}::int,
          'ISSUED', ${now}::timestamptz, ${draft.issueDate}::date, ${context.userId}::int, ${context.reissuedFromId}::bigint
        from taken join einvoice_settings s on s.store_id = ${storeId}::int
        returning id, invoice_number
      )${answered}
      select id, invoice_number from new_invoice`);
    const row = rows[0];
    return row ? { id: Number(row.id), invoiceNumber: row.invoice_number } : undefined;
  },

  async invoicesOfOrder(db: Executor, storeId: number, orderId: number): Promise<InvoiceRow[]> {
    return db
      .select()
      .from(inv)
      .where(and(eq(inv.storeId, storeId), eq(inv.orderId, orderId)))
      .orderBy(asc(inv.issuedAt), asc(inv.id));
  },

  async findInvoice(db: Executor, storeId: number, id: number): Promise<InvoiceRow | undefined> {
    const [row] = await db.select().from(inv).where(and(eq(inv.storeId, storeId), eq(inv.id, id)));
    return row;
  },

  /** The order's issued invoice, row-locked (a concurrent void or reissue of the order waits). */
  async lockIssuedOfOrder(db: Executor, storeId: number, orderId: number): Promise<InvoiceRow | undefined> {
    const [row] = await db
      .select()
      .from(inv)
      .where(and(eq(inv.storeId, storeId), eq(inv.orderId, orderId), eq(inv.status, 'ISSUED')))
      .for('update');
    return row;
  },

  async lastOfOrder(db: Executor, storeId: number, orderId: number): Promise<InvoiceRow | undefined> {
    const [row] = await db
      .select()
      .from(inv)
      .where(and(eq(inv.storeId, storeId), eq(inv.orderId, orderId)))
      .orderBy(desc(inv.id))
      .limit(1);
    return row;
  },

  async markVoided(
    db: Executor,
    storeId: number,
    id: number,
    change: { now: Date; voidDate: string; userId: number | null; reason: string },
  ): Promise<InvoiceRow> {
    const [row] = await db
      .update(inv)
      .set({ status: 'VOIDED', voidedAt: change.now, voidDate: change.voidDate, voidedBy: change.userId, voidReason: change.reason })
      .where(and(eq(inv.storeId, storeId), eq(inv.id, id), eq(inv.status, 'ISSUED')))
      .returning();
    if (!row) throw new Error('invoice not voided');
    return row;
  },

  /** Counts one more print of the proof; answers the count (1 for the first print). */
  async countPrint(db: Executor, storeId: number, id: number): Promise<number> {
    const [row] = await db
      .update(inv)
      .set({ printCount: sql`${inv.printCount} + 1` })
      .where(and(eq(inv.storeId, storeId), eq(inv.id, id)))
      .returning({ printCount: inv.printCount });
    if (!row) throw new Error('invoice not found');
    return row.printCount;
  },

  /** The order as an invoice needs it; undefined for another store's or a missing order. */
  async orderForInvoice(db: Executor, storeId: number, orderId: number): Promise<OrderForInvoice | undefined> {
    const rows = await queryRows<{ order: string }>(db, sql`
      select json_build_object(
        'status', o.status, 'payableCents', o.payable_cents, 'invoiceType', o.invoice_type, 'invoiceCode', o.invoice_code,
        'pointsDiscountCents', o.points_discount_cents,
        'lines', coalesce((select jsonb_agg(jsonb_build_object('name', l.item_name, 'count', l.count, 'unitTotal',
                   l.unit_total_cents, 'amount', l.amount_cents, 'entertain', l.entertain) order by l.line_no)
                 from order_lines l where l.store_id = o.store_id and l.order_id = o.id), '[]'::jsonb)
                 -- A table check's 服務費 is its own line (docs/tables.md).
                 || case when o.service_charge_cents > 0 then jsonb_build_array(jsonb_build_object('name', '服務費', 'count', 1,
                      'unitTotal', o.service_charge_cents, 'amount', o.service_charge_cents, 'entertain', false))
                    else '[]'::jsonb end)::text as order
      from orders o where o.store_id = ${storeId} and o.id = ${orderId} and o.removed_at is null`);
    const text = rows[0]?.order;
    if (text === undefined) return undefined;
    const order = JSON.parse(text) as OrderForInvoice;
    return { ...order, lines: order.lines.map((line) => ({ ...line, count: Number(line.count) })) };
  },

  /** Changes the buyer's choice kept on the order (a reissue with a 統編 given after the sale). */
  async setOrderBuyer(db: Executor, storeId: number, orderId: number, buyer: { type: InvoiceInfoType; number: string } | null, now: Date): Promise<void> {
    await db.execute(sql`
      update orders set invoice_type = ${buyer?.type ?? null}::text, invoice_code = ${buyer?.number ?? null}::text,
        updated_at = ${now.toISOString()}::timestamptz
      where store_id = ${storeId} and id = ${orderId}`);
  },
};
