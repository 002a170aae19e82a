import { nettedInvoiceItems } from './netted-items.js';

/**
 * The one item list of an e-invoice (issue 39): what the proof's 交易明細 prints, what both QR codes record and what
 * the F0401 message uploads, built once here and kept on the invoice. Shared by the server, which records the invoice,
 * and the POS, which prints the proof of an invoice issued offline (docs/offline.md), so every copy lists the same
 * items. Allowances (G0401) name these items by their position (refund.ts, allowanceItems).
 */

/** A line of the order as the invoice lists it. */
export interface InvoicedLine {
  readonly name: string;
  readonly count: number;
  /** One unit with its options and combos, cents. */
  readonly unitTotal: number;
  /** count x unitTotal, cents (0 for an entertained line). */
  readonly amount: number;
  readonly entertain: boolean;
}

export interface InvoiceItem {
  name: string;
  quantity: number;
  /** Cents. */
  unitPrice: number;
  /** Cents. */
  amount: number;
}

/**
 * The order's lines as invoice items adding up to the payable: one item per line, in the order's order, at the price
 * charged (an entertained line at 0) less its share of the order's discounts and coupons (nettedInvoiceItems: no
 * negative line, UnitPrice x Quantity = Amount on every item), then one `進位調整` item when the payable was rounded
 * up past the lines. Item n is line n, so an allowance names the line it refunds by its SequenceNumber.
 */
export function invoiceItems(lines: readonly InvoicedLine[], payable: number): InvoiceItem[] {
  return invoiceItemsOf(grossItems(lines, payable));
}

/**
 * The item list of an invoice as kept. Invoices issued before issue 39 kept the gross lines and a negative `折扣`
 * line; they are netted here the same way, so their proof, reprint, QR codes and F0401 tell one story too. A list
 * without a negative item comes back unchanged.
 */
export function invoiceItemsOf(kept: readonly InvoiceItem[]): InvoiceItem[] {
  return nettedInvoiceItems(kept).map(({ name, quantity, unitPrice, amount }) => ({ name, quantity, unitPrice, amount }));
}

/** The lines at the prices charged, plus the difference to the payable as one line (折扣 below, 進位調整 above). */
function grossItems(lines: readonly InvoicedLine[], payable: number): InvoiceItem[] {
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
