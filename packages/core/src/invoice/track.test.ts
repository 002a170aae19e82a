import { describe, expect, it } from 'vitest';
import { invoicePeriod } from '../validation/invoice-period.js';
import { rangesOverlap, type TrackRange, validateTrackRange } from '../validation/track-range.js';
import {
  isRunningOut,
  mergeRanges,
  invoiceNumberText,
  formatInvoiceNumber,
  isInvoiceNumber,
  isLowOnNumbers,
  parseInvoiceNumber,
  remainingNumbers,
  trackBooks,
  trackSize,
  unusedNumbers,
} from './track.js';

const period = invoicePeriod(2026, 11);
const range = (letters: string, start: number, end: number, p = period): TrackRange => ({ period: p, letters, start, end });

describe('invoice numbers', () => {
  it('formats two letters and 8 digits', () => {
    expect(formatInvoiceNumber('AB', 50)).toBe('AB00000050');
    expect(formatInvoiceNumber('ZZ', 99_999_999)).toBe('ZZ99999999');
    expect(() => formatInvoiceNumber('Ab', 1)).toThrow(RangeError);
    expect(() => formatInvoiceNumber('AB', 100_000_000)).toThrow(RangeError);
    expect(() => formatInvoiceNumber('AB', 1.5)).toThrow(RangeError);
  });

  it('parses and recognises numbers', () => {
    expect(parseInvoiceNumber('AB00000050')).toEqual({ letters: 'AB', number: 50 });
    expect(isInvoiceNumber('AB12345678')).toBe(true);
    for (const bad of ['ab12345678', 'AB1234567', 'A123456789', 'AB123456789']) expect(isInvoiceNumber(bad)).toBe(false);
    expect(() => parseInvoiceNumber('AB1')).toThrow(RangeError);
  });
});

describe('counting numbers', () => {
  it('sizes a range in numbers and books', () => {
    expect(trackSize(range('AB', 0, 49))).toBe(50);
    expect(trackBooks(range('AB', 100, 249))).toBe(3);
  });

  it('counts the numbers left from the next one to hand out', () => {
    const r = range('AB', 100, 249);
    expect(remainingNumbers(r, 100)).toBe(150);
    expect(remainingNumbers(r, 249)).toBe(1);
    expect(remainingNumbers(r, 250)).toBe(0);
    expect(() => remainingNumbers(r, 99)).toThrow(RangeError);
    expect(() => remainingNumbers(r, 251)).toThrow(RangeError);
  });

  it('warns below 50 remaining', () => {
    expect(isLowOnNumbers(50)).toBe(false);
    expect(isLowOnNumbers(49)).toBe(true);
  });

  it('lists the blank numbers of a range', () => {
    expect(unusedNumbers(range('AB', 100, 249), 180)).toEqual({ start: 180, end: 249 });
    expect(unusedNumbers(range('AB', 100, 249), 250)).toBeNull();
  });
});

describe('validateTrackRange', () => {
  const message = (r: TrackRange, others: TrackRange[] = [], today?: string) =>
    validateTrackRange(r, others, today === undefined ? {} : { today })?.message ?? null;

  it('accepts whole books', () => {
    expect(validateTrackRange(range('AB', 0, 49), [])).toBeNull();
    expect(validateTrackRange(range('AB', 12_345_650, 12_345_799), [])).toBeNull();
  });

  it('requires books of 50', () => {
    expect(message(range('AB', 10, 59))).toBe('起始號碼須為每本第一號（50的倍數，尾數00或50）');
    expect(message(range('AB', 50, 98))).toBe('結束號碼須為每本最後一號（尾數49或99）');
  });

  it('checks letters, numbers and order', () => {
    expect(message(range('A1', 0, 49))).toBe('字軌須為2個大寫英文字母');
    expect(message(range('AB', 0, 100_000_049))).toBe('發票號碼須為8位數字');
    expect(message(range('AB', 100, 49))).toBe('起始號碼不可大於結束號碼');
  });

  it('refuses overlaps with the same letters in the same period only', () => {
    const existing = [range('AB', 100, 199)];
    expect(message(range('AB', 150, 249), existing)).toBe('號碼區間與已設定的字軌重疊');
    expect(message(range('AB', 0, 149), existing)).toBe('號碼區間與已設定的字軌重疊');
    expect(message(range('AB', 200, 249), existing)).toBeNull(); // adjacent
    expect(message(range('AC', 100, 199), existing)).toBeNull(); // other letters
    expect(message(range('AB', 100, 199, invoicePeriod(2027, 1)), existing)).toBeNull(); // other period
  });

  it('needs a real period, not yet over', () => {
    expect(message({ ...range('AB', 0, 49), period: { year: 2026, startMonth: 2, endMonth: 3 } })).toBe('發票期別不正確');
    expect(message(range('AB', 0, 49), [], '2027-01-01')).toBe('發票期別已結束');
    expect(message(range('AB', 0, 49), [], '2026-12-31')).toBeNull();
    expect(message(range('AB', 0, 49), [], '2026-09-15')).toBeNull(); // entered ahead of time
  });

  it('says two ranges overlap symmetrically', () => {
    const a = range('AB', 0, 99);
    const b = range('AB', 50, 149);
    expect(rangesOverlap(a, b)).toBe(true);
    expect(rangesOverlap(b, a)).toBe(true);
  });
});

describe('invoiceNumberText', () => {
  it('prints the letters apart', () => {
    expect(invoiceNumberText('AB00000050')).toBe('AB-00000050');
    expect(() => invoiceNumberText('AB0000005')).toThrow(RangeError);
  });
});

describe('mergeRanges and isRunningOut', () => {
  it('merges touching and overlapping ranges, sorted', () => {
    expect(mergeRanges([{ start: 60, end: 99 }, { start: 10, end: 49 }, { start: 0, end: 9 }])).toEqual([
      { start: 0, end: 49 },
      { start: 60, end: 99 },
    ]);
  });

  it('warns under 10 % left or under one day at the recent rate', () => {
    expect(isRunningOut({ remaining: 9, size: 100, dailyRate: 1 })).toBe(true);
    expect(isRunningOut({ remaining: 50, size: 100, dailyRate: 60 })).toBe(true);
    expect(isRunningOut({ remaining: 50, size: 100, dailyRate: 10 })).toBe(false);
    expect(isRunningOut({ remaining: 0, size: 0, dailyRate: 0 })).toBe(true);
  });
});
