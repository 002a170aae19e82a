export { DateRangeField, EMPTY_RANGE, nextRange, type DateRangeFieldProps, type DateRangeValue } from './DateRangeField';
export { daysUntil, formatTaipeiDateTime, isoToTaipeiDateTime, taipeiDate, taipeiDateTimeToIso } from './taipei-time';
