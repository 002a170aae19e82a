import { addDays, DEFAULT_TIME_ZONE, isoWeekday, zonedParts } from '@diancan/core';

/**
 * Wall-clock dates and times in the store's time zone (Asia/Taipei unless set), whatever the machine's own
 * zone is. Dates are 'yyyy-MM-dd', times 'HH:mm', and "minutes" count from that day's midnight.
 */

export interface WallClock {
  date: string;
  minutes: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The store's date and minute of day at an instant (seconds dropped). */
export function wallClockAt(instant: Date, timeZone = DEFAULT_TIME_ZONE): WallClock {
  const p = zonedParts(instant, timeZone);
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, minutes: p.hour * 60 + p.minute };
}

/** The wall clock `minutes` later, rolling over midnight into the next days. */
export function addMinutes(clock: WallClock, minutes: number): WallClock {
  const total = clock.minutes + minutes;
  const days = Math.floor(total / 1440);
  return { date: days === 0 ? clock.date : addDays(clock.date, days), minutes: total - days * 1440 };
}

/** The wall clock rounded up to the next whole minute if it has seconds: "at least now + 5 min" stays true. */
export function wallClockCeil(instant: Date, timeZone = DEFAULT_TIME_ZONE): WallClock {
  const clock = wallClockAt(instant, timeZone);
  const hasSeconds = instant.getUTCSeconds() !== 0 || instant.getUTCMilliseconds() !== 0;
  return hasSeconds ? addMinutes(clock, 1) : clock;
}

export function timeText(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** 'HH:mm' to minutes of the day, or null. */
export function minutesOf(time: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

export function compareClock(a: WallClock, b: WallClock): number {
  return a.date === b.date ? a.minutes - b.minutes : a.date < b.date ? -1 : 1;
}

/**
 * The instant of a wall-clock date and time in the zone, as ISO 8601 with the zone's offset
 * (e.g. 2026-11-21T18:30:00+08:00), the way the API takes times.
 */
export function zonedIso(date: string, time: string, timeZone = DEFAULT_TIME_ZONE): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const minutes = minutesOf(time) ?? 0;
  const asIfUtc = Date.UTC(year, month - 1, day, Math.floor(minutes / 60), minutes % 60);
  // The zone's offset at that moment: the wall clock of the UTC guess, compared with the guess itself.
  const guess = zonedParts(new Date(asIfUtc), timeZone);
  const wallOfGuess = Date.UTC(guess.year, guess.month - 1, guess.day, guess.hour, guess.minute);
  const offsetMinutes = Math.round((wallOfGuess - asIfUtc) / 60_000);
  const sign = offsetMinutes >= 0 ? '+' : '-';
  const absolute = Math.abs(offsetMinutes);
  return `${date}T${time}:00${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

const WEEKDAY = ['一', '二', '三', '四', '五', '六', '日'] as const;

/** '11/21 (六)'. */
export function dateLabel(date: string): string {
  const [, month, day] = date.split('-');
  return `${Number(month)}/${Number(day)} (${WEEKDAY[isoWeekday(date) - 1]})`;
}
