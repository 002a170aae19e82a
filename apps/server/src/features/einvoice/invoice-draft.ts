import {
  type InvoiceInfo,
  invoiceAmounts,
  periodKey,
  periodOfDate,
  periodText,
  PHONE_CARRIER_TYPE,
  zonedDateTime,
} from '@diancan/core';
import { randomInt } from 'node:crypto';
import type { EinvoiceItemSnapshot } from '../../platform/db/schema/index.js';

/**
 * Everything of an invoice but its number, computed before the statement that takes the number: the checkout's
 * transaction then runs one statement only (take the number, write the invoice). Pure apart from the random code.
 */
export interface InvoiceDraft {
  periodKey: string;
  periodText: string;
  issueDate: string;
  randomCode: string;
  buyerTaxId: string | null;
  carrierType: string | null;
  carrierId: string | null;
  donationCode: string | null;
  printMark: boolean;
  salesCents: number;
  taxCents: number;
  totalCents: number;
  items: EinvoiceItemSnapshot[];
}

/** A line of the order as the invoice lists it. */
export interface InvoicedLine {
  name: string;
  count: number;
  /** One unit with its options and combos, cents. */
  unitTotal: number;
  /** count x unitTotal, cents (0 for an entertained line). */
  amount: number;
  entertain: boolean;
}

export interface DraftInput {
  now: Date;
  timeZone: string;
  /** The order's payable: the invoice total (whole NT$). */
  payable: number;
  buyer: InvoiceInfo | null;
  lines: readonly InvoicedLine[];
}

/** A 4-digit random code (隨機碼), uniformly 0000-9999. */
export function randomCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

export function draftInvoice(input: DraftInput, code: string = randomCode()): InvoiceDraft {
  const issueDate = zonedDateTime(input.now, input.timeZone).date;
  const period = periodOfDate(issueDate);
  const buyer = input.buyer;
  const buyerTaxId = buyer?.type === 'uniformNumber' ? buyer.number : null;
  const carrierId = buyer?.type === 'phoneCarrier' ? buyer.number : null;
  const donationCode = buyer?.type === 'donationNumber' ? buyer.number : null;
  const amounts = invoiceAmounts(input.payable, buyerTaxId !== null);
  return {
    periodKey: periodKey(period),
    periodText: periodText(period),
    issueDate,
    randomCode: code,
    buyerTaxId,
    carrierType: carrierId === null ? null : PHONE_CARRIER_TYPE,
    carrierId,
    donationCode,
    printMark: carrierId === null && donationCode === null,
    salesCents: amounts.salesAmount,
    taxCents: amounts.taxAmount,
    totalCents: amounts.totalAmount,
    items: invoiceItems(input.lines, input.payable),
  };
}

/**
 * The order's lines as invoice items, at the prices charged (an entertained line at 0), plus one line for the
 * discounts so the items add up to the total: 折扣 when the order paid less than its lines, 進位調整 when the
 * payable was rounded up past them.
 */
export function invoiceItems(lines: readonly InvoicedLine[], payable: number): EinvoiceItemSnapshot[] {
  const items = lines.map((line) => ({
    name: line.name,
    quantity: line.count,
    unitPrice: line.entertain ? 0 : line.unitTotal,
    amount: line.entertain ? 0 : line.amount,
  }));
  const difference = payable - items.reduce((sum, item) => sum + item.amount, 0);
  if (difference !== 0) {
    items.push({ name: difference < 0 ? '折扣' : '進位調整', quantity: 1, unitPrice: difference, amount: difference });
  }
  return items;
}
