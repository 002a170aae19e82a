import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/raw-rows.js';
import { einvoiceUploads, stores, type TurnkeyMessage } from '../../platform/db/schema/index.js';

/** SQL of the Turnkey upload queue (docs/einvoice.md, "Turnkey upload loop"). */

export type UploadRow = typeof einvoiceUploads.$inferSelect;

/** Namespace of the advisory lock only one instance's run holds at a time. */
const TURNKEY_LOCK = 6_003;
/** Documents older than this are not queued by the loop (older days are the manual export's). */
const QUEUE_WINDOW = sql`interval '30 days'`;

export const turnkeyRepository = {
  /** Whether this transaction is the one writer (the lock ends with the transaction). */
  async tryLock(tx: Executor): Promise<boolean> {
    const [row] = await queryRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${TURNKEY_LOCK}::int) as locked`);
    return row?.locked === true;
  },

  /**
   * Queues what is not queued yet: every invoice issued (F0401); a void (F0501), an allowance (G0401) or an allowance
   * cancel (G0501) once the message it refers to is uploaded, so Turnkey never gets a cancel before its invoice.
   * B2C messages are due 48 hours after the event, an invoice to a 統編 buyer 7 days after.
   */
  async enqueue(tx: Executor, now: Date): Promise<void> {
    const at = sql`${now.toISOString()}::timestamptz`;
    const uploaded = (message: TurnkeyMessage, key: ReturnType<typeof sql>) => sql`exists (select 1 from einvoice_uploads p
      where p.store_id = x.store_id and p.message = ${message} and p.document_key = ${key} and p.status = 'UPLOADED')`;
    const queue = (message: TurnkeyMessage, key: ReturnType<typeof sql>, due: ReturnType<typeof sql>, source: ReturnType<typeof sql>, where: ReturnType<typeof sql>) =>
      tx.execute(sql`
        insert into einvoice_uploads (store_id, message, document_key, document_id, status, due_at, created_at)
        select x.store_id, ${message}, ${key}, x.id, 'PENDING', ${due}, ${at} from ${source} x
        where ${where} and not exists (select 1 from einvoice_uploads u where u.store_id = x.store_id and u.message = ${message} and u.document_key = ${key})
        on conflict do nothing`);
    const invoiceKey = sql`x.period_key || '-' || x.invoice_number`;
    await queue('F0401', invoiceKey, sql`x.issued_at + case when x.buyer_tax_id is null then interval '48 hours' else interval '7 days' end`,
      sql`einvoice_invoices`, sql`x.issued_at > ${at} - ${QUEUE_WINDOW}`);
    await queue('F0501', invoiceKey, sql`x.voided_at + interval '48 hours'`, sql`einvoice_invoices`,
      sql`x.status = 'VOIDED' and x.voided_at > ${at} - ${QUEUE_WINDOW} and ${uploaded('F0401', invoiceKey)}`);
    const allowanceInvoiceKey = sql`(select i.period_key || '-' || i.invoice_number from einvoice_invoices i where i.id = x.invoice_id)`;
    await queue('G0401', sql`x.allowance_number`, sql`x.created_at + interval '48 hours'`, sql`einvoice_allowances`,
      sql`x.created_at > ${at} - ${QUEUE_WINDOW} and ${uploaded('F0401', allowanceInvoiceKey)}`);
    await queue('G0501', sql`x.allowance_number`, sql`x.cancelled_at + interval '48 hours'`, sql`einvoice_allowances`,
      sql`x.status = 'CANCELLED' and x.cancelled_at > ${at} - ${QUEUE_WINDOW} and ${uploaded('G0401', sql`x.allowance_number`)}`);
  },

  /** Each store's letter pairs of periods with tracks whose blank numbers were not queued (E0402), with its zone. */
  async unreportedTrackGroups(tx: Executor): Promise<{ storeId: number; timeZone: string; periodKey: string; letters: string }[]> {
    const rows = await queryRows<{ store_id: number; time_zone: string; period_key: string; letters: string }>(tx, sql`
      select distinct t.store_id, s.time_zone, t.period_key, t.letters from einvoice_tracks t join stores s on s.id = t.store_id
      where not exists (select 1 from einvoice_uploads u where u.store_id = t.store_id and u.message = 'E0402'
        and u.document_key = t.period_key || '-' || t.letters)`);
    return rows.map((row) => ({ storeId: Number(row.store_id), timeZone: row.time_zone, periodKey: row.period_key, letters: row.letters }));
  },

  /** Whether the period's blank numbers were queued for Turnkey (written, uploaded, or on their way). */
  async blanksQueued(tx: Executor, storeId: number, periodKey: string): Promise<boolean> {
    const rows = await queryRows<{ found: boolean }>(tx, sql`
      select exists (select 1 from einvoice_uploads where store_id = ${storeId} and message = 'E0402'
        and document_key like ${`${periodKey}-%`}) as found`);
    return rows[0]?.found === true;
  },

  async queueBlank(tx: Executor, storeId: number, documentKey: string, now: Date): Promise<void> {
    await tx.insert(einvoiceUploads).values({ storeId, message: 'E0402', documentKey, status: 'PENDING', createdAt: now }).onConflictDoNothing();
  },

  async withStatus(tx: Executor, statuses: UploadRow['status'][], limit: number): Promise<(UploadRow & { timeZone: string })[]> {
    const rows = await tx
      .select({ upload: einvoiceUploads, timeZone: stores.timeZone })
      .from(einvoiceUploads)
      .innerJoin(stores, eq(stores.id, einvoiceUploads.storeId))
      .where(inArray(einvoiceUploads.status, statuses))
      .orderBy(asc(einvoiceUploads.id))
      .limit(limit);
    return rows.map((row) => ({ ...row.upload, timeZone: row.timeZone }));
  },

  async markWritten(tx: Executor, id: number, fileName: string, now: Date): Promise<void> {
    await tx.update(einvoiceUploads).set({ status: 'WRITTEN', fileName, writtenAt: now }).where(and(eq(einvoiceUploads.id, id), eq(einvoiceUploads.status, 'PENDING')));
  },

  async markResult(tx: Executor, id: number, status: 'UPLOADED' | 'FAILED', reason: string | null, now: Date): Promise<void> {
    await tx.update(einvoiceUploads).set({ status, reason, resultAt: now }).where(and(eq(einvoiceUploads.id, id), eq(einvoiceUploads.status, 'WRITTEN')));
  },

  /** A failed message queued again under its next attempt (a new file name). */
  async requeueFailed(tx: Executor, storeId: number, id: number): Promise<boolean> {
    const rows = await tx
      .update(einvoiceUploads)
      .set({ status: 'PENDING', attempt: sql`${einvoiceUploads.attempt} + 1`, fileName: null, reason: null, writtenAt: null, resultAt: null })
      .where(and(eq(einvoiceUploads.storeId, storeId), eq(einvoiceUploads.id, id), eq(einvoiceUploads.status, 'FAILED')))
      .returning({ id: einvoiceUploads.id });
    return rows.length > 0;
  },

  async findUpload(tx: Executor, storeId: number, id: number): Promise<UploadRow | undefined> {
    const [row] = await tx.select().from(einvoiceUploads).where(and(eq(einvoiceUploads.storeId, storeId), eq(einvoiceUploads.id, id)));
    return row;
  },

  /** The store's messages not uploaded yet or failed, and those uploaded, counted; the open ones listed. */
  async storeUploads(tx: Executor, storeId: number, limit: number): Promise<UploadRow[]> {
    return tx
      .select()
      .from(einvoiceUploads)
      .where(and(eq(einvoiceUploads.storeId, storeId), inArray(einvoiceUploads.status, ['PENDING', 'WRITTEN', 'FAILED'])))
      .orderBy(asc(einvoiceUploads.dueAt), asc(einvoiceUploads.id))
      .limit(limit);
  },

  async uploadedCount(tx: Executor, storeId: number): Promise<number> {
    const [row] = await queryRows<{ count: number | string }>(tx, sql`
      select count(*) as count from einvoice_uploads where store_id = ${storeId} and status = 'UPLOADED'`);
    return Number(row?.count ?? 0);
  },

  /** Invoices issued in the last `days` days: the store's recent rate. */
  async issuedSince(tx: Executor, storeId: number, since: Date): Promise<number> {
    const [row] = await queryRows<{ count: number | string }>(tx, sql`
      select count(*) as count from einvoice_invoices where store_id = ${storeId} and issued_at >= ${since.toISOString()}::timestamptz`);
    return Number(row?.count ?? 0);
  },
};
