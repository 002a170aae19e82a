import { endOfMonth } from './date-range.js';

/**
 * The reservation window (store operations: the reservation dialog), one rule for the dialog and the server: a
 * reservation is for a day from today to the end of next month (the store's calendar), at a time not gone by.
 */

/** The last day a reservation may be for: the end of the month after the store's today. */
export function lastReservationDate(today: string): string {
  return endOfMonth(today, 1);
}

/**
 * How long after its time a reservation is still taken: the dialog asks for now + 5 minutes, and the order may reach
 * the server a little later, but never for a time gone by.
 */
export const RESERVATION_SEND_GRACE_MS = 60_000;

export type ReservationWindowError = 'TOO_FAR' | 'PAST';

/** Why a reservation on `date` at `instant` cannot be taken at `now` (the store's day being `today`), or null. */
export function reservationWindowError(date: string, instant: Date, now: Date, today: string): ReservationWindowError | null {
  if (date > lastReservationDate(today)) return 'TOO_FAR';
  if (instant.getTime() < now.getTime() - RESERVATION_SEND_GRACE_MS) return 'PAST';
  return null;
}
