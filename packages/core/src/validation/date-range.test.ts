import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  endOfMonth,
  isoWeekday,
  isValidDate,
  presetRange,
  startOfMonth,
  startOfWeek,
  validateDateRange,
} from './date-range.js';

describe('validateDateRange', () => {
  it('accepts start before or equal to end', () => {
    expect(validateDateRange('2026-01-01', '2026-01-31')).toEqual({ ok: true });
    expect(validateDateRange('2026-01-31', '2026-01-31')).toEqual({ ok: true });
    expect(validateDateRange('2026-01-31 09:00', '2026-01-31 09:00')).toEqual({ ok: true });
  });
  it('rejects start after end with the spec message', () => {
    expect(validateDateRange('2026-02-01', '2026-01-31')).toEqual({ ok: false, message: '開始時間晚於結束時間!' });
    expect(validateDateRange('2026-01-31 09:01', '2026-01-31 09:00')).toEqual({ ok: false, message: '開始時間晚於結束時間!' });
    expect(validateDateRange('2026-01-31T00:00:01', '2026-01-31')).toEqual({ ok: false, message: '開始時間晚於結束時間!' });
  });
  it('rejects malformed or impossible dates', () => {
    for (const [start, end] of [
      ['2026-02-30', '2026-03-01'],
      ['2026/01/01', '2026-01-02'],
      ['2026-01-01', ''],
      ['2026-01-01 24:00', '2026-01-02'],
      ['2026-01-01 10:60', '2026-01-02'],
    ] as const) {
      expect(validateDateRange(start, end)).toEqual({ ok: false, message: '日期格式不正確' });
    }
  });
});

describe('date arithmetic', () => {
  it('validates calendar dates, leap years included', () => {
    expect(isValidDate('2024-02-29')).toBe(true);
    expect(isValidDate('2026-02-29')).toBe(false);
    expect(isValidDate('2000-02-29')).toBe(true);
    expect(isValidDate('1900-02-29')).toBe(false);
    expect(isValidDate('2026-13-01')).toBe(false);
    expect(isValidDate('2026-1-01')).toBe(false);
  });
  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-01-10', 0)).toBe('2026-01-10');
  });
  it('numbers weekdays from Monday', () => {
    expect(isoWeekday('2026-11-23')).toBe(1); // a Monday
    expect(isoWeekday('2026-11-29')).toBe(7); // a Sunday
    expect(startOfWeek('2026-11-29')).toBe('2026-11-23');
    expect(startOfWeek('2026-11-23')).toBe('2026-11-23');
  });
  it('finds month ends', () => {
    expect(startOfMonth('2026-02-17')).toBe('2026-02-01');
    expect(endOfMonth('2026-02-17')).toBe('2026-02-28');
    expect(endOfMonth('2024-02-01')).toBe('2024-02-29');
    expect(endOfMonth('2026-12-05', 1)).toBe('2027-01-31');
    expect(endOfMonth('2026-01-31', 1)).toBe('2026-02-28');
  });
  it('throws on a malformed date', () => {
    expect(() => addDays('soon', 1)).toThrow(RangeError);
  });
});

describe('presetRange', () => {
  it('this month and last month are whole calendar months', () => {
    expect(presetRange('thisMonth', '2026-03-15')).toEqual({ start: '2026-03-01', end: '2026-03-31' });
    expect(presetRange('lastMonth', '2026-03-31')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(presetRange('lastMonth', '2026-01-10')).toEqual({ start: '2025-12-01', end: '2025-12-31' });
  });
  it('weeks run Monday to Sunday', () => {
    // 2026-11-25 is a Wednesday
    expect(presetRange('thisWeek', '2026-11-25')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(presetRange('lastWeek', '2026-11-25')).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    // on a Sunday the week is the one that started six days earlier
    expect(presetRange('thisWeek', '2026-11-29')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    // across a year end
    expect(presetRange('thisWeek', '2027-01-01')).toEqual({ start: '2026-12-28', end: '2027-01-03' });
  });
  it('always contains today (this week, this month) and never inverts', () => {
    const day = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(day, fc.constantFrom('thisMonth', 'lastMonth', 'thisWeek', 'lastWeek' as const), (date, preset) => {
        const today = date.toISOString().slice(0, 10);
        const { start, end } = presetRange(preset, today);
        expect(validateDateRange(start, end)).toEqual({ ok: true });
        if (preset === 'thisWeek' || preset === 'thisMonth') expect(start <= today && today <= end).toBe(true);
        else expect(end < today).toBe(true);
        if (preset.endsWith('Week')) {
          expect(isoWeekday(start)).toBe(1);
          expect(addDays(start, 6)).toBe(end);
        }
      }),
    );
  });
});
