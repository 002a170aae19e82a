import { zonedDateTime, zonedParts } from '@diancan/core';

/**
 * Calendar arithmetic in a store's time zone (Asia/Taipei unless the store says otherwise). A business day is the
 * store's local calendar day of the sale; a cut-off hour for stores open past midnight would be a store setting
 * applied here.
 */

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The store's calendar day of an instant, yyyy-MM-dd. */
export function businessDateOf(instant: Date, timeZone: string): string {
  return zonedDateTime(instant, timeZone).date;
}

/** Milliseconds the zone is ahead of UTC at an instant. */
function offsetAt(instant: number, timeZone: string): number {
  const local = zonedParts(new Date(instant), timeZone);
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant of a local date (yyyy-MM-dd) and time (HH:mm) in a zone. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // Two passes settle an offset that changes between the guess and the answer (daylight saving).
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  return new Date(instant);
}

/** The last day of the month after the one `date` (yyyy-MM-dd) falls in. */
export function endOfNextMonth(date: string): string {
  const [year = 0, month = 1] = date.split('-').map(Number);
  const last = new Date(Date.UTC(year, month + 1, 0)); // day 0 of the month after next
  return `${pad(last.getUTCFullYear(), 4)}-${pad(last.getUTCMonth() + 1)}-${pad(last.getUTCDate())}`;
}
