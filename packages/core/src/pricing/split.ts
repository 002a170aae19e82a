import { PAYABLE_UNIT_CENTS } from './order.js';

/**
 * Splitting one check into several (docs/tables.md, 拆單): each holder (the check that keeps what is left, and each
 * new check) takes some count of each line. The holders' amounts add up to the original's exactly:
 *
 *   - each line's amount (cents) is shared by the counts taken, to the cent, largest remainder first;
 *   - the payable before the service charge and the service charge are each shared in proportion to the goods each
 *     holder took (its lines' amounts, entertained lines left out), in whole NT$, largest remainder first; the few
 *     cents of a payable that is not a whole NT$ go to the holder with the most goods;
 *   - the discounts a holder gets are what is left: its goods - its share of the payable before the service charge.
 *     A holder is never given more payable than its goods while another holder has room (so its discount is >= 0).
 *
 * Nothing is lost or invented: sum(payable) = the original payable, sum(serviceCharge) = the original service charge,
 * every amount >= 0. Pure; the server stores the shares and the property test (split.property.test.ts) checks them.
 */

export interface SplitLine {
  /** The line's amount in cents (count x unit total). */
  readonly amount: number;
  /** Its count, at most 2 decimals. */
  readonly count: number;
  readonly entertain: boolean;
}

export interface SplitSource {
  readonly lines: readonly SplitLine[];
  /** The original check's payable, service charge included (cents). */
  readonly payable: number;
  /** The original check's service charge (cents), part of the payable. */
  readonly serviceCharge: number;
}

export interface SplitShare {
  /** Per line of the source, the count this holder takes. */
  readonly counts: readonly number[];
  /** Per line, its share of the line's amount (cents). */
  readonly lineAmounts: readonly number[];
  /** Every line share. */
  readonly subtotal: number;
  /** The entertained lines' shares. */
  readonly entertainAmount: number;
  /** subtotal - entertainAmount - payable + serviceCharge. */
  readonly discount: number;
  readonly serviceCharge: number;
  readonly payable: number;
}

/**
 * Shares `total` among `weights` (non-negative integers) in proportion, in multiples of `unit` (the part of `total`
 * that is not a multiple of `unit` goes to the largest weight), largest remainder first; `caps` (optional) are the
 * most each may take while another has room. With every weight 0 the first takes it all. Sum = total, each >= 0.
 */
export function allocate(total: number, weights: readonly number[], unit = 1, caps?: readonly number[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`total must be a non-negative integer, got ${total}`);
  if (weights.length === 0) throw new RangeError('nothing to allocate to');
  const shares = weights.map(() => 0);
  const sum = weights.reduce((a, b) => a + b, 0);
  const largest = weights.reduce((best, weight, index) => (weight > weights[best]! ? index : best), 0);
  const units = Math.floor(total / unit);
  shares[largest]! += total - units * unit;
  if (sum === 0) {
    shares[0]! += units * unit;
    return shares;
  }
  const bigUnits = BigInt(units);
  const bigSum = BigInt(sum);
  let given = 0;
  const remainders = weights.map((weight, index) => {
    const exact = bigUnits * BigInt(weight);
    const whole = Number(exact / bigSum);
    shares[index]! += whole * unit;
    given += whole;
    return { index, remainder: exact % bigSum };
  });
  remainders.sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  let left = units - given;
  const room = (index: number) => caps === undefined || shares[index]! + unit <= caps[index]!;
  // Two passes: first only where the cap leaves room, then (nowhere had room) by remainder alone.
  for (const respectCaps of [true, false]) {
    for (const { index } of remainders) {
      if (left === 0) break;
      if (weights[index] === 0 && respectCaps) continue;
      if (respectCaps && !room(index)) continue;
      shares[index]! += unit;
      left -= 1;
    }
  }
  return shares;
}

/** Hundredths of a count (counts have at most 2 decimals). */
function hundredths(count: number): number {
  return Math.round(count * 100);
}

/**
 * Splits `source` among holders, each given as its count per line. Every holder's counts must be >= 0 and the
 * counts of each line must add up to the line's count (the caller checks what it refuses with a message).
 */
export function splitCheck(source: SplitSource, holders: readonly (readonly number[])[]): SplitShare[] {
  const { lines } = source;
  if (holders.length === 0) throw new RangeError('a split needs at least one holder');
  const lineAmounts: number[][] = holders.map(() => []);
  lines.forEach((line, lineIndex) => {
    const counts = holders.map((counts) => hundredths(counts[lineIndex] ?? 0));
    if (counts.some((count) => count < 0)) throw new RangeError('a holder takes a negative count');
    if (counts.reduce((a, b) => a + b, 0) !== hundredths(line.count)) throw new RangeError(`line ${lineIndex} is not fully shared`);
    allocate(line.amount, counts).forEach((amount, holder) => lineAmounts[holder]!.push(amount));
  });
  const goods = lineAmounts.map((amounts) => amounts.reduce((sum, amount, index) => sum + (lines[index]!.entertain ? 0 : amount), 0));
  const beforeService = source.payable - source.serviceCharge;
  const payables = allocate(beforeService, goods, PAYABLE_UNIT_CENTS, goods);
  const services = allocate(source.serviceCharge, goods, PAYABLE_UNIT_CENTS);
  return holders.map((counts, holder) => {
    const amounts = lineAmounts[holder]!;
    const subtotal = amounts.reduce((a, b) => a + b, 0);
    const entertainAmount = subtotal - goods[holder]!;
    const serviceCharge = services[holder]!;
    const payable = payables[holder]! + serviceCharge;
    return {
      counts: lines.map((_, index) => counts[index] ?? 0),
      lineAmounts: amounts,
      subtotal,
      entertainAmount,
      discount: goods[holder]! - payables[holder]!,
      serviceCharge,
      payable,
    };
  });
}
