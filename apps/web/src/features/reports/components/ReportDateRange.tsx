import { presetRange } from '@diancan/core';
import { create } from 'zustand';
import { DateRangeField, taipeiDate, type DateRangeValue } from '../../../components/date-range';

/** A range with both ends set, as the report calls take it ('yyyy-MM-dd', the store's days). */
export interface ReportRange {
  startDate: string;
  endDate: string;
}

interface ReportRangeState {
  value: DateRangeValue;
  setValue: (value: DateRangeValue) => void;
}

function thisMonth(): DateRangeValue {
  return presetRange('thisMonth', taipeiDate());
}

/**
 * The range the report tabs share: chosen once, it stays while moving between 營業額, 臨時收支, 交班表 and 銷售排行,
 * and starts as this month. Not persisted: a new visit starts again at this month.
 */
export const useReportRangeStore = create<ReportRangeState>()((set) => ({
  value: thisMonth(),
  setValue: (value) => set({ value }),
}));

/** The complete range for the calls, or null while an end is unset (cleared by a backwards range, or being typed). */
export function completeRange(value: DateRangeValue): ReportRange | null {
  return value.start && value.end ? { startDate: value.start.slice(0, 10), endDate: value.end.slice(0, 10) } : null;
}

/** The shared range and its setter; `range` is null until both ends are set. */
export function useReportRange(): { value: DateRangeValue; range: ReportRange | null; setValue: (value: DateRangeValue) => void } {
  const value = useReportRangeStore((state) => state.value);
  const setValue = useReportRangeStore((state) => state.setValue);
  return { value, range: completeRange(value), setValue };
}

/**
 * The date-range bar of every report (access section 9): 本月, 上月, 本週, 上週 or typed dates, weeks from Monday;
 * a start after the end shows 開始時間晚於結束時間! and clears the range (the pages then wait for a new one).
 */
export function ReportDateRange() {
  const { value, setValue } = useReportRange();
  return <DateRangeField value={value} onChange={setValue} withPresets clearable={false} />;
}
