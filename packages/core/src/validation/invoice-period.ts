/**
 * E-invoice periods (期別): two calendar months, January-February ... November-December. Numbers are
 * assigned per period, the barcode and the lottery use it, and the proof prints it in ROC years
 * (民國, year - 1911).
 *
 * Everything here works on a local calendar date 'yyyy-MM-dd' already taken in the store's time zone
 * (Asia/Taipei by default): which period an instant falls in depends on the zone, and that conversion
 * belongs to the caller that holds the clock. Pure string and integer math, no Date.
 */

export interface LocalDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export interface InvoicePeriod {
  /** Gregorian year. */
  readonly year: number;
  /** 1, 3, 5, 7, 9 or 11. */
  readonly startMonth: number;
  /** startMonth + 1: the even month the barcode and the period key carry. */
  readonly endMonth: number;
}

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const PERIOD_KEY = /^(\d{3})(\d{2})$/;
/** The first Gregorian year of the ROC calendar (民國1年 = 1912). */
const ROC_OFFSET = 1911;

/** Parses 'yyyy-MM-dd', refusing impossible dates such as 2025-02-29. */
export function parseLocalDate(text: string): LocalDate {
  const match = LOCAL_DATE.exec(text);
  if (!match) throw new RangeError(`not a yyyy-MM-dd date: ${text}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) throw new RangeError(`no such date: ${text}`);
  return { year, month, day };
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The period of a year and any month in it. */
export function invoicePeriod(year: number, month: number): InvoicePeriod {
  if (!Number.isInteger(year) || year <= ROC_OFFSET) throw new RangeError(`year before the ROC calendar: ${year}`);
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`no such month: ${month}`);
  const startMonth = month % 2 === 1 ? month : month - 1;
  return { year, startMonth, endMonth: startMonth + 1 };
}

/** The period of a local date 'yyyy-MM-dd': 2026-12-31 -> 2026 11-12, 2027-01-01 -> 2027 01-02. */
export function periodOfDate(localDate: string): InvoicePeriod {
  const { year, month } = parseLocalDate(localDate);
  return invoicePeriod(year, month);
}

/** The ROC year of a Gregorian year: 2026 -> 115. */
export function rocYear(year: number): number {
  if (!Number.isInteger(year) || year <= ROC_OFFSET) throw new RangeError(`year before the ROC calendar: ${year}`);
  return year - ROC_OFFSET;
}

/** The ROC year in the 3 digits the barcode and QR codes use: 2026 -> '115', 2010 -> '099'. */
export function rocYear3(year: number): string {
  const roc = rocYear(year);
  if (roc > 999) throw new RangeError(`ROC year ${roc} does not fit 3 digits`);
  return String(roc).padStart(3, '0');
}

/** ROC date 'yyyMMdd' of a local date, as the left QR code carries it: 2013-05-23 -> '1020523'. */
export function rocDate7(localDate: string): string {
  const { year, month, day } = parseLocalDate(localDate);
  return `${rocYear3(year)}${pad2(month)}${pad2(day)}`;
}

/** The period as the proof prints it: '115年11-12月', '115年01-02月'. */
export function periodText(period: InvoicePeriod): string {
  return `${rocYear(period.year)}年${pad2(period.startMonth)}-${pad2(period.endMonth)}月`;
}

/**
 * The period's key: ROC year (3 digits) + even month, e.g. '11512'. It is the period part of the
 * barcode and the YearMonth of the tax authority's messages, sorts in time order as a string, and
 * identifies the tracks (字軌) of a period.
 */
export function periodKey(period: InvoicePeriod): string {
  return `${rocYear3(period.year)}${pad2(period.endMonth)}`;
}

/** The period of a key: '11512' -> 2026 11-12. Refuses an odd month. */
export function parsePeriodKey(key: string): InvoicePeriod {
  const match = PERIOD_KEY.exec(key);
  const endMonth = Number(match?.[2]);
  if (!match || endMonth % 2 !== 0 || endMonth < 2 || endMonth > 12) throw new RangeError(`not a period key: ${key}`);
  return invoicePeriod(Number(match[1]) + ROC_OFFSET, endMonth);
}

export function nextPeriod(period: InvoicePeriod): InvoicePeriod {
  return period.endMonth === 12 ? invoicePeriod(period.year + 1, 1) : invoicePeriod(period.year, period.endMonth + 1);
}

export function previousPeriod(period: InvoicePeriod): InvoicePeriod {
  return period.startMonth === 1 ? invoicePeriod(period.year - 1, 12) : invoicePeriod(period.year, period.startMonth - 1);
}

/** Negative when a is before b, 0 for the same period, positive after. */
export function comparePeriods(a: InvoicePeriod, b: InvoicePeriod): number {
  return a.year !== b.year ? a.year - b.year : a.startMonth - b.startMonth;
}

/** The first and last local dates of a period: 2026 11-12 -> 2026-11-01 .. 2026-12-31. */
export function periodDates(period: InvoicePeriod): { readonly first: string; readonly last: string } {
  const { year, startMonth, endMonth } = period;
  return {
    first: `${year}-${pad2(startMonth)}-01`,
    last: `${year}-${pad2(endMonth)}-${pad2(daysInMonth(year, endMonth))}`,
  };
}

/** Whether a local date 'yyyy-MM-dd' falls in the period. */
export function periodContains(period: InvoicePeriod, localDate: string): boolean {
  return comparePeriods(periodOfDate(localDate), period) === 0;
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}
