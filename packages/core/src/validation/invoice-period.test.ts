import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  comparePeriods,
  invoicePeriod,
  nextPeriod,
  parseLocalDate,
  parsePeriodKey,
  periodContains,
  periodDates,
  periodKey,
  periodOfDate,
  periodText,
  previousPeriod,
  rocDate7,
  rocYear,
  rocYear3,
} from './invoice-period.js';

describe('periodOfDate', () => {
  it.each([
    ['2026-01-01', 1],
    ['2026-02-28', 1],
    ['2026-03-01', 3],
    ['2026-04-30', 3],
    ['2026-10-31', 9],
    ['2026-11-01', 11],
    ['2026-12-31', 11],
  ])('%s falls in the period starting in month %i', (date, startMonth) => {
    expect(periodOfDate(date)).toEqual({ year: 2026, startMonth, endMonth: startMonth + 1 });
  });

  it('rolls over at the two-month boundary, across the year too', () => {
    expect(periodText(periodOfDate('2026-12-31'))).toBe('115年11-12月');
    expect(periodText(periodOfDate('2027-01-01'))).toBe('116年01-02月');
    expect(periodText(periodOfDate('2026-02-28'))).toBe('115年01-02月');
    expect(periodText(periodOfDate('2026-03-01'))).toBe('115年03-04月');
  });

  it('refuses malformed and impossible dates', () => {
    for (const text of ['2026-1-01', '2026/01/01', '2026-13-01', '2026-00-10', '2025-02-29', '2026-04-31', '']) {
      expect(() => parseLocalDate(text)).toThrow(RangeError);
    }
    expect(parseLocalDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });
});

describe('ROC years and dates', () => {
  it('subtracts 1911', () => {
    expect(rocYear(2026)).toBe(115);
    expect(rocYear3(2026)).toBe('115');
    expect(rocYear3(2010)).toBe('099');
    expect(() => rocYear(1911)).toThrow(RangeError);
  });

  it('writes the QR date as yyyMMdd', () => {
    expect(rocDate7('2013-05-23')).toBe('1020523');
    expect(rocDate7('2026-01-05')).toBe('1150105');
  });
});

describe('periodText and periodKey', () => {
  it('zero-pads the months', () => {
    expect(periodText(invoicePeriod(2026, 11))).toBe('115年11-12月');
    expect(periodText(invoicePeriod(2026, 2))).toBe('115年01-02月');
    expect(periodText(invoicePeriod(2025, 8))).toBe('114年07-08月');
  });

  it('keys a period by ROC year and even month, and reads the key back', () => {
    expect(periodKey(invoicePeriod(2026, 11))).toBe('11512');
    expect(periodKey(invoicePeriod(2015, 3))).toBe('10404');
    expect(parsePeriodKey('11512')).toEqual({ year: 2026, startMonth: 11, endMonth: 12 });
    for (const bad of ['11511', '11500', '11514', '1151', 'abcde']) expect(() => parsePeriodKey(bad)).toThrow(RangeError);
  });

  it('gives the first and last dates, leap years included', () => {
    expect(periodDates(invoicePeriod(2024, 1))).toEqual({ first: '2024-01-01', last: '2024-02-29' });
    expect(periodDates(invoicePeriod(2026, 1))).toEqual({ first: '2026-01-01', last: '2026-02-28' });
    expect(periodDates(invoicePeriod(2026, 4))).toEqual({ first: '2026-03-01', last: '2026-04-30' });
    expect(periodDates(invoicePeriod(2026, 12))).toEqual({ first: '2026-11-01', last: '2026-12-31' });
  });
});

describe('next and previous periods', () => {
  it('steps two months, rolling over the year', () => {
    expect(nextPeriod(invoicePeriod(2026, 9))).toEqual(invoicePeriod(2026, 11));
    expect(nextPeriod(invoicePeriod(2026, 11))).toEqual(invoicePeriod(2027, 1));
    expect(previousPeriod(invoicePeriod(2027, 1))).toEqual(invoicePeriod(2026, 11));
  });

  it('next then previous is the identity, keys sort in time order, and every date is in its own period', () => {
    const period = fc.record({ year: fc.integer({ min: 1912, max: 2800 }), month: fc.integer({ min: 1, max: 12 }) });
    fc.assert(
      fc.property(period, ({ year, month }) => {
        const p = invoicePeriod(year, month);
        const next = nextPeriod(p);
        expect(previousPeriod(next)).toEqual(p);
        expect(comparePeriods(next, p)).toBeGreaterThan(0);
        expect(periodKey(next) > periodKey(p)).toBe(true);
        expect(parsePeriodKey(periodKey(p))).toEqual(p);
        const { first, last } = periodDates(p);
        expect(periodContains(p, first) && periodContains(p, last)).toBe(true);
        expect(periodContains(next, last)).toBe(false);
      }),
    );
  });
});
