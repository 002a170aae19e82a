/**
 * A weekday's business hours as minutes, and the check the contract makes of its rest times. Rules in
 * business-hours/business-hours.ts (overnight hours, rests read on the next day).
 */

export const DAY_MINUTES = 24 * 60;

/** One day's hours as they are entered: 'HH:mm' strings. */
export interface DayHours {
  readonly start: string;
  readonly end: string;
  readonly rests: readonly { readonly start: string; readonly end: string }[];
}

export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** A weekday's hours as minutes from the start of the day they begin on; rests moved after `start`. */
export interface Span {
  start: number;
  end: number;
  rests: { start: number; end: number }[];
}

export function spanOf(day: DayHours): Span {
  const start = minutesOf(day.start);
  let end = minutesOf(day.end);
  if (end <= start) end += DAY_MINUTES;
  const rests = day.rests.map((rest) => {
    let restStart = minutesOf(rest.start);
    if (restStart < start) restStart += DAY_MINUTES;
    let restEnd = minutesOf(rest.end);
    if (restEnd <= restStart) restEnd += DAY_MINUTES;
    return { start: restStart, end: restEnd };
  });
  return { start, end, rests };
}

/** Whether each rest of a day lies inside its hours (the contract refuses the others). */
export function restsInsideHours(day: DayHours): boolean {
  const span = spanOf(day);
  return span.rests.every((rest) => rest.start >= span.start && rest.end <= span.end && rest.start < rest.end);
}
