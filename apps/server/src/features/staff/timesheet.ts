import { businessDateOf, STAFF_REGULAR_DAY_MINUTES, type StaffTimeEntry, type StaffTimesheet } from '@diancan/core';
import type { TimeEntryRow } from './staff.repository.js';

/** Whole minutes worked by an entry (an open one up to now). */
export function minutesOf(entry: Pick<TimeEntryRow, 'clockInAt' | 'clockOutAt'>, now: Date): number {
  const end = entry.clockOutAt ?? now;
  return Math.max(0, Math.floor((end.getTime() - entry.clockInAt.getTime()) / 60_000));
}

export function presentEntry(row: TimeEntryRow, name: string, now: Date): StaffTimeEntry {
  return {
    id: row.id,
    staffId: row.staffId,
    name,
    clockInAt: row.clockInAt.toISOString(),
    clockOutAt: row.clockOutAt?.toISOString() ?? null,
    minutes: minutesOf(row, now),
    correctionReason: row.correctionReason,
  };
}

/**
 * The timesheet of a date range: per person their entries, and per working day (the store's calendar day of the
 * clock-in: a shift from 22:00 to 02:00 belongs to the day it began) the minutes and the overtime past 8 hours.
 * Only entries clocked in within the range count.
 */
export function buildTimesheet(
  rows: readonly TimeEntryRow[],
  names: ReadonlyMap<number, string>,
  range: { startDate: string; endDate: string },
  timeZone: string,
  now: Date,
): StaffTimesheet {
  const people = new Map<number, { entries: StaffTimeEntry[]; days: Map<string, number> }>();
  for (const row of rows) {
    const date = businessDateOf(row.clockInAt, timeZone);
    if (date < range.startDate || date > range.endDate) continue;
    const person = people.get(row.staffId) ?? { entries: [], days: new Map<string, number>() };
    people.set(row.staffId, person);
    const entry = presentEntry(row, names.get(row.staffId) ?? '', now);
    person.entries.push(entry);
    person.days.set(date, (person.days.get(date) ?? 0) + entry.minutes);
  }
  return [...people].map(([staffId, person]) => {
    const days = [...person.days]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, minutes]) => ({ date, minutes, overtimeMinutes: Math.max(0, minutes - STAFF_REGULAR_DAY_MINUTES) }));
    return {
      staffId,
      name: names.get(staffId) ?? '',
      entries: person.entries,
      minutes: days.reduce((sum, day) => sum + day.minutes, 0),
      overtimeMinutes: days.reduce((sum, day) => sum + day.overtimeMinutes, 0),
      days,
    };
  });
}
