import { describe, expect, it } from 'vitest';
import { zonedDateTime, zonedParts } from './zoned-time.js';

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
