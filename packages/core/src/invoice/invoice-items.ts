/**
 * An order's lines as the items of its e-invoice (the proof's 交易明細 and QR codes, the F0401 message before
 * netting): shared by the server, which records the invoice, and the POS, which prints the proof of an invoice issued
 * offline (docs/offline.md), so both list the same items.
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
 * The order's lines as invoice items, at the prices charged (an entertained line at 0), plus one line for the
 * discounts so the items add up to the total: 折扣 when the order paid less than its lines, 進位調整 when the
 * payable was rounded up past them.
 */
export function invoiceItems(lines: readonly InvoicedLine[], payable: number): InvoiceItem[] {
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
