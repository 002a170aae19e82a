import { INVOICE_NUMBER_MAX, isInvoiceNumberInRange, isTrackLetters, TRACK_BOOK_SIZE, type TrackRange } from '../validation/track-range.js';

/**
 * Invoice number tracks (字軌). The tax authority assigns a business, per two-month period, ranges of
 * numbers made of two capital letters and 8 digits (AB00000000 .. AB00000049 is one book), always in
 * whole books of 50. A store enters its ranges; the server hands the numbers out in order.
 */

/** The settings screen warns when fewer than this many numbers remain. */
export const LOW_NUMBERS_THRESHOLD = 50;

const INVOICE_NUMBER = /^([A-Z]{2})(\d{8})$/;

/** 'AB12345678'. */
export function isInvoiceNumber(text: string): boolean {
  return INVOICE_NUMBER.test(text);
}

/** ('AB', 50) -> 'AB00000050'. */
export function formatInvoiceNumber(letters: string, number: number): string {
  if (!isTrackLetters(letters)) throw new RangeError(`track letters must be 2 capital letters, got ${letters}`);
  if (!isInvoiceNumberInRange(number)) throw new RangeError(`invoice number must be 0..${INVOICE_NUMBER_MAX}, got ${number}`);
  return `${letters}${String(number).padStart(8, '0')}`;
}

/** 'AB00000050' -> { letters: 'AB', number: 50 }. */
export function parseInvoiceNumber(text: string): { readonly letters: string; readonly number: number } {
  const match = INVOICE_NUMBER.exec(text);
  if (!match) throw new RangeError(`not an invoice number: ${text}`);
  return { letters: match[1] ?? '', number: Number(match[2]) };
}

/** How many numbers the range holds. */
export function trackSize(range: Pick<TrackRange, 'start' | 'end'>): number {
  return range.end - range.start + 1;
}

/** Whole books of 50 in the range. */
export function trackBooks(range: Pick<TrackRange, 'start' | 'end'>): number {
  return Math.floor(trackSize(range) / TRACK_BOOK_SIZE);
}

/**
 * Numbers left when `nextNumber` is the next one to hand out (start .. end + 1; end + 1 means the
 * range is used up).
 */
export function remainingNumbers(range: Pick<TrackRange, 'start' | 'end'>, nextNumber: number): number {
  if (!Number.isInteger(nextNumber) || nextNumber < range.start || nextNumber > range.end + 1) {
    throw new RangeError(`next number ${nextNumber} is outside ${range.start}..${range.end + 1}`);
  }
  return range.end + 1 - nextNumber;
}

export function isLowOnNumbers(remaining: number): boolean {
  return remaining < LOW_NUMBERS_THRESHOLD;
}

/** The numbers never handed out (blank numbers to report after the period closes), or null if none. */
export function unusedNumbers(range: Pick<TrackRange, 'start' | 'end'>, nextNumber: number): { readonly start: number; readonly end: number } | null {
  return remainingNumbers(range, nextNumber) === 0 ? null : { start: nextNumber, end: range.end };
}

/** The number as the proof prints it: 'AB12345678' -> 'AB-12345678'. */
export function invoiceNumberText(invoiceNumber: string): string {
  const { letters, number } = parseInvoiceNumber(invoiceNumber);
  return `${letters}-${String(number).padStart(8, '0')}`;
}

/** Ranges of numbers (both ends included) sorted and merged where they touch or overlap: [0-9, 10-49, 60-99] -> [0-49, 60-99]. */
export function mergeRanges(ranges: readonly { readonly start: number; readonly end: number }[]): { start: number; end: number }[] {
  const merged: { start: number; end: number }[] = [];
  for (const range of [...ranges].sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1);
    if (last && range.start <= last.end + 1) last.end = Math.max(last.end, range.end);
    else merged.push({ start: range.start, end: range.end });
  }
  return merged;
}

/** The number supply runs out: under 10 % of the period's numbers left, or less than one day at the recent rate. */
export function isRunningOut(supply: { readonly remaining: number; readonly size: number; readonly dailyRate: number }): boolean {
  if (supply.size === 0) return true;
  return supply.remaining < supply.size * 0.1 || supply.remaining < supply.dailyRate;
}

/** The warning the POS and 發票設定 show when the supply runs out (isRunningOut), or null. */
export function numberSupplyMessage(supply: { readonly remaining: number; readonly size: number; readonly dailyRate: number }): string | null {
  if (!isRunningOut(supply)) return null;
  if (supply.size === 0) return '本期尚未設定字軌，請至發票設定新增';
  return `本期發票號碼僅剩 ${supply.remaining} 張，請盡快至發票設定新增字軌`;
}
