import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { einvoiceAllowances, einvoiceInvoices, einvoiceSettings, einvoiceTracks, stores } from '../../platform/db/schema/index.js';
import type { InvoiceRow } from './einvoice.repository.js';
import type { AllowanceRow } from './refund.repository.js';

/**
 * The daily export's reads: a platform job over every store (the one place this area reads across stores), by the
 * store-local calendar day kept on each invoice.
 */

export interface ExportInvoice extends InvoiceRow {
  timeZone: string;
}

export interface ExportAllowance extends AllowanceRow {
  timeZone: string;
}

export interface BlankTrack {
  sellerTaxId: string | null;
  letters: string;
  startNumber: number;
  endNumber: number;
  nextNumber: number;
}

const inv = einvoiceInvoices;
const alw = einvoiceAllowances;

export const exportRepository = {
  async issuedOn(db: Executor, date: string): Promise<ExportInvoice[]> {
    const rows = await db
      .select({ invoice: inv, timeZone: stores.timeZone })
      .from(inv)
      .innerJoin(stores, eq(stores.id, inv.storeId))
      .where(eq(inv.issueDate, date))
      .orderBy(asc(inv.storeId), asc(inv.invoiceNumber));
    return rows.map((row) => ({ ...row.invoice, timeZone: row.timeZone }));
  },

  async voidedOn(db: Executor, date: string): Promise<ExportInvoice[]> {
    const rows = await db
      .select({ invoice: inv, timeZone: stores.timeZone })
      .from(inv)
      .innerJoin(stores, eq(stores.id, inv.storeId))
      .where(and(isNotNull(inv.voidDate), eq(inv.voidDate, date)))
      .orderBy(asc(inv.storeId), asc(inv.invoiceNumber));
    return rows.map((row) => ({ ...row.invoice, timeZone: row.timeZone }));
  },

  /** Allowances dated that day (cancelled ones too: the allowance is reported, then its cancel). */
  async allowancesOn(db: Executor, date: string): Promise<ExportAllowance[]> {
    const rows = await db
      .select({ allowance: alw, timeZone: stores.timeZone })
      .from(alw)
      .innerJoin(stores, eq(stores.id, alw.storeId))
      .where(eq(alw.allowanceDate, date))
      .orderBy(asc(alw.storeId), asc(alw.allowanceNumber));
    return rows.map((row) => ({ ...row.allowance, timeZone: row.timeZone }));
  },

  async allowanceCancelsOn(db: Executor, date: string): Promise<ExportAllowance[]> {
    const rows = await db
      .select({ allowance: alw, timeZone: stores.timeZone })
      .from(alw)
      .innerJoin(stores, eq(stores.id, alw.storeId))
      .where(and(isNotNull(alw.cancelDate), eq(alw.cancelDate, date)))
      .orderBy(asc(alw.storeId), asc(alw.allowanceNumber));
    return rows.map((row) => ({ ...row.allowance, timeZone: row.timeZone }));
  },

  /** Every store's tracks of a period with the seller's 統編, in store, letter and number order. */
  async tracksOfPeriod(db: Executor, periodKey: string): Promise<BlankTrack[]> {
    return db
      .select({
        sellerTaxId: einvoiceSettings.sellerTaxId,
        letters: einvoiceTracks.letters,
        startNumber: einvoiceTracks.startNumber,
        endNumber: einvoiceTracks.endNumber,
        nextNumber: einvoiceTracks.nextNumber,
      })
      .from(einvoiceTracks)
      .leftJoin(einvoiceSettings, eq(einvoiceSettings.storeId, einvoiceTracks.storeId))
      .where(eq(einvoiceTracks.periodKey, periodKey))
      .orderBy(asc(einvoiceTracks.storeId), asc(einvoiceTracks.letters), asc(einvoiceTracks.startNumber));
  },
};
