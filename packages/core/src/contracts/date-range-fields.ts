import { z } from 'zod';
import { MSG } from '../messages.js';
import { INVALID_DATE, isValidDate, validateDateRange } from '../validation/date-range.js';

/**
 * The business-date range of the cash drawer and shift reports: `startDate` and `endDate` as yyyy-MM-dd in the
 * store's time zone, both days included. A start after its end is refused with the spec's 開始時間晚於結束時間!.
 */

export function businessDateField(label: string) {
  const required = `${label}為必填`;
  return z.string({ error: required }).trim().min(1, required).refine(isValidDate, INVALID_DATE);
}

export const dateRangeFields = {
  startDate: businessDateField('開始日期'),
  endDate: businessDateField('結束日期'),
};

/** Adds the start-before-end check to an object that has `startDate` and `endDate`. */
export function refineDateRange(range: { startDate: string; endDate: string }, context: z.RefinementCtx): void {
  if (!isValidDate(range.startDate) || !isValidDate(range.endDate)) return; // the fields already said why
  const result = validateDateRange(range.startDate, range.endDate);
  if (!result.ok) context.addIssue({ code: 'custom', message: MSG.DATE_RANGE, path: ['startDate'] });
}

/** Integer cents, from 0 (or above 0) to NT$10,000,000. */
export const CASH_AMOUNT_MAX = 1_000_000_000;

export function centsField(label: string, { required = `${label}為必填`, positive = false } = {}) {
  const base = z
    .number({ error: required })
    .int(`${label}須為整數(以分為單位)`)
    .max(CASH_AMOUNT_MAX, `${label}不可超過${CASH_AMOUNT_MAX / 100}元`);
  return positive ? base.positive(`${label}須大於0`) : base.min(0, `${label}不可小於0`);
}

/** A non-empty list of distinct ids: the rows a batch call acts on. */
export function distinctIdList(label: string, max: number) {
  return z
    .array(
      z.number({ error: `${label}編號不正確` }).int(`${label}編號不正確`).positive(`${label}編號不正確`),
      { error: `請選擇${label}` },
    )
    .min(1, `請選擇${label}`)
    .max(max, `一次最多處理${max}筆`)
    .refine((ids) => new Set(ids).size === ids.length, '清單內不可有重複項目');
}
