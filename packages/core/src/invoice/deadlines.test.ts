import { describe, expect, it } from 'vitest';
import { blankReportDueDate, isCurrentPeriod, isPeriodClosed, lastVoidDate, mayVoidOn } from './deadlines.js';
import { invoicePeriod } from '../validation/invoice-period.js';

describe('period deadlines', () => {
  const novDec = invoicePeriod(2026, 11);

  it('lets an invoice be voided until the 15th of the next period, across the year', () => {
    expect(lastVoidDate(novDec)).toBe('2027-01-15');
    expect(lastVoidDate(invoicePeriod(2026, 3))).toBe('2026-05-15');
    expect(mayVoidOn(novDec, '2027-01-15')).toBe(true);
    expect(mayVoidOn(novDec, '2027-01-16')).toBe(false);
  });

  it('closes a period after its last day; blanks are due on the 10th', () => {
    expect(isPeriodClosed(novDec, '2026-12-31')).toBe(false);
    expect(isPeriodClosed(novDec, '2027-01-01')).toBe(true);
    expect(blankReportDueDate(novDec)).toBe('2027-01-10');
    expect(isCurrentPeriod(novDec, '2026-11-01')).toBe(true);
    expect(isCurrentPeriod(novDec, '2027-01-01')).toBe(false);
  });
});
