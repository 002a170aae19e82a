import {
  type InvoicedLine,
  type InvoiceInfo,
  invoiceAmounts,
  invoiceItems,
  invoiceMainRemark,
  periodKey,
  pointsRedemptionRemark,
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
  /** F0401 MainRemark: what the netted items no longer show (a points redemption). */
  mainRemark: string | null;
}

export interface DraftInput {
  now: Date;
  timeZone: string;
  /** The order's payable: the invoice total (whole NT$). */
  payable: number;
  buyer: InvoiceInfo | null;
  lines: readonly InvoicedLine[];
  /** The order's points discount (cents), netted into the items like every discount and said in the remark. */
  pointsDiscount?: number;
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
    mainRemark: invoiceMainRemark([pointsRedemptionRemark(input.pointsDiscount ?? 0)]),
  };
}
