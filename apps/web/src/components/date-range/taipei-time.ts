import { DEFAULT_TIME_ZONE, zonedDateTime } from '@diancan/core';

/**
 * Dates and times as the pickers write them ('YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss'), read in the store's time zone,
 * and the ISO 8601 instants with offset the API speaks (API.md). Asia/Taipei keeps +08:00 all year (no daylight
 * saving), but the conversion from an instant still goes through Intl so another zone would read correctly.
 */

const TAIPEI_OFFSET = '+08:00';

/** The calendar date in Taipei at an instant (today by default), 'YYYY-MM-DD'. */
export function taipeiDate(instant: Date = new Date()): string {
  return zonedDateTime(instant, DEFAULT_TIME_ZONE).date;
}

/** An ISO instant as the picker's local Taipei 'YYYY-MM-DD HH:mm:ss'; null for a missing or unreadable value. */
export function isoToTaipeiDateTime(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  const { date, time } = zonedDateTime(instant, DEFAULT_TIME_ZONE);
  return `${date} ${time}`;
}

/** The picker's Taipei 'YYYY-MM-DD HH:mm[:ss]' (or a bare date, read as midnight) as ISO 8601 with its offset. */
export function taipeiDateTimeToIso(local: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(local.trim());
  if (!match) throw new RangeError(`not a local date-time: ${local}`);
  const [, date, hours = '00', minutes = '00', seconds = '00'] = match;
  return `${date}T${hours}:${minutes}:${seconds}${TAIPEI_OFFSET}`;
}

/** 'YYYY-MM-DD HH:mm' in Taipei for tables; '' for no value. */
export function formatTaipeiDateTime(iso: string | null | undefined): string {
  return isoToTaipeiDateTime(iso)?.slice(0, 16) ?? '';
}

/** Whole days from today (Taipei) to a 'YYYY-MM-DD' date: 0 today, negative when past. */
export function daysUntil(date: string, today: string = taipeiDate()): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}
