import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { centsToDollars, dollarsToCents, formatCents, formatThousands, round2, roundDecimal, toNumber } from './money.js';

describe('formatThousands', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567, '1,234,567'],
    [-1234, '-1,234'],
    [-999, '-999'],
    [1234.5, '1,234.5'],
    [-1234567.891, '-1,234,567.891'],
    [0.25, '0.25'],
    [1e21, '1,000,000,000,000,000,000,000'],
    [1e-7, '0.0000001'],
  ])('%d -> %s', (value, text) => {
    expect(formatThousands(value)).toBe(text);
  });
  it('keeps decimals of numeric strings as written', () => {
    expect(formatThousands('1234.50')).toBe('1,234.50');
    expect(formatThousands(' -1234 ')).toBe('-1,234');
    expect(formatThousands('+.5')).toBe('0.5');
    expect(formatThousands('1.2e3')).toBe('1,200');
  });
  it('gives an empty string for non-numeric input', () => {
    expect(formatThousands('abc')).toBe('');
    expect(formatThousands('')).toBe('');
    expect(formatThousands('1,234')).toBe('');
    expect(formatThousands(Number.NaN)).toBe('');
    expect(formatThousands(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatThousands(null)).toBe('');
    expect(formatThousands(undefined)).toBe('');
  });
  it('removing the commas gives the number back', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (value) => {
        expect(Number(formatThousands(value).replaceAll(',', ''))).toBe(value);
      }),
    );
  });
});

describe('round2', () => {
  it.each([
    [1.005, 1.01],
    [1.004, 1],
    [2.675, 2.68],
    [-1.005, -1.01],
    [-0.004, 0],
    [10, 10],
    [0.1 + 0.2, 0.3],
    ['3.14159', 3.14],
    [' 7 ', 7],
    [1e-7, 0],
  ])('%s -> %d', (value, rounded) => {
    expect(round2(value)).toBe(rounded);
  });
  it('returns null when not numeric', () => {
    for (const value of ['', ' ', 'abc', '1,000', null, undefined, Number.NaN, Number.POSITIVE_INFINITY, true, {}, []]) {
      expect(round2(value)).toBeNull();
    }
  });
  it('never leaves more than 2 decimals and moves at most half a cent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        const rounded = round2(value) as number;
        expect(Math.abs(rounded - value)).toBeLessThanOrEqual(0.005 + 1e-6);
        expect(Number.isInteger(Math.round(rounded * 100))).toBe(true);
        expect(String(rounded).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(2);
      }),
    );
  });
});

describe('roundDecimal and toNumber', () => {
  it('rounds to any number of places', () => {
    expect(roundDecimal(2.5, 0)).toBe(3);
    expect(roundDecimal(-2.5, 0)).toBe(-3);
    expect(roundDecimal(0.05, 1)).toBe(0.1);
    expect(roundDecimal(12.3456, 3)).toBe(12.346);
  });
  it('parses numbers and numeric strings only', () => {
    expect(toNumber('12.5')).toBe(12.5);
    expect(toNumber('.5')).toBe(0.5);
    expect(toNumber('0x10')).toBeNull();
    expect(toNumber('Infinity')).toBeNull();
  });
});

describe('cents', () => {
  it('converts between cents and dollars', () => {
    expect(centsToDollars(123456)).toBe(1234.56);
    expect(dollarsToCents(1234.56)).toBe(123456);
    expect(dollarsToCents('1.005')).toBe(101);
    expect(dollarsToCents('-0.001')).toBe(0);
    expect(dollarsToCents('x')).toBeNull();
  });
  it('round-trips every whole cent amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
      }),
    );
  });
  it('formats whole dollars without decimals and the rest with two', () => {
    expect(formatCents(0)).toBe('NT$0');
    expect(formatCents(123400)).toBe('NT$1,234');
    expect(formatCents(123450)).toBe('NT$1,234.50');
    expect(formatCents(5)).toBe('NT$0.05');
    expect(formatCents(-123400)).toBe('-NT$1,234');
    expect(formatCents(100000000)).toBe('NT$1,000,000');
  });
});
