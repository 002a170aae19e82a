import { DEFAULT_TIME_ZONE } from '../constants.js';
import { addDays, isoWeekday } from '../validation/date-range.js';
import { zonedDateTime, zonedInstant } from '../zoned-time.js';
import type { BusinessHours } from '../contracts/business-settings.js';
import { DAY_MINUTES, minutesOf, type Span, spanOf } from '../validation/day-hours.js';

/**
 * Whether a store takes orders at an instant: its business switch, the business hours of each weekday (overnight
 * hours allowed), the rest times (breaks) inside them and the special closed days. Everything is wall-clock time in
 * the store's zone (Asia/Taipei unless the store says otherwise), whatever the machine's zone is.
 *
 * Rules (docs/store-settings.md):
 * - A weekday's hours run from `start` to `end`; an `end` at or before `start` ends on the next day (17:00-02:00),
 *   and `end` equal to `start` means open the whole day (24 hours).
 * - A rest time lies inside its day's hours; one that starts before `start` is read on the next day (an overnight
 *   store resting 00:30-01:00).
 * - A special closed day (yyyy-MM-dd) cancels the hours that START on that date; the tail of the previous evening's
 *   overnight hours still runs into it.
 * - The store's business switch off closes it whatever the hours say.
 */

export const AVAILABILITY_STATES = ['OPEN', 'RESTING', 'OUTSIDE_HOURS', 'CLOSED_DAY', 'SWITCHED_OFF'] as const;
export type AvailabilityState = (typeof AVAILABILITY_STATES)[number];

/** What each state is called on screen; every state but OPEN reads 休息中 on the POS, with this as the reason. */
export const AVAILABILITY_LABELS: Readonly<Record<AvailabilityState, string>> = {
  OPEN: '營業中',
  RESTING: '休息時間',
  OUTSIDE_HOURS: '非營業時間',
  CLOSED_DAY: '公休日',
  SWITCHED_OFF: '暫停營業',
};

export const WEEKDAY_LABELS = ['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日'] as const;

/** Open every day around the clock, switch on: what a store that never set its hours works with. */
export function defaultBusinessHours(): BusinessHours {
  return {
    businessSwitch: true,
    weekly: WEEKDAY_LABELS.map((_, index) => ({ weekday: index + 1, open: true, start: '00:00', end: '00:00', rests: [] })),
    closedDays: [],
  };
}

function spanStartingOn(hours: BusinessHours, date: string): Span | null {
  if (hours.closedDays.includes(date)) return null;
  const day = hours.weekly.find((entry) => entry.weekday === isoWeekday(date));
  return day?.open ? spanOf(day) : null;
}

/** The state at a wall-clock moment: `minute` minutes after midnight of `date`. */
export function stateAt(hours: BusinessHours, date: string, minute: number): AvailabilityState {
  if (!hours.businessSwitch) return 'SWITCHED_OFF';
  // The hours that began today, then last night's overnight hours running into today.
  for (const [startDate, offset] of [
    [date, 0],
    [addDays(date, -1), DAY_MINUTES],
  ] as const) {
    const span = spanStartingOn(hours, startDate);
    const at = minute + offset;
    if (span && at >= span.start && at < span.end) {
      return span.rests.some((rest) => at >= rest.start && at < rest.end) ? 'RESTING' : 'OPEN';
    }
  }
  return hours.closedDays.includes(date) ? 'CLOSED_DAY' : 'OUTSIDE_HOURS';
}

export interface Availability {
  available: boolean;
  state: AvailabilityState;
  label: string;
  /** When the store next opens or closes (minute precision), or null when nothing changes within 8 days. */
  nextChangeAt: string | null;
}

/** Minutes at which the state may change, from the day before `date` to a week after, relative to `date`. */
function boundaries(hours: BusinessHours, date: string): number[] {
  const points = new Set<number>();
  for (let day = -1; day <= 8; day += 1) {
    const base = day * DAY_MINUTES;
    points.add(base);
    const span = spanStartingOn(hours, addDays(date, day));
    if (!span) continue;
    for (const point of [span.start, span.end, ...span.rests.flatMap((rest) => [rest.start, rest.end])]) points.add(base + point);
  }
  return [...points].sort((a, b) => a - b);
}

/** Whether the store takes orders at `now`, why, and when that changes next. */
export function availabilityAt(hours: BusinessHours, now: Date, timeZone: string = DEFAULT_TIME_ZONE): Availability {
  const { date, time } = zonedDateTime(now, timeZone);
  const minute = minutesOf(time);
  const state = stateAt(hours, date, minute);
  const available = state === 'OPEN';
  let nextChangeAt: string | null = null;
  if (hours.businessSwitch) {
    for (const point of boundaries(hours, date)) {
      if (point <= minute) continue;
      const day = Math.floor(point / DAY_MINUTES);
      if ((stateAt(hours, addDays(date, day), point - day * DAY_MINUTES) === 'OPEN') !== available) {
        nextChangeAt = zonedInstant(date, point, timeZone).toISOString();
        break;
      }
    }
  }
  return { available, state, label: AVAILABILITY_LABELS[state], nextChangeAt };
}
