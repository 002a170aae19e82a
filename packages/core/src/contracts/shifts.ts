import { z } from 'zod';
import {
  businessDateField,
  centsField,
  dateRangeFields,
  distinctIdList,
  refineDateRange,
} from './date-range-fields.js';
import { pageOf, pageRequestSchema } from './envelope.js';
import { requestObject, requiredId, requiredText } from './fields.js';

/**
 * Shift handover (交班表; store operations sections 2 and 7; docs/reports.md). A store has at most one open shift.
 * Finishing it counts the drawer: every order and cash drawer record committed before the finish and not yet in a
 * shift is closed into it, its totals are computed from those rows and stored, and the next shift opens with the
 * float left in the drawer. expectedCash = openingFloat + cashSales + drawerIncome - drawerExpense;
 * difference = countedCash - expectedCash (negative: money missing). Amounts are integer cents.
 */

type Call<M extends 'POST' | 'DELETE'> = { method: M; path: string };
const call = <M extends 'POST' | 'DELETE'>(method: M, path: string): Call<M> => ({ method, path });

/** Every call takes a JSON body with `storeId` (batchRemove too: a DELETE with a body). */
export const SHIFT_PATHS = {
  page: call('POST', '/api/back/store/shift/page'),
  finish: call('POST', '/api/back/store/shift/finish'),
  recalculate: call('POST', '/api/back/store/shift/recalculate'),
  detail: call('POST', '/api/back/store/shift/detail'),
  detailByDate: call('POST', '/api/back/store/shift/detailByDate'),
  print: call('POST', '/api/back/store/shift/print'),
  batchRemove: call('DELETE', '/api/back/store/shift/batchRemove'),
} as const;

export const SHIFT_STATUSES = ['OPEN', 'FINISHED'] as const;
export type ShiftStatus = (typeof SHIFT_STATUSES)[number];

export const SHIFT_STATUS_LABELS: Readonly<Record<ShiftStatus, string>> = { OPEN: '未交班', FINISHED: '已交班' };

export const SHIFT_REMARK_MAX = 200;
export const SHIFT_BATCH_MAX = 100;

/** Server messages of this area (ours). */
export const SHIFT_MSG = {
  NOT_FOUND: '交班紀錄不存在',
  ALREADY_FINISHED: '此班別已交班，請重新整理後再試',
  OPEN_NOT_REMOVABLE: '尚未交班的班別不可刪除',
  OPEN_NOT_RECALCULABLE: '尚未交班的班別無需重新計算',
  COUNTED_CASH_REQUIRED: '實點現金為必填',
  NEXT_FLOAT_REQUIRED: '下一班零用金為必填',
} as const;

/** Labels of the handover sheet (ours), shared by the page, the print-out and the Excel sheet. */
export const SHIFT_LABELS = {
  title: '交班表',
  number: '班別',
  startedAt: '開班時間',
  finishedAt: '交班時間',
  businessDate: '營業日',
  openingFloat: '零用金',
  cashSales: '現金銷售',
  otherSales: '其他付款',
  salesTotal: '銷售總額',
  orderCount: '訂單數',
  cancelledCount: '取消訂單數',
  cancelledAmount: '取消金額',
  refundCount: '退款筆數',
  refundAmount: '退款金額',
  drawerIncome: '臨時收入',
  drawerExpense: '臨時支出',
  expectedCash: '應有現金',
  countedCash: '實點現金',
  difference: '差額',
  remark: '備註',
  finishedBy: '交班人員',
} as const;

const storeId = requiredId('商店編號');
const shiftId = requiredId('交班編號');
const remark = z
  .string({ error: '備註格式不正確' })
  .trim()
  .max(SHIFT_REMARK_MAX, `備註不可超過${SHIFT_REMARK_MAX}字`)
  .default('');

/** Finished shifts whose business day (the store's day of the finish) is in the range; newest first. */
export const shiftPageRequestSchema = pageRequestSchema
  .extend({ storeId, ...dateRangeFields })
  .superRefine(refineDateRange);
export type ShiftPageRequest = z.infer<typeof shiftPageRequestSchema>;
export type ShiftPageInput = z.input<typeof shiftPageRequestSchema>;

/**
 * Closes the store's open shift. `shiftId`, when sent, must be the open shift the cashier looked at (else 409
 * ALREADY_FINISHED: somebody finished it meanwhile, so a double tap never closes two shifts).
 */
export const shiftFinishRequestSchema = requestObject({
  storeId,
  shiftId: shiftId.nullish().transform((value) => value ?? null),
  countedCash: centsField('實點現金', { required: SHIFT_MSG.COUNTED_CASH_REQUIRED }),
  nextOpeningFloat: centsField('下一班零用金', { required: SHIFT_MSG.NEXT_FLOAT_REQUIRED }),
  remark,
});
export type ShiftFinishRequest = z.infer<typeof shiftFinishRequestSchema>;
export type ShiftFinishInput = z.input<typeof shiftFinishRequestSchema>;

/** One finished shift: recalculate, print. */
export const shiftRecordRequestSchema = requestObject({ storeId, id: shiftId });
export type ShiftRecordRequest = z.infer<typeof shiftRecordRequestSchema>;

/** One shift; without `id`, the open shift with its totals so far (what finishing it now would close). */
export const shiftDetailRequestSchema = requestObject({
  storeId,
  id: shiftId.nullish().transform((value) => value ?? null),
});
export type ShiftDetailRequest = z.infer<typeof shiftDetailRequestSchema>;
export type ShiftDetailInput = z.input<typeof shiftDetailRequestSchema>;

/** The shifts finished on one business day, and their sum. */
export const shiftDetailByDateRequestSchema = requestObject({ storeId, date: businessDateField('日期') });
export type ShiftDetailByDateRequest = z.infer<typeof shiftDetailByDateRequestSchema>;

/** Soft removal of finished shifts, with the reason (audit-logged). Their orders and records stay theirs. */
export const shiftBatchRemoveRequestSchema = requestObject({
  storeId,
  idList: distinctIdList('交班紀錄', SHIFT_BATCH_MAX),
  reason: requiredText('刪除原因').max(SHIFT_REMARK_MAX, `刪除原因不可超過${SHIFT_REMARK_MAX}字`),
});
export type ShiftBatchRemoveRequest = z.infer<typeof shiftBatchRemoveRequestSchema>;

// ---- answers ---------------------------------------------------------------------------------

const cents = z.number().int();

/** Sales of one pay method statistic key (CASH included) in a shift: paid, not cancelled, not removed orders. */
export const shiftPayMethodTotalSchema = z.object({
  statisticKey: z.string(),
  /** The pay method's name as the latest order of the shift recorded it. */
  name: z.string(),
  amount: cents,
  orderCount: z.number().int(),
});
export type ShiftPayMethodTotal = z.infer<typeof shiftPayMethodTotalSchema>;

/** The money of a shift, or of several summed (detailByDate). */
export const shiftTotalsSchema = z.object({
  openingFloat: cents,
  /** Cash collected (payable of cash orders; change already given back). */
  cashSales: cents,
  /** Every other pay method together. */
  otherSales: cents,
  /** cashSales + otherSales. */
  salesTotal: cents,
  /** Per statistic key, CASH first then by amount. */
  payMethods: z.array(shiftPayMethodTotalSchema),
  /** Orders counted in sales (not cancelled, not removed), entertained ones included. */
  orderCount: z.number().int(),
  /** Cancelled orders are apart: counted here, never in sales. */
  cancelledCount: z.number().int(),
  cancelledAmount: cents,
  /** Refunds made during the shift (issue 21), whatever day the order was sold; never taken off its sales. */
  refundCount: z.number().int(),
  refundAmount: cents,
  drawerIncome: cents,
  drawerExpense: cents,
  /** openingFloat + cashSales + drawerIncome - drawerExpense. */
  expectedCash: cents,
  /** null while the shift is open. */
  countedCash: cents.nullable(),
  /** countedCash - expectedCash; null while open. */
  difference: cents.nullable(),
});
export type ShiftTotals = z.infer<typeof shiftTotalsSchema>;

export const shiftSchema = shiftTotalsSchema.extend({
  id: z.number().int(),
  /** 1, 2, 3, ... per store. */
  number: z.number().int(),
  status: z.enum(SHIFT_STATUSES),
  /** The store's calendar day of the finish; null while open. */
  businessDate: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  remark: z.string(),
  finishedBy: z.number().int().nullable(),
  finishedByName: z.string().nullable(),
  /** When the totals were last computed (the finish, a recalculate, or now for the open shift). */
  calculatedAt: z.string(),
});
export type Shift = z.infer<typeof shiftSchema>;

export const shiftPageSchema = pageOf(shiftSchema);

export const shiftFinishResultSchema = z.object({ shift: shiftSchema, nextShift: shiftSchema });
export type ShiftFinishResult = z.infer<typeof shiftFinishResultSchema>;

export const shiftDayDetailSchema = z.object({
  date: z.string(),
  /** In the order they were finished. */
  shifts: z.array(shiftSchema),
  /** Their sum (countedCash and difference summed too; null when no shift). */
  totals: shiftTotalsSchema,
});
export type ShiftDayDetail = z.infer<typeof shiftDayDetailSchema>;

/** What a receipt printer prints: label / value rows already formatted (NT$ with thousands separators). */
export const shiftPrintSchema = z.object({
  title: z.string(),
  storeName: z.string(),
  printedAt: z.string(),
  shift: shiftSchema,
  rows: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type ShiftPrint = z.infer<typeof shiftPrintSchema>;

export { CASH_AMOUNT_MAX } from './date-range-fields.js';
