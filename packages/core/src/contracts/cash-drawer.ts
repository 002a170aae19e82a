import { z } from 'zod';
import { MSG } from '../messages.js';
import { centsField, dateRangeFields, distinctIdList, refineDateRange } from './date-range-fields.js';
import { pageOf, pageRequestSchema } from './envelope.js';
import { requestObject, requiredId } from './fields.js';

/**
 * Cash drawer records (臨時收支; store operations sections 3, 5 and 7; docs/reports.md): money put into (INCOME) or
 * taken out of (EXPENSE) the drawer outside sales, e.g. change brought from the bank or vegetables paid in cash.
 * Amounts are integer cents. A record belongs to the open shift until that shift is finished; from then on it is part
 * of a signed-off handover and can be neither edited nor removed (409 CASH_DRAWER_MSG.SHIFT_FINISHED): a correction
 * is a new record in the current shift.
 */

type Call<M extends 'POST' | 'PUT' | 'DELETE'> = { method: M; path: string };
const call = <M extends 'POST' | 'PUT' | 'DELETE'>(method: M, path: string): Call<M> => ({ method, path });

/** Every call takes a JSON body with `storeId` (batchRemove too: a DELETE with a body). */
export const CASH_DRAWER_PATHS = {
  add: call('POST', '/api/back/store/cashDrawerRecord/add'),
  update: call('PUT', '/api/back/store/cashDrawerRecord/update'),
  batchRemove: call('DELETE', '/api/back/store/cashDrawerRecord/batchRemove'),
  page: call('POST', '/api/back/store/cashDrawerRecord/page'),
  summary: call('POST', '/api/back/store/cashDrawerRecord/summary'),
} as const;

export const CASH_DRAWER_RECORD_TYPES = ['INCOME', 'EXPENSE'] as const;
export type CashDrawerRecordType = (typeof CASH_DRAWER_RECORD_TYPES)[number];

export const CASH_DRAWER_TYPE_LABELS: Readonly<Record<CashDrawerRecordType, string>> = {
  INCOME: '收入',
  EXPENSE: '支出',
};

export const CASH_DRAWER_REMARK_MAX = 100;
export const CASH_DRAWER_BATCH_MAX = 100;

/** Modal titles (spec) and server messages (ours, except AMOUNT_REQUIRED which is the spec's). */
export const CASH_DRAWER_MSG = {
  ADD_TITLE: '新增臨時收支',
  EDIT_TITLE: '編輯臨時收支',
  AMOUNT_REQUIRED: MSG.CASH_AMOUNT_REQUIRED,
  TYPE_REQUIRED: '請選擇收支類型',
  NOT_FOUND: '臨時收支不存在',
  SHIFT_FINISHED: '此筆臨時收支已交班，無法修改或刪除',
} as const;

const storeId = requiredId('商店編號');
const type = z.enum(CASH_DRAWER_RECORD_TYPES, { error: CASH_DRAWER_MSG.TYPE_REQUIRED });
/** Required and numeric, above 0, in cents: anything else is 金額為必填 or a more precise message. */
const amount = centsField('金額', { required: CASH_DRAWER_MSG.AMOUNT_REQUIRED, positive: true });
const remark = z
  .string({ error: '備註格式不正確' })
  .trim()
  .max(CASH_DRAWER_REMARK_MAX, `備註不可超過${CASH_DRAWER_REMARK_MAX}字`)
  .default('');

export const cashDrawerRecordAddRequestSchema = requestObject({ storeId, type, amount, remark });
export type CashDrawerRecordAddRequest = z.infer<typeof cashDrawerRecordAddRequestSchema>;
export type CashDrawerRecordAddInput = z.input<typeof cashDrawerRecordAddRequestSchema>;

export const cashDrawerRecordUpdateRequestSchema = requestObject({
  storeId,
  id: requiredId('臨時收支編號'),
  type,
  amount,
  remark,
});
export type CashDrawerRecordUpdateRequest = z.infer<typeof cashDrawerRecordUpdateRequestSchema>;
export type CashDrawerRecordUpdateInput = z.input<typeof cashDrawerRecordUpdateRequestSchema>;

export const cashDrawerRecordBatchRemoveRequestSchema = requestObject({
  storeId,
  idList: distinctIdList('臨時收支', CASH_DRAWER_BATCH_MAX),
});
export type CashDrawerRecordBatchRemoveRequest = z.infer<typeof cashDrawerRecordBatchRemoveRequestSchema>;

/** Filters of the list and of its summary: business dates (both included) and, optionally, one type. */
const filterFields = {
  storeId,
  ...dateRangeFields,
  type: type.nullish().transform((value) => value ?? null),
};

export const cashDrawerRecordPageRequestSchema = pageRequestSchema.extend(filterFields).superRefine(refineDateRange);
export type CashDrawerRecordPageRequest = z.infer<typeof cashDrawerRecordPageRequestSchema>;
export type CashDrawerRecordPageInput = z.input<typeof cashDrawerRecordPageRequestSchema>;

export const cashDrawerSummaryRequestSchema = requestObject(filterFields).superRefine(refineDateRange);
export type CashDrawerSummaryRequest = z.infer<typeof cashDrawerSummaryRequestSchema>;
export type CashDrawerSummaryInput = z.input<typeof cashDrawerSummaryRequestSchema>;

export const cashDrawerRecordSchema = z.object({
  id: z.number().int(),
  type: z.enum(CASH_DRAWER_RECORD_TYPES),
  /** Cents, above 0; the type says which way the money went. */
  amount: z.number().int(),
  remark: z.string(),
  /** The store's calendar day the record was made (yyyy-MM-dd). */
  businessDate: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdByName: z.string().nullable(),
  /** The finished shift it was handed over in; null while its shift is open (then it may be edited or removed). */
  shiftId: z.number().int().nullable(),
});
export type CashDrawerRecord = z.infer<typeof cashDrawerRecordSchema>;

/** Newest first. */
export const cashDrawerRecordPageSchema = pageOf(cashDrawerRecordSchema);

export const cashDrawerSummarySchema = z.object({
  income: z.number().int(),
  expense: z.number().int(),
  /** income - expense (negative when more went out). */
  net: z.number().int(),
  incomeCount: z.number().int(),
  expenseCount: z.number().int(),
});
export type CashDrawerSummary = z.infer<typeof cashDrawerSummarySchema>;
