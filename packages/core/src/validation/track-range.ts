import { comparePeriods, type InvoicePeriod, invoicePeriod, periodOfDate, rocYear3 } from './invoice-period.js';

/**
 * A range of invoice numbers (字軌) as a store enters it, and the check of one before it is saved: what the
 * e-invoice contract refuses. Handing the numbers out and the supply warnings: invoice/track.ts.
 */

export const TRACK_BOOK_SIZE = 50;
export const INVOICE_NUMBER_MAX = 99_999_999;

const TRACK_LETTERS = /^[A-Z]{2}$/;

/** One range of numbers of one period: start and end are the 8-digit numbers, both included. */
export interface TrackRange {
  readonly period: InvoicePeriod;
  readonly letters: string;
  readonly start: number;
  readonly end: number;
}

export function isTrackLetters(letters: string): boolean {
  return TRACK_LETTERS.test(letters);
}

/** Two ranges share a number: same period, same letters, intersecting numbers. */
export function rangesOverlap(a: TrackRange, b: TrackRange): boolean {
  return (
    comparePeriods(a.period, b.period) === 0 && a.letters === b.letters && a.start <= b.end && b.start <= a.end
  );
}

export type TrackIssueCode = 'LETTERS' | 'NUMBER' | 'ORDER' | 'BOOK_START' | 'BOOK_END' | 'PERIOD' | 'PERIOD_PAST' | 'OVERLAP';

export interface TrackIssue {
  readonly code: TrackIssueCode;
  readonly message: string;
}

/** Ours: the spec does not cover tracks. */
export const TRACK_ISSUE_MESSAGE: Readonly<Record<TrackIssueCode, string>> = {
  LETTERS: '字軌須為2個大寫英文字母',
  NUMBER: '發票號碼須為8位數字',
  ORDER: '起始號碼不可大於結束號碼',
  BOOK_START: '起始號碼須為每本第一號（50的倍數，尾數00或50）',
  BOOK_END: '結束號碼須為每本最後一號（尾數49或99）',
  PERIOD: '發票期別不正確',
  PERIOD_PAST: '發票期別已結束',
  OVERLAP: '號碼區間與已設定的字軌重疊',
};

export interface TrackValidationOptions {
  /** The store's local date 'yyyy-MM-dd': a range of a period already over is refused. */
  readonly today?: string;
}

/**
 * The first problem of a range entered by a store, or null when it may be saved. `others` are the
 * store's other ranges (leave the edited range itself out). A range belongs to one period by
 * construction; here the period must be a real one and, given `today`, not over yet.
 */
export function validateTrackRange(
  range: TrackRange,
  others: readonly TrackRange[],
  options: TrackValidationOptions = {},
): TrackIssue | null {
  const issue = (code: TrackIssueCode): TrackIssue => ({ code, message: TRACK_ISSUE_MESSAGE[code] });
  if (!isRealPeriod(range.period)) return issue('PERIOD');
  if (options.today !== undefined && comparePeriods(range.period, periodOfDate(options.today)) < 0) return issue('PERIOD_PAST');
  if (!isTrackLetters(range.letters)) return issue('LETTERS');
  if (!isInvoiceNumberInRange(range.start) || !isInvoiceNumberInRange(range.end)) return issue('NUMBER');
  if (range.start > range.end) return issue('ORDER');
  if (range.start % TRACK_BOOK_SIZE !== 0) return issue('BOOK_START');
  if ((range.end + 1) % TRACK_BOOK_SIZE !== 0) return issue('BOOK_END');
  if (others.some((other) => rangesOverlap(range, other))) return issue('OVERLAP');
  return null;
}

export function isInvoiceNumberInRange(number: number): boolean {
  return Number.isInteger(number) && number >= 0 && number <= INVOICE_NUMBER_MAX;
}

function isRealPeriod(period: InvoicePeriod): boolean {
  try {
    // A real period starts on an odd month and has a 3-digit ROC year (both throw otherwise).
    const normal = invoicePeriod(period.year, period.startMonth);
    rocYear3(period.year);
    return normal.startMonth === period.startMonth && normal.endMonth === period.endMonth;
  } catch {
    return false;
  }
}
