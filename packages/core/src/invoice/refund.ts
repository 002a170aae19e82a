import { splitTaxIncludedTotal } from './amounts.js';

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
 * What a refund gives back. Lines: each unit's share of the payable (its amount scaled by payable / lines, so the
 * order's discounts are given back in proportion), rounded to whole NT$; the refund that gives back everything left
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
  const linesTotal = state.lines.reduce((sum, line) => sum + line.amount, 0);
  const counts = new Map<number, number>();
  for (const entry of asked) counts.set(entry.orderDetailId, roundCount((counts.get(entry.orderDetailId) ?? 0) + entry.count));
  const planned: RefundPlanLine[] = [];
  let allRefunded = true;
  state.lines.forEach((line, index) => {
    const count = counts.get(line.id) ?? 0;
    const after = refundableCount(line, state.refundedCounts) - count;
    if (after > 0) allRefunded = false;
    if (count <= 0) return;
    const share = linesTotal === 0 ? 0 : (line.amount * (count / line.count) * state.payable) / linesTotal;
    planned.push({ orderDetailId: line.id, name: line.name, count, amount: toDollars(share), sequence: index + 1 });
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
 */
export function allowanceItems(plan: { readonly amount: number; readonly lines: readonly RefundPlanLine[] }): AllowanceSplitItem[] {
  const parts = plan.lines.length > 0 ? plan.lines : [{ name: AMOUNT_ALLOWANCE_ITEM, count: 1, amount: plan.amount, sequence: null }];
  return parts
    .filter((part) => part.amount > 0)
    .map((part) => {
      const { sales, tax } = splitTaxIncludedTotal(part.amount);
      return {
        name: part.name,
        quantity: part.count,
        unitPrice: Math.round(sales / part.count),
        amount: sales,
        tax,
        originalSequence: part.sequence,
      };
    });
}
