import { splitTaxIncludedTotal } from './amounts.js';
import { type InvoiceItem, invoiceItems } from './invoice-items.js';

/**
 * Refunds of an invoiced order (issue 21; docs/einvoice.md, "Refunds and allowances"). Pure: what a refund gives
 * back, line by line or as an amount, and how an allowance (折讓) splits it into amounts without tax and the tax.
 * Money is integer cents of whole NT$ (multiples of 100).
 */

const DOLLAR = 100;

/** An order line as a refund sees it. */
export interface RefundableLine {
  readonly id: number;
  readonly name: string;
  readonly count: number;
  /** count x unit total, cents (0 for an entertained line). */
  readonly amount: number;
}

export interface RefundState {
  readonly payable: number;
  readonly lines: readonly RefundableLine[];
  /** What earlier (not reverted) refunds gave back: the total and the count per line id. */
  readonly refundedAmount: number;
  readonly refundedCounts: ReadonlyMap<number, number>;
}

export interface RefundAsk {
  readonly lines: readonly { readonly orderDetailId: number; readonly count: number }[] | null;
  readonly amount: number | null;
}

export interface RefundPlanLine {
  readonly orderDetailId: number;
  readonly name: string;
  readonly count: number;
  /** Cents, tax included. */
  readonly amount: number;
  /** The line's position among the order's lines (1-based): its SequenceNumber on the invoice. */
  readonly sequence: number;
  /** The line's whole count (what its invoice item holds). */
  readonly lineCount: number;
}

export type RefundPlan =
  | { readonly ok: true; readonly amount: number; readonly lines: readonly RefundPlanLine[]; readonly whole: boolean }
  | { readonly ok: false; readonly code: RefundIssueCode };

export type RefundIssueCode = 'NOTHING_LEFT' | 'LINE_NOT_FOUND' | 'COUNT_EXCEEDED' | 'AMOUNT_EXCEEDED' | 'ZERO';

export const REFUND_ISSUE_MESSAGE: Readonly<Record<RefundIssueCode, string>> = {
  NOTHING_LEFT: '此訂單已全額退款',
  LINE_NOT_FOUND: '退款品項不存在',
  COUNT_EXCEEDED: '退款數量超過可退數量',
  AMOUNT_EXCEEDED: '退款金額超過可退金額',
  ZERO: '退款金額須大於0',
};

const roundCount = (count: number) => Math.round(count * 100) / 100;
const toDollars = (cents: number) => Math.round(cents / DOLLAR) * DOLLAR;

/** Counts of a line still refundable. */
export function refundableCount(line: RefundableLine, refunded: ReadonlyMap<number, number>): number {
  return roundCount(line.count - (refunded.get(line.id) ?? 0));
}

/**
 * What a refund gives back. Lines: each unit's share of its invoice item (the line less its share of the order's
 * discounts, as invoiceItems nets it, so a whole line gives back exactly what the invoice lists for it), rounded to
 * whole NT$; the refund that gives back everything left
 * gives exactly what is left (no rounding drift). An amount: that amount. Neither: everything left. `whole` says the
 * refund gives back the entire order with nothing refunded before (the case a cancellation may serve).
 */
export function planRefund(state: RefundState, ask: RefundAsk): RefundPlan {
  const left = state.payable - state.refundedAmount;
  if (left <= 0) return { ok: false, code: 'NOTHING_LEFT' };
  const whole = (amount: number) => state.refundedAmount === 0 && amount === state.payable;
  if (ask.amount !== null) {
    if (ask.amount <= 0) return { ok: false, code: 'ZERO' };
    if (ask.amount > left) return { ok: false, code: 'AMOUNT_EXCEEDED' };
    return { ok: true, amount: ask.amount, lines: [], whole: whole(ask.amount) };
  }
  const asked = ask.lines ?? state.lines.map((line) => ({ orderDetailId: line.id, count: refundableCount(line, state.refundedCounts) }));
  const netted = nettedLineAmounts(state);
  const counts = new Map<number, number>();
  for (const entry of asked) counts.set(entry.orderDetailId, roundCount((counts.get(entry.orderDetailId) ?? 0) + entry.count));
  const planned: RefundPlanLine[] = [];
  let allRefunded = true;
  state.lines.forEach((line, index) => {
    const count = counts.get(line.id) ?? 0;
    const after = refundableCount(line, state.refundedCounts) - count;
    if (after > 0) allRefunded = false;
    if (count <= 0) return;
    const share = line.count === 0 ? 0 : ((netted[index] ?? 0) * count) / line.count;
    planned.push({ orderDetailId: line.id, name: line.name, count, amount: toDollars(share), sequence: index + 1, lineCount: line.count });
  });
  for (const id of counts.keys()) if (!state.lines.some((line) => line.id === id)) return { ok: false, code: 'LINE_NOT_FOUND' };
  for (const line of state.lines) {
    if ((counts.get(line.id) ?? 0) > refundableCount(line, state.refundedCounts) + 1e-9) return { ok: false, code: 'COUNT_EXCEEDED' };
  }
  let amount = planned.reduce((sum, line) => sum + line.amount, 0);
  if (allRefunded && planned.length > 0) {
    // The last refund gives back exactly what is left: its last line absorbs the rounding of the earlier ones.
    const last = planned.length - 1;
    const lastLine = planned[last] as RefundPlanLine;
    planned[last] = { ...lastLine, amount: lastLine.amount + (left - amount) };
    amount = left;
  }
  if (amount > left) return { ok: false, code: 'AMOUNT_EXCEEDED' };
  if (amount <= 0) return { ok: false, code: 'ZERO' };
  return { ok: true, amount, lines: planned, whole: whole(amount) };
}

/** Each line's amount on the invoice: the line less its share of the discounts (invoiceItems' netting). */
function nettedLineAmounts(state: RefundState): number[] {
  const lines = state.lines.map((line) => ({ name: line.name, count: line.count, unitTotal: 0, amount: line.amount, entertain: false }));
  return invoiceItems(lines, state.payable)
    .slice(0, lines.length)
    .map((item) => item.amount);
}

export interface AllowanceSplitItem {
  readonly name: string;
  readonly quantity: number;
  /** Without tax, cents (2 decimals of a dollar at most). */
  readonly unitPrice: number;
  readonly amount: number;
  readonly tax: number;
  readonly originalSequence: number | null;
}

/** Description of an allowance given as an amount. */
export const AMOUNT_ALLOWANCE_ITEM = '退款折讓';

/**
 * The allowance's items (G0401 ProductItem): each refunded part split into its amount without tax and the tax
 * (5 %, round half up, whole NT$), so Amount/TotalAmount = the items' amounts and Amount/TaxAmount = their taxes.
 * A refunded line names its invoice item (the one list of invoiceItems, `invoice`): the item's description and
 * SequenceNumber, so the allowance, its proof and the uploaded invoice tell the same items. Quantity is the count
 * refunded when the item lists the line's units and the amount divides into whole cents per unit, else 1 (a part of
 * the item), so UnitPrice x Quantity = Amount.
 */
export function allowanceItems(
  plan: { readonly amount: number; readonly lines: readonly RefundPlanLine[] },
  invoice: readonly InvoiceItem[] = [],
): AllowanceSplitItem[] {
  const parts = plan.lines.length > 0 ? plan.lines : [{ name: AMOUNT_ALLOWANCE_ITEM, count: 1, lineCount: 1, amount: plan.amount, sequence: null }];
  return parts
    .filter((part) => part.amount > 0)
    .map((part) => {
      const { sales, tax } = splitTaxIncludedTotal(part.amount);
      const item = part.sequence === null ? undefined : invoice[part.sequence - 1];
      const perUnit = part.count > 0 ? Math.round(sales / part.count) : 0;
      const byUnit = (item === undefined || item.quantity === part.lineCount) && part.count > 0 && Math.abs(perUnit * part.count - sales) < 1e-6;
      return {
        name: item?.name ?? part.name,
        quantity: byUnit ? part.count : 1,
        unitPrice: byUnit ? perUnit : sales,
        amount: sales,
        tax,
        originalSequence: part.sequence,
      };
    });
}
