import { describe, expect, it } from 'vitest';
import {
  earliestReservation,
  newReservation,
  pickupTimeChanged,
  quickReservationTime,
  reservationDates,
  reservationRequestOf,
  validateReservation,
  type ReservationDraft,
} from './reservation-rules';
import { dateLabel, timeText, wallClockAt, zonedIso } from './store-clock';

// 2026-11-21 (Saturday) 10:00:30 in Taipei.
const now = new Date('2026-11-21T02:00:30Z');

function draft(overrides: Partial<ReservationDraft> = {}): ReservationDraft {
  return { ...newReservation(now), name: '王', phone: '0912345678', ...overrides };
}

describe('the store clock', () => {
  it('reads the wall clock in Taipei whatever the machine zone', () => {
    expect(wallClockAt(now)).toEqual({ date: '2026-11-21', minutes: 600 });
    expect(zonedIso('2026-11-21', '18:30')).toBe('2026-11-21T18:30:00+08:00');
    expect(dateLabel('2026-11-21')).toBe('11/21 (六)');
  });
});

describe('dates and times offered', () => {
  it('opens at now + 5 minutes, to the next whole minute', () => {
    expect(earliestReservation(now)).toEqual({ date: '2026-11-21', minutes: 606 });
    expect(newReservation(now)).toMatchObject({ type: 'PICKUP', time: '10:06', title: '先生', date: { value: '2026-11-21', name: '今天 11/21 (六)' } });
  });

  it('offers dates from today to the end of next month', () => {
    const dates = reservationDates(now);
    expect(dates[0]?.value).toBe('2026-11-21');
    expect(dates[1]?.name).toBe('明天 11/22 (日)');
    expect(dates.at(-1)?.value).toBe('2026-12-31');
    expect(dates).toHaveLength(41);
  });

  it('starts tomorrow when now + 5 minutes is past midnight', () => {
    const late = new Date('2026-11-30T15:57:00Z'); // 23:57 in Taipei
    expect(reservationDates(late)[0]?.value).toBe('2026-12-01');
    expect(newReservation(late)).toMatchObject({ time: '00:02', date: { value: '2026-12-01' } });
  });

  it('quick buttons add 15, 30 or 60 minutes', () => {
    expect(timeText(quickReservationTime(now, 15).minutes)).toBe('10:16');
    expect(timeText(quickReservationTime(now, 60).minutes)).toBe('11:01');
  });
});

describe('validateReservation', () => {
  it('accepts a complete pickup', () => {
    expect(validateReservation(draft(), { now })).toEqual({});
  });

  it('phone digits only, name required, 統編 checked, delivery needs an address', () => {
    const errors = validateReservation(draft({ name: ' ', phone: '0912-345', uniformNumber: '12345679', type: 'DELIVERY' }), { now });
    expect(errors).toEqual({ name: '姓名為必填', phone: '電話格式不符', uniformNumber: '統編不正確', address: '外送地址為必填' });
    expect(validateReservation(draft({ uniformNumber: '04595257' }), { now })).toEqual({});
  });

  it('refuses a time earlier than now + 5 minutes', () => {
    expect(validateReservation(draft({ time: '10:05' }), { now }).time).toBe('時間不可早於現在5分鐘後');
    expect(validateReservation(draft({ time: '10:06' }), { now })).toEqual({});
  });

  it('keeps the original time of a reservation being edited allowed', () => {
    const original = draft({ time: '10:02' });
    expect(validateReservation(original, { now, original })).toEqual({});
    expect(validateReservation({ ...original, time: '10:03' }, { now, original }).time).toBeDefined();
  });

  it('refuses dates past the end of next month', () => {
    expect(validateReservation(draft({ date: { name: '', value: '2027-01-01' } }), { now }).date).toBe('日期不在可預約範圍內');
  });
});

describe('saving', () => {
  it('notices a changed pickup time of an existing reservation only', () => {
    const original = draft();
    expect(pickupTimeChanged(null, original)).toBe(false);
    expect(pickupTimeChanged(original, { ...original, name: '李' })).toBe(false);
    expect(pickupTimeChanged(original, { ...original, time: '12:00' })).toBe(true);
  });

  it('sends the name with its title and the date value', () => {
    expect(reservationRequestOf(draft({ title: '小姐', address: ' 台北市 ' }))).toEqual({
      type: 'PICKUP',
      date: '2026-11-21',
      time: '10:06',
      name: '王小姐',
      phone: '0912345678',
      address: '台北市',
      uniformNumber: '',
    });
  });
});
