import '@mantine/dates/styles.css';
import 'dayjs/locale/zh-tw';
import { Button, Group, Input, Stack } from '@mantine/core';
import { DateInput, DatesProvider, DateTimePicker } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { DATE_PRESET_LABEL, DATE_PRESETS, NARROW_DATE_PICKER_PX, presetRange, validateDateRange, type DatePreset } from '@diancan/core';
import { useState, type ReactNode } from 'react';
import { taipeiDate } from './taipei-time';

/** A range as the pickers write it: 'YYYY-MM-DD', or 'YYYY-MM-DD HH:mm:ss' with `withTime`; null while unset. */
export interface DateRangeValue {
  start: string | null;
  end: string | null;
}

export const EMPTY_RANGE: DateRangeValue = { start: null, end: null };

/**
 * The next range after one end changed (access section 5): a start after its end is refused with
 * 開始時間晚於結束時間! and the whole range is cleared; equal ends are fine.
 */
export function nextRange(range: DateRangeValue): { range: DateRangeValue; error: string | null } {
  if (range.start === null || range.end === null) return { range, error: null };
  const check = validateDateRange(range.start, range.end);
  return check.ok ? { range, error: null } : { range: EMPTY_RANGE, error: check.message };
}

export interface DateRangeFieldProps {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  label?: string;
  startLabel?: string;
  endLabel?: string;
  /** Date and 24-hour time (minutes) instead of dates only. */
  withTime?: boolean;
  /** Quick ranges 本月, 上月, 本週, 上週 (dates only). */
  withPresets?: boolean;
  required?: boolean;
  clearable?: boolean;
  error?: ReactNode;
  disabled?: boolean;
}

/**
 * A date or date-time range (access sections 2, 5 and 9): weeks start on Monday, dates can be typed, 24-hour times
 * in a full-screen picker below 600 px; a start after the end clears the range with 開始時間晚於結束時間!.
 */
export function DateRangeField(props: DateRangeFieldProps) {
  const { value, onChange, label, withTime = false, withPresets = false, required, clearable = true, error, disabled } = props;
  const { startLabel = withTime ? '開始時間' : '開始日期', endLabel = withTime ? '結束時間' : '結束日期' } = props;
  const narrow = useMediaQuery(`(max-width: ${NARROW_DATE_PICKER_PX - 1}px)`) ?? false;
  const [rangeError, setRangeError] = useState<string | null>(null);

  const change = (next: DateRangeValue) => {
    const result = nextRange(next);
    setRangeError(result.error);
    onChange(result.range);
  };
  const choosePreset = (preset: DatePreset) => change(presetRange(preset, taipeiDate()));

  const common = { clearable, disabled, required };
  // Times: the 24-hour picker, full screen on a narrow display. Dates: typed as yyyy-MM-dd or picked from the calendar.
  const pickerType = narrow ? ('modal' as const) : ('popover' as const);
  const input = (label: string, current: string | null, apply: (next: string | null) => void) =>
    withTime ? (
      <DateTimePicker {...common} dropdownType={pickerType} label={label} valueFormat="YYYY-MM-DD HH:mm" value={current} onChange={apply} />
    ) : (
      <DateInput {...common} label={label} valueFormat="YYYY-MM-DD" placeholder="yyyy-MM-dd" value={current} onChange={apply} w={narrow ? undefined : 170} />
    );
  const startInput = input(startLabel, value.start, (start) => change({ ...value, start }));
  const endInput = input(endLabel, value.end, (end) => change({ ...value, end }));

  return (
    <DatesProvider settings={{ locale: 'zh-tw', firstDayOfWeek: 1 }}>
      <Input.Wrapper label={label} error={rangeError ?? error}>
        <Stack gap="xs" mt={label ? 4 : 0}>
          <Group gap="sm" align="flex-end" wrap="wrap" grow={narrow}>
            {startInput}
            {endInput}
          </Group>
          {withPresets && !withTime && (
            <Group gap={4}>
              {DATE_PRESETS.map((preset) => (
                <Button key={preset} size="compact-sm" variant="default" disabled={disabled} onClick={() => choosePreset(preset)}>
                  {DATE_PRESET_LABEL[preset]}
                </Button>
              ))}
            </Group>
          )}
        </Stack>
      </Input.Wrapper>
    </DatesProvider>
  );
}
