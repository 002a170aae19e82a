/**
 * Invoice amounts. Taiwanese invoices are in whole NT$; like all money here they are passed as integer
 * cents, so every amount in and out is a multiple of 100. Business tax is 5 % and our prices include it
 * (TaxType 1, taxable).
 *
 * - Buyer with a 統編 (B2B): the tax is split out, sales = round(total / 1.05), tax = total - sales
 *   (NT$1,380 -> 1,314 + 66); the proof prints both.
 * - Consumer (B2C): the proof shows the tax-included total only.
 *
 * F0401's SalesAmount for a consumer sale (the sources disagree): we send the tax-INCLUDED total with
 * TaxAmount 0, so SalesAmount + TaxAmount = TotalAmount still holds. Why: a consumer invoice has no
 * tax line (the buyer cannot deduct input tax, and the price the customer saw is what is recorded),
 * which is the usual Turnkey practice for B2C; the tax authority computes the tax of B2C sales from
 * the period's totals. The left QR code's sales field is a different thing, "sales amount (tax
 * excluded)": it always carries the split, for consumers too, as the specification's own consumer
 * example does (total 340 -> sales 324).
 */

const CENTS_PER_DOLLAR = 100;

export interface InvoiceAmounts {
  /** F0401 Amount/SalesAmount, cents. */
  readonly salesAmount: number;
  /** F0401 Amount/TaxAmount, cents. */
  readonly taxAmount: number;
  /** F0401 Amount/TotalAmount, cents. */
  readonly totalAmount: number;
}

/** The tax-excluded sales and the tax in a tax-included total (whole dollars): 138000 -> 131400 + 6600. */
export function splitTaxIncludedTotal(totalCents: number): { readonly sales: number; readonly tax: number } {
  const total = wholeDollars(totalCents, 'total');
  // round(total / 1.05) half up, in integers: floor((200 x total + 105) / 210).
  const sales = Math.floor((200 * total + 105) / 210);
  return { sales: sales * CENTS_PER_DOLLAR, tax: (total - sales) * CENTS_PER_DOLLAR };
}

/** The F0401 amounts of an invoice: split for a buyer with a 統編, tax-included for a consumer. */
export function invoiceAmounts(totalCents: number, buyerHasTaxId: boolean): InvoiceAmounts {
  wholeDollars(totalCents, 'total');
  if (!buyerHasTaxId) return { salesAmount: totalCents, taxAmount: 0, totalAmount: totalCents };
  const { sales, tax } = splitTaxIncludedTotal(totalCents);
  return { salesAmount: sales, taxAmount: tax, totalAmount: totalCents };
}

/** The left QR code's tax-excluded sales amount, for every buyer. */
export function qrSalesAmount(totalCents: number): number {
  return splitTaxIncludedTotal(totalCents).sales;
}

/** Whole dollars of an amount in cents that must be a whole, non-negative NT$ amount. */
export function wholeDollars(cents: number, label: string): number {
  if (!Number.isSafeInteger(cents) || cents < 0 || cents % CENTS_PER_DOLLAR !== 0) {
    throw new RangeError(`${label} must be whole NT$ in cents (a multiple of 100), got ${cents}`);
  }
  return cents / CENTS_PER_DOLLAR;
}
