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
