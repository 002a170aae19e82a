/**
 * Netting (issue 21, part 5; since issue 39 for every copy of the invoice, invoice-items.ts): the order's discounts go
 * into the lines they apply to instead of a negative `折扣` item. MIG 4.1 gives no rule that allows a negative
 * ProductItem, and the platform's checks of 4.1 are strict on item arithmetic (UnitPrice x Quantity = Amount); the
 * safe reading is that every item is a sale, not a deduction. Each positive line gives up a share in proportion to its
 * amount (largest remainder, in whole NT$, or in cents when an amount is not whole), the items then add up to the
 * invoice total exactly, and the discount line is left out. A line keeps its quantity when its amount divides into
 * whole cents per unit; otherwise it is written as one unit of its whole amount, its quantity kept in the description
 * (`滷肉飯 x3`), so UnitPrice x Quantity = Amount holds on every item. One item per order line stays, in the same
 * order, so the SequenceNumbers an allowance (G0401) names are those of the issued invoice (the discount line is
 * always the last).
 */

export interface InvoiceItemAmounts {
  readonly name: string;
  readonly quantity: number;
  /** Cents. */
  readonly unitPrice: number;
  /** Cents. */
  readonly amount: number;
}

export function nettedInvoiceItems(items: readonly InvoiceItemAmounts[]): InvoiceItemAmounts[] {
  const discount = -items.reduce((sum, item) => sum + Math.min(0, item.amount), 0);
  const kept = items.filter((item) => item.amount >= 0);
  if (discount === 0) return kept.map((item) => exactItem(item, item.amount));
  const base = kept.reduce((sum, item) => sum + item.amount, 0);
  if (discount > base) throw new Error('the discount is larger than the lines it applies to');
  // Shares in whole NT$ when every amount is whole (the usual case), else in cents.
  const unit = [discount, ...kept.map((item) => item.amount)].every((cents) => cents % 100 === 0) ? 100 : 1;
  const exact = kept.map((item) => (discount / unit) * (item.amount / base));
  const shares = exact.map(Math.floor);
  let left = discount / unit - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    if (((shares[index] ?? 0) + 1) * unit <= (kept[index]?.amount ?? 0)) {
      shares[index] = (shares[index] ?? 0) + 1;
      left--;
    }
  }
  return kept.map((item, index) => exactItem(item, item.amount - (shares[index] ?? 0) * unit));
}

/**
 * The item at `amount` with UnitPrice x Quantity = Amount: its quantity kept when the amount divides into whole cents
 * per unit, else one unit of the whole amount with the quantity in the description. Also for a line left as charged
 * whose amount was rounded to the cent (a weighed 0.33 kg at NT$45.50).
 */
function exactItem(item: InvoiceItemAmounts, amount: number): InvoiceItemAmounts {
  if (amount === item.amount && Math.abs(item.unitPrice * item.quantity - amount) < 1e-6) return item;
  const unitPrice = item.quantity > 0 ? Math.round(amount / item.quantity) : amount;
  if (Math.abs(unitPrice * item.quantity - amount) < 1e-6) return { name: item.name, quantity: item.quantity, unitPrice, amount };
  return { name: `${item.name} x${Math.round(item.quantity * 100) / 100}`, quantity: 1, unitPrice: amount, amount };
}
