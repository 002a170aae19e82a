import { describe, expect, it } from 'vitest';
import { businessDateOf, zonedDateTime, zonedInstant, zonedParts } from './zoned-time.js';

describe('zoned time', () => {
  it('reads an instant as the store’s wall clock, across the day boundary', () => {
    expect(zonedDateTime(new Date('2026-12-31T15:59:59Z'))).toEqual({ date: '2026-12-31', time: '23:59:59' });
    expect(zonedDateTime(new Date('2026-12-31T16:00:00Z'))).toEqual({ date: '2027-01-01', time: '00:00:00' });
    expect(zonedParts(new Date('2026-06-01T00:30:00Z'), 'UTC')).toEqual({ year: 2026, month: 6, day: 1, hour: 0, minute: 30, second: 0 });
  });

  it('writes midnight as 00, never 24', () => {
    expect(zonedDateTime(new Date('2026-03-01T16:00:00Z'), 'Asia/Taipei').time).toBe('00:00:00');
  });
});

describe('business days in the store’s time zone', () => {
  it('counts the Taipei calendar day, not the UTC one', () => {
    expect(businessDateOf(new Date('2026-11-20T15:59:59Z'), 'Asia/Taipei')).toBe('2026-11-20');
    expect(businessDateOf(new Date('2026-11-20T16:00:00Z'), 'Asia/Taipei')).toBe('2026-11-21');
  });

  it('turns a local date and time into the instant', () => {
    expect(zonedInstant('2026-11-21', '12:30', 'Asia/Taipei').toISOString()).toBe('2026-11-21T04:30:00.000Z');
    // Daylight saving: 10:00 in New York is UTC-4 in July and UTC-5 in January.
    expect(zonedInstant('2026-07-01', '10:00', 'America/New_York').toISOString()).toBe('2026-07-01T14:00:00.000Z');
    expect(zonedInstant('2026-01-15', '10:00', 'America/New_York').toISOString()).toBe('2026-01-15T15:00:00.000Z');
  });
});
