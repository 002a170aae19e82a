import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@diancan/core';
import {
  DateRangeField,
  daysUntil,
  type DateRangeValue,
  EMPTY_RANGE,
  formatTaipeiDateTime,
  isoToTaipeiDateTime,
  nextRange,
  taipeiDate,
  taipeiDateTimeToIso,
} from '.';

describe('nextRange', () => {
  it('keeps a range whose start is not after its end (equal is fine)', () => {
    expect(nextRange({ start: '2026-01-01', end: '2026-01-31' })).toEqual({ range: { start: '2026-01-01', end: '2026-01-31' }, error: null });
    expect(nextRange({ start: '2026-01-01', end: '2026-01-01' }).error).toBeNull();
  });

  it('clears the range with 開始時間晚於結束時間! when the start is after the end', () => {
    expect(nextRange({ start: '2026-02-01', end: '2026-01-31' })).toEqual({ range: EMPTY_RANGE, error: '開始時間晚於結束時間!' });
    expect(nextRange({ start: '2026-01-01 10:00:00', end: '2026-01-01 09:59:00' }).error).toBe(MSG.DATE_RANGE);
  });

  it('waits while one end is unset', () => {
    expect(nextRange({ start: '2026-02-01', end: null }).error).toBeNull();
  });
});

describe('Taipei time', () => {
  it('reads instants in Taipei whatever the machine zone', () => {
    expect(taipeiDate(new Date('2026-03-01T16:30:00Z'))).toBe('2026-03-02');
    expect(isoToTaipeiDateTime('2026-03-01T16:30:00Z')).toBe('2026-03-02 00:30:00');
    expect(formatTaipeiDateTime('2026-03-01T16:30:00Z')).toBe('2026-03-02 00:30');
    expect(isoToTaipeiDateTime('not a date')).toBeNull();
  });

  it('writes picker values as ISO with the +08:00 offset', () => {
    expect(taipeiDateTimeToIso('2026-03-02 00:30:00')).toBe('2026-03-02T00:30:00+08:00');
    expect(taipeiDateTimeToIso('2026-03-02 09:05')).toBe('2026-03-02T09:05:00+08:00');
    expect(taipeiDateTimeToIso('2026-03-02')).toBe('2026-03-02T00:00:00+08:00');
    expect(new Date(taipeiDateTimeToIso('2026-03-02 00:30:00')).toISOString()).toBe('2026-03-01T16:30:00.000Z');
  });

  it('counts whole days to a date', () => {
    expect(daysUntil('2026-03-21', '2026-03-01')).toBe(20);
    expect(daysUntil('2026-02-28', '2026-03-01')).toBe(-1);
  });
});

describe('DateRangeField', () => {
  it('fills a preset week from Monday to Sunday', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-19T04:00:00Z')); // Thursday in Taipei
    const onChange = vi.fn();
    render(
      <MantineProvider>
        <DateRangeField value={EMPTY_RANGE} onChange={onChange} withPresets />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '本週' }));
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-11-16', end: '2026-11-22' });
    fireEvent.click(screen.getByRole('button', { name: '上月' }));
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-10-01', end: '2026-10-31' });
  });
});

function Controlled({ onChange }: { onChange: (range: DateRangeValue) => void }) {
  const [range, setRange] = useState<DateRangeValue>(EMPTY_RANGE);
  return (
    <MantineProvider>
      <DateRangeField
        value={range}
        onChange={(next) => {
          setRange(next);
          onChange(next);
        }}
      />
    </MantineProvider>
  );
}

describe('DateRangeField typed dates', () => {
  it('takes typed yyyy-MM-dd dates and clears a backwards range with 開始時間晚於結束時間!', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    fireEvent.change(screen.getByRole('textbox', { name: '開始日期' }), { target: { value: '2026-03-10' } });
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-03-10', end: null });
    fireEvent.change(screen.getByRole('textbox', { name: '結束日期' }), { target: { value: '2026-03-01' } });
    expect(onChange).toHaveBeenLastCalledWith(EMPTY_RANGE);
    expect(await screen.findByText('開始時間晚於結束時間!')).toBeTruthy();
  });
});
