import {
  comparePeriods,
  formatInvoiceNumber,
  invoicePeriod,
  type InvoicePeriod,
  type InvoiceTrack,
  type OrderInvoice,
  type OrderInvoiceSummary,
  parsePeriodKey,
  periodKey,
  periodText,
  remainingNumbers,
  type TrackState,
} from '@diancan/core';
import type { InvoiceRow, TrackRow } from './einvoice.repository.js';

/** Rows -> the contract's views (never a raw row on the wire; the AES key never leaves the server). */

export function trackPeriod(row: Pick<TrackRow, 'year' | 'startMonth'>): InvoicePeriod {
  return invoicePeriod(row.year, row.startMonth);
}

export function presentTrack(row: TrackRow, current: InvoicePeriod): InvoiceTrack {
  const period = trackPeriod(row);
  const order = comparePeriods(period, current);
  const state: TrackState = order === 0 ? 'CURRENT' : order > 0 ? 'FUTURE' : 'PAST';
  const size = row.endNumber - row.startNumber + 1;
  const remaining = remainingNumbers({ start: row.startNumber, end: row.endNumber }, row.nextNumber);
  return {
    id: row.id,
    year: row.year,
    startMonth: row.startMonth,
    periodKey: periodKey(period),
    periodText: periodText(period),
    letters: row.letters,
    start: row.startNumber,
    end: row.endNumber,
    firstNumber: formatInvoiceNumber(row.letters, row.startNumber),
    lastNumber: formatInvoiceNumber(row.letters, row.endNumber),
    nextNumber: row.nextNumber,
    size,
    used: size - remaining,
    remaining,
    state,
    removable: row.nextNumber === row.startNumber,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentInvoice(row: InvoiceRow): OrderInvoice {
  return {
    id: row.id,
    orderId: row.orderId,
    status: row.status,
    invoiceNumber: row.invoiceNumber,
    periodKey: row.periodKey,
    periodText: periodText(parsePeriodKey(row.periodKey)),
    randomCode: row.randomCode,
    buyerTaxId: row.buyerTaxId,
    carrierType: row.carrierType,
    carrierId: row.carrierId,
    donationCode: row.donationCode,
    printable: row.printMark,
    printCount: row.printCount,
    salesAmount: row.salesCents,
    taxAmount: row.taxCents,
    totalAmount: row.totalCents,
    issuedAt: row.issuedAt.toISOString(),
    voidedAt: row.voidedAt?.toISOString() ?? null,
    voidReason: row.voidReason,
    reissuedFromId: row.reissuedFromId,
    remark: row.mainRemark,
  };
}

/** The checkout's summary of a new invoice, without the id and number the issuing statement gives. */
export function summaryWithoutNumber(draft: {
  periodText: string;
  randomCode: string;
  buyerTaxId: string | null;
  printMark: boolean;
  totalCents: number;
}): Omit<OrderInvoiceSummary, 'invoiceId' | 'invoiceNumber'> {
  return {
    periodText: draft.periodText,
    randomCode: draft.randomCode,
    buyerTaxId: draft.buyerTaxId,
    printable: draft.printMark,
    totalAmount: draft.totalCents,
  };
}
