import { describe, expect, it } from 'vitest';
import { businessDateOf, endOfNextMonth, zonedInstant } from './business-day.js';

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

  it('knows the end of next month', () => {
    expect(endOfNextMonth('2026-11-21')).toBe('2026-12-31');
    expect(endOfNextMonth('2026-12-05')).toBe('2027-01-31');
    expect(endOfNextMonth('2027-01-31')).toBe('2027-02-28');
  });
});
