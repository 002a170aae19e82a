import { DEFAULT_TIME_ZONE } from './constants.js';

/**
 * Wall-clock parts of an instant in a store's time zone (Asia/Taipei unless the store says otherwise), whatever
 * the machine's own zone is. Used by the server (business days, e-invoice dates) and the web (clocks, pickers).
 */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than using one (exports format thousands). */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

export function zonedParts(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): ZonedParts {
  const parts: Record<string, number> = {};
  for (const part of formatOf(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The instant as the zone's wall clock: date 'yyyy-MM-dd' and time 'HH:mm:ss'. */
export function zonedDateTime(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): { date: string; time: string } {
  const p = zonedParts(instant, timeZone);
  return { date: `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}` };
}

/**
 * A store's business day of an instant: its calendar day in the store's zone, yyyy-MM-dd. (A cut-off hour for stores
 * open past midnight would be a store setting applied here.)
 */
export function businessDateOf(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return zonedDateTime(instant, timeZone).date;
}

/** Milliseconds the zone is ahead of UTC at an instant. */
function offsetAt(instant: number, timeZone: string): number {
  const local = zonedParts(new Date(instant), timeZone);
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant of a local date (yyyy-MM-dd) and time in a zone: the inverse of zonedDateTime. The time is 'HH:mm' or
 * 'HH:mm:ss', or minutes after the date's midnight (may run past the day, or before it when negative).
 */
export function zonedInstant(date: string, time: string | number, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0, second = 0] = typeof time === 'number' ? [0, time, 0] : time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  // Two passes settle an offset that changes between the guess and the answer (daylight saving).
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  return new Date(instant);
}
