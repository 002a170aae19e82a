import { MSG } from '../messages.js';

/**
 * Calendar dates as 'yyyy-MM-dd' strings, already in the store's time zone. The arithmetic runs on UTC
 * calendar fields only, so the machine's own time zone never leaks in. Weeks start on Monday.
 */

export type DateRangeResult = { ok: true } | { ok: false; message: string };

export const DATE_PRESETS = ['thisMonth', 'lastMonth', 'thisWeek', 'lastWeek'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export const DATE_PRESET_LABEL: Readonly<Record<DatePreset, string>> = {
  thisMonth: '本月',
  lastMonth: '上月',
  thisWeek: '本週',
  lastWeek: '上週',
};

export const INVALID_DATE = '日期格式不正確'; // ours

export interface DateRange {
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME_PATTERN = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

function utcOf(date: string): number | null {
  const parts = DATE_PATTERN.exec(date);
  if (!parts) return null;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  // Date.UTC rolls 2026-02-30 over to March; a real date survives the round trip unchanged.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return time;
}

function dateOf(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

function requireDate(date: string): number {
  const time = utcOf(date);
  if (time === null) throw new RangeError(`not a yyyy-MM-dd date: ${date}`);
  return time;
}

export function isValidDate(date: string): boolean {
  return utcOf(date) !== null;
}

export function addDays(date: string, days: number): string {
  return dateOf(requireDate(date) + days * DAY_MS);
}

/** 1 = Monday ... 7 = Sunday. */
export function isoWeekday(date: string): number {
  const sundayZero = new Date(requireDate(date)).getUTCDay();
  return sundayZero === 0 ? 7 : sundayZero;
}

export function startOfWeek(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

export function startOfMonth(date: string): string {
  requireDate(date);
  return `${date.slice(0, 7)}-01`;
}

/** The last day of the month `monthsAhead` months from the month of `date` (0 = this month). */
export function endOfMonth(date: string, monthsAhead = 0): string {
  const time = new Date(requireDate(date));
  // Day 0 of the following month is the last day of the wanted one.
  return dateOf(Date.UTC(time.getUTCFullYear(), time.getUTCMonth() + monthsAhead + 1, 0));
}

function startOfMonthAhead(date: string, monthsAhead: number): string {
  const time = new Date(requireDate(date));
  return dateOf(Date.UTC(time.getUTCFullYear(), time.getUTCMonth() + monthsAhead, 1));
}

/** Whole calendar periods around `today`: this or last month, this or last Monday-to-Sunday week. */
export function presetRange(preset: DatePreset, today: string): DateRange {
  switch (preset) {
    case 'thisMonth':
      return { start: startOfMonth(today), end: endOfMonth(today) };
    case 'lastMonth':
      return { start: startOfMonthAhead(today, -1), end: endOfMonth(today, -1) };
    case 'thisWeek': {
      const monday = startOfWeek(today);
      return { start: monday, end: addDays(monday, 6) };
    }
    case 'lastWeek': {
      const monday = addDays(startOfWeek(today), -7);
      return { start: monday, end: addDays(monday, 6) };
    }
  }
}

/** Comparable form of 'yyyy-MM-dd' or 'yyyy-MM-dd HH:mm[:ss]' (a 'T' separator is fine too); null when invalid. */
function sortKey(value: string): string | null {
  const parts = DATE_TIME_PATTERN.exec(value);
  if (!parts) return null;
  const [, date = '', hours, minutes, seconds] = parts;
  if (!isValidDate(date)) return null;
  if (hours === undefined) return `${date} 00:00:00`;
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds ?? 0) > 59) return null;
  return `${date} ${hours}:${minutes}:${seconds ?? '00'}`;
}

/** A start after its end gives 開始時間晚於結束時間! (the picker then clears the range); equal is fine. */
export function validateDateRange(start: string, end: string): DateRangeResult {
  const from = sortKey(start);
  const to = sortKey(end);
  if (from === null || to === null) return { ok: false, message: INVALID_DATE };
  return from > to ? { ok: false, message: MSG.DATE_RANGE } : { ok: true };
}
