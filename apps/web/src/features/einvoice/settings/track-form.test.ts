import { describe, expect, it } from 'vitest';
import { track } from '../testing/fixtures';
import { checkTrackForm, initialTrackValues, rangeSummary, yearOptions } from './track-form';

const TYPED = { year: '2026', startMonth: '11', letters: 'cd', startNumber: '00000050', endNumber: '00000149' };

describe('add-track form', () => {
  it('starts in the current period and offers its year and the next, in ROC years', () => {
    expect(initialTrackValues('11512')).toMatchObject({ year: '2026', startMonth: '11' });
    expect(initialTrackValues('11602')).toMatchObject({ year: '2027', startMonth: '1' });
    expect(yearOptions({ year: 2026, startMonth: 11, endMonth: 12 })).toEqual([
      { value: '2026', label: '115年 (2026)' },
      { value: '2027', label: '116年 (2027)' },
    ]);
  });

  it('builds the request, letters in capitals', () => {
    expect(checkTrackForm(1, TYPED, [])).toEqual({
      ok: true,
      request: { storeId: 1, year: 2026, startMonth: 11, letters: 'CD', startNumber: '00000050', endNumber: '00000149' },
    });
  });

  it('wants whole books of 50 and 8 digits, under the field at fault', () => {
    expect(checkTrackForm(1, { ...TYPED, startNumber: '00000010' }, [])).toEqual({
      ok: false,
      errors: { startNumber: '起始號碼須為每本第一號（50的倍數，尾數00或50）' },
    });
    expect(checkTrackForm(1, { ...TYPED, endNumber: '00000148' }, [])).toEqual({
      ok: false,
      errors: { endNumber: '結束號碼須為每本最後一號（尾數49或99）' },
    });
    const short = checkTrackForm(1, { ...TYPED, startNumber: '50' }, []);
    expect(short.ok ? null : short.errors.startNumber).toBe('發票號碼須為8位數字');
    const letters = checkTrackForm(1, { ...TYPED, letters: 'C1' }, []);
    expect(letters.ok ? null : letters.errors.letters).toBe('字軌須為2個大寫英文字母');
  });

  it('names every problem at once: the letters and the broken books together', () => {
    expect(checkTrackForm(1, { ...TYPED, letters: '', startNumber: '00000010', endNumber: '00000148' }, [])).toEqual({
      ok: false,
      errors: {
        letters: '字軌須為2個大寫英文字母',
        startNumber: '起始號碼須為每本第一號（50的倍數，尾數00或50）',
        endNumber: '結束號碼須為每本最後一號（尾數49或99）',
      },
    });
    const reversed = checkTrackForm(1, { ...TYPED, letters: '', startNumber: '00000100', endNumber: '00000049' }, []);
    expect(reversed.ok ? null : reversed.errors.startNumber).toBe('起始號碼不可大於結束號碼');
  });

  it('refuses a range that overlaps a track already listed, and accepts the same numbers in another period', () => {
    const listed = [track({ letters: 'CD', start: 100, end: 199 })];
    expect(checkTrackForm(1, TYPED, listed)).toEqual({ ok: false, errors: { startNumber: '號碼區間與已設定的字軌重疊' } });
    expect(checkTrackForm(1, { ...TYPED, year: '2027', startMonth: '1' }, listed).ok).toBe(true);
  });

  it('sums up a range typed so far in books and numbers', () => {
    expect(rangeSummary('00000050', '00000149')).toBe('2 本，共 100 個號碼');
    expect(rangeSummary('00000000', '00000998')).toBeNull();
    expect(rangeSummary('0000005', '00000149')).toBeNull();
  });
});
