import type { InvoicePeriod } from '../validation/invoice-period.js';
import { nextPeriod, periodDates, periodOfDate } from '../validation/invoice-period.js';

/**
 * The tax authority's calendar around a period (EINVOICE.md, "Operations"). Dates are local 'yyyy-MM-dd' in the
 * store's time zone; 'yyyy-MM-dd' strings compare in time order.
 */

/** The last day an invoice of the period may still be voided (作廢): the 15th of the next period's first month. */
export function lastVoidDate(period: InvoicePeriod): string {
  const { first } = periodDates(nextPeriod(period));
  return `${first.slice(0, 8)}15`;
}

/** Whether an invoice of `period` may be voided on the local date `today`. */
export function mayVoidOn(period: InvoicePeriod, today: string): boolean {
  return today <= lastVoidDate(period);
}

/**
 * The last day the blank (unused) numbers of a period are reported (E0402): the 10th of the next period's first
 * month. The report may be sent from the first day of the next period on.
 */
export function blankReportDueDate(period: InvoicePeriod): string {
  const { first } = periodDates(nextPeriod(period));
  return `${first.slice(0, 8)}10`;
}

/** Whether the period is over on the local date `today` (its blank numbers can be reported). */
export function isPeriodClosed(period: InvoicePeriod, today: string): boolean {
  return today > periodDates(period).last;
}

/** The period of today, and whether it is the one given. */
export function isCurrentPeriod(period: InvoicePeriod, today: string): boolean {
  const current = periodOfDate(today);
  return current.year === period.year && current.startMonth === period.startMonth;
}
