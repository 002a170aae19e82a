import { describe, expect, it } from 'vitest';
import { zonedInstant } from '../zoned-time.js';
import { lastReservationDate, reservationWindowError } from './reservation-window.js';

describe('the reservation window', () => {
  const now = new Date('2026-11-26T02:00:00Z'); // 10:00 in Taipei

  it('ends on the last day of next month', () => {
    expect(lastReservationDate('2026-11-21')).toBe('2026-12-31');
    expect(lastReservationDate('2026-12-05')).toBe('2027-01-31');
    expect(lastReservationDate('2027-01-31')).toBe('2027-02-28');
  });

  it('takes a time from a minute ago to the end of next month, and says why it refuses another', () => {
    const at = (date: string, time: string) => reservationWindowError(date, zonedInstant(date, time), now, '2026-11-26');
    expect(at('2026-11-26', '10:05')).toBeNull();
    expect(at('2026-11-26', '09:59')).toBeNull();
    expect(at('2026-11-26', '09:58')).toBe('PAST');
    expect(at('2026-12-31', '23:59')).toBeNull();
    expect(at('2027-01-01', '00:00')).toBe('TOO_FAR');
  });
});
