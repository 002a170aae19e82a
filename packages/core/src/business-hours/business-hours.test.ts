import { describe, expect, it } from 'vitest';
import { businessHoursSchema, type BusinessHours, type WeekdayHours } from '../contracts/business-settings.js';
import { availabilityAt, defaultBusinessHours, stateAt } from './business-hours.js';

/** A week where every day has the same hours. */
function week(day: Omit<WeekdayHours, 'weekday'>, change: Partial<BusinessHours> = {}): BusinessHours {
  return {
    businessSwitch: true,
    weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, ...day })),
    closedDays: [],
    ...change,
  };
}

/** An instant given as Taipei wall-clock time (UTC+8 all year, no daylight saving). */
const taipei = (local: string) => new Date(`${local}:00+08:00`);

describe('business hours', () => {
  it('is open inside the hours and outside them says so', () => {
    const hours = week({ open: true, start: '11:00', end: '21:00', rests: [] });
    expect(stateAt(hours, '2026-11-23', 11 * 60)).toBe('OPEN');
    expect(stateAt(hours, '2026-11-23', 21 * 60)).toBe('OUTSIDE_HOURS');
    expect(stateAt(hours, '2026-11-23', 10 * 60 + 59)).toBe('OUTSIDE_HOURS');
  });

  it('rests during a break', () => {
    const hours = week({ open: true, start: '11:00', end: '21:00', rests: [{ start: '14:00', end: '17:00' }] });
    expect(stateAt(hours, '2026-11-23', 14 * 60)).toBe('RESTING');
    expect(stateAt(hours, '2026-11-23', 16 * 60 + 59)).toBe('RESTING');
    expect(stateAt(hours, '2026-11-23', 17 * 60)).toBe('OPEN');
  });

  it('runs overnight hours into the next day, with a break after midnight', () => {
    const hours = week({ open: true, start: '18:00', end: '03:00', rests: [{ start: '00:30', end: '01:00' }] });
    expect(stateAt(hours, '2026-11-24', 2 * 60)).toBe('OPEN'); // Monday evening's hours, early Tuesday
    expect(stateAt(hours, '2026-11-24', 40)).toBe('RESTING');
    expect(stateAt(hours, '2026-11-24', 3 * 60)).toBe('OUTSIDE_HOURS');
  });

  it('closes a weekday that is not open, but lets the previous night run into it', () => {
    const hours = week({ open: true, start: '18:00', end: '02:00', rests: [] });
    const tuesday = hours.weekly.find((day) => day.weekday === 2);
    if (tuesday) tuesday.open = false;
    expect(stateAt(hours, '2026-11-24', 60)).toBe('OPEN'); // Monday night until 02:00 Tuesday
    expect(stateAt(hours, '2026-11-24', 19 * 60)).toBe('OUTSIDE_HOURS');
  });

  it('keeps special closed days closed, and says so', () => {
    const hours = week({ open: true, start: '09:00', end: '17:00', rests: [] }, { closedDays: ['2026-11-25'] });
    expect(stateAt(hours, '2026-11-25', 10 * 60)).toBe('CLOSED_DAY');
    expect(stateAt(hours, '2026-11-26', 10 * 60)).toBe('OPEN');
  });

  it('a closed day after an overnight evening still gets the tail of that evening', () => {
    const hours = week({ open: true, start: '18:00', end: '02:00', rests: [] }, { closedDays: ['2026-11-25'] });
    expect(stateAt(hours, '2026-11-25', 60)).toBe('OPEN');
    expect(stateAt(hours, '2026-11-25', 20 * 60)).toBe('CLOSED_DAY');
    expect(stateAt(hours, '2026-11-26', 60)).toBe('OUTSIDE_HOURS'); // the closed day's own night never started
  });

  it('the business switch off closes the store whatever the hours', () => {
    expect(stateAt({ ...defaultBusinessHours(), businessSwitch: false }, '2026-11-25', 600)).toBe('SWITCHED_OFF');
  });

  it('start equal to end means the whole day; the default is open around the clock', () => {
    const hours = defaultBusinessHours();
    for (const minute of [0, 1, 720, 1439]) expect(stateAt(hours, '2026-11-25', minute)).toBe('OPEN');
    expect(availabilityAt(hours, new Date('2026-11-25T12:00:00Z')).nextChangeAt).toBeNull();
  });

  it('reads the instant in Asia/Taipei whatever the machine zone, and tells when it changes next', () => {
    const hours = week({ open: true, start: '11:00', end: '21:00', rests: [{ start: '14:00', end: '17:00' }] });
    // 02:30 UTC is 10:30 in Taipei: closed, opening at 11:00 Taipei = 03:00 UTC.
    const early = availabilityAt(hours, new Date('2026-11-25T02:30:00Z'));
    expect(early).toEqual({ available: false, state: 'OUTSIDE_HOURS', label: '非營業時間', nextChangeAt: '2026-11-25T03:00:00.000Z' });
    const resting = availabilityAt(hours, taipei('2026-11-25T15:00'));
    expect(resting.state).toBe('RESTING');
    expect(resting.nextChangeAt).toBe(taipei('2026-11-25T17:00').toISOString());
    const open = availabilityAt(hours, taipei('2026-11-25T12:00'));
    expect(open).toMatchObject({ available: true, label: '營業中', nextChangeAt: taipei('2026-11-25T14:00').toISOString() });
  });

  it('the next opening skips closed days', () => {
    const hours = week({ open: true, start: '09:00', end: '17:00', rests: [] }, { closedDays: ['2026-11-26'] });
    expect(availabilityAt(hours, taipei('2026-11-25T18:00')).nextChangeAt).toBe(taipei('2026-11-27T09:00').toISOString());
  });

  it('the same wall clock in another zone gives another answer', () => {
    const hours = week({ open: true, start: '09:00', end: '17:00', rests: [] });
    const instant = new Date('2026-11-25T02:00:00Z'); // 10:00 in Taipei, 02:00 in London
    expect(availabilityAt(hours, instant, 'Asia/Taipei').available).toBe(true);
    expect(availabilityAt(hours, instant, 'Europe/London').available).toBe(false);
  });
});

describe('businessHoursSchema', () => {
  const valid = week({ open: true, start: '11:00', end: '21:00', rests: [{ start: '14:00', end: '17:00' }] });

  it('accepts a full week', () => {
    expect(businessHoursSchema.parse(valid)).toEqual(valid);
  });

  it('refuses a rest outside the hours, a bad time, a missing weekday and a bad closed day', () => {
    const message = (input: unknown) => businessHoursSchema.safeParse(input).error?.issues[0]?.message;
    expect(message(week({ open: true, start: '11:00', end: '21:00', rests: [{ start: '20:00', end: '22:00' }] }))).toBe(
      '休息時間須在營業時間內',
    );
    expect(message(week({ open: true, start: '24:00', end: '21:00', rests: [] }))).toBe('時間格式須為HH:mm');
    expect(message({ ...valid, weekly: valid.weekly.slice(1) })).toBe('請設定星期一至星期日的營業時間');
    expect(message({ ...valid, weekly: [...valid.weekly.slice(1), valid.weekly[1]] })).toBe('請設定星期一至星期日的營業時間');
    expect(message({ ...valid, closedDays: ['2026-02-30'] })).toBe('公休日格式須為yyyy-MM-dd');
  });

  it('accepts a rest after midnight inside overnight hours', () => {
    const overnight = week({ open: true, start: '18:00', end: '03:00', rests: [{ start: '00:30', end: '01:00' }] });
    expect(businessHoursSchema.safeParse(overnight).success).toBe(true);
  });
});
