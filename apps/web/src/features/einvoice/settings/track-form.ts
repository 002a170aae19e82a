import {
  addInvoiceTrackRequestSchema,
  parsePeriodKey,
  TRACK_BOOK_SIZE,
  TRACK_ISSUE_MESSAGE,
  validateTrackRange,
  type AddInvoiceTrackRequest,
  type InvoicePeriod,
  type InvoiceTrack,
  rocYear,
} from '@diancan/core';
import { fieldErrors } from '../../../lib/form-errors';

/** What the add-track form holds: text as typed, the period as the two selects' values. */
export interface TrackFormValues {
  year: string;
  startMonth: string;
  letters: string;
  startNumber: string;
  endNumber: string;
}

/** The six two-month periods by their first month, labelled as the proof prints them. */
export const PERIOD_OPTIONS = [1, 3, 5, 7, 9, 11].map((month) => ({
  value: String(month),
  label: `${String(month).padStart(2, '0')}-${String(month + 1).padStart(2, '0')}月`,
}));

/** The years a track may be added for: the current period's and the next (a past period is refused). */
export function yearOptions(current: InvoicePeriod): { value: string; label: string }[] {
  return [current.year, current.year + 1].map((year) => ({ value: String(year), label: `${rocYear(year)}年 (${year})` }));
}

/** A new track starts in the store's current period. */
export function initialTrackValues(currentPeriodKey: string): TrackFormValues {
  const period = parsePeriodKey(currentPeriodKey);
  return { year: String(period.year), startMonth: String(period.startMonth), letters: '', startNumber: '', endNumber: '' };
}

export type TrackFormCheck =
  | { ok: true; request: AddInvoiceTrackRequest }
  | { ok: false; errors: Record<string, string> };

/**
 * The form checked as the server will check it: the contract's schema (period, letters, 8 digits, whole books of 50),
 * then an overlap with the store's tracks already listed, so the cashier hears about it before sending.
 */
export function checkTrackForm(storeId: number, values: TrackFormValues, tracks: readonly InvoiceTrack[]): TrackFormCheck {
  const parsed = addInvoiceTrackRequestSchema.safeParse({
    storeId,
    year: Number(values.year),
    startMonth: Number(values.startMonth),
    letters: values.letters,
    startNumber: values.startNumber,
    endNumber: values.endNumber,
  });
  if (!parsed.success) return { ok: false, errors: { ...rangeErrors(values), ...fieldErrors(parsed.error) } };
  const request = parsed.data;
  const range = {
    period: { year: request.year, startMonth: request.startMonth, endMonth: request.startMonth + 1 },
    letters: request.letters,
    start: Number(request.startNumber),
    end: Number(request.endNumber),
  };
  const others = tracks.map((track) => ({
    period: { year: track.year, startMonth: track.startMonth, endMonth: track.startMonth + 1 },
    letters: track.letters,
    start: track.start,
    end: track.end,
  }));
  const issue = validateTrackRange(range, others);
  if (issue) return { ok: false, errors: { startNumber: issue.message } };
  return { ok: true, request };
}

/**
 * The books-of-50 problems of the two numbers alone. The schema checks the range only once every field parses, so
 * without this a cashier fixing the letters would meet the range's problem only on the next try.
 */
function rangeErrors(values: TrackFormValues): Record<string, string> {
  if (!/^\d{8}$/.test(values.startNumber.trim()) || !/^\d{8}$/.test(values.endNumber.trim())) return {};
  const start = Number(values.startNumber);
  const end = Number(values.endNumber);
  if (start > end) return { startNumber: TRACK_ISSUE_MESSAGE.ORDER };
  const errors: Record<string, string> = {};
  if (start % TRACK_BOOK_SIZE !== 0) errors.startNumber = TRACK_ISSUE_MESSAGE.BOOK_START;
  if ((end + 1) % TRACK_BOOK_SIZE !== 0) errors.endNumber = TRACK_ISSUE_MESSAGE.BOOK_END;
  return errors;
}

/** '2 本，共 100 個號碼' for a range typed so far, or null while it is not a whole number of books. */
export function rangeSummary(startNumber: string, endNumber: string): string | null {
  if (!/^\d{8}$/.test(startNumber.trim()) || !/^\d{8}$/.test(endNumber.trim())) return null;
  const size = Number(endNumber) - Number(startNumber) + 1;
  if (size <= 0 || size % TRACK_BOOK_SIZE !== 0) return null;
  return `${size / TRACK_BOOK_SIZE} 本，共 ${size.toLocaleString('en-US')} 個號碼`;
}
