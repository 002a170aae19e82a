import { z } from 'zod';
import { addDays, validateDateRange } from '../validation/date-range.js';
import { pageOf, pageRequestSchema } from './envelope.js';
import { queryId, requestObject, requiredId, requiredText } from './fields.js';
import { ORDER_DETAIL_PATHS } from './order-detail.js';
import { ORDER_SOURCES, ORDER_TYPES } from './orders.js';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './order-status.js';
import { dateField, optionalText } from './stores.js';


/**
 * Reports (store operations sections 2, 3, 7 and 9; docs/reports.md): turnover (營業額), revenue totals, totals per
 * pay method, the print summary, removing orders from the reports, sales ranking, category sales, Excel export and
 * mailing a report. Store users on their own store: `storeId` in the JSON body (batchRemove too), in the query for
 * the two GET calls. Dates are 'yyyy-MM-dd' in the store's time zone, both ends included. Money is
 * integer cents, as stored: a report adds up the amounts the checkout stored and never prices an order again.
 * Orders removed from the reports (batchRemove) count in no total; cancelled orders count apart.
 */

type Call<M extends 'GET' | 'POST' | 'PUT' | 'DELETE'> = { method: M; path: string };
const call = <M extends 'GET' | 'POST' | 'PUT' | 'DELETE'>(method: M, path: string): Call<M> => ({ method, path });

export const REPORT_PATHS = {
  /** Turnover list: body `turnoverPageRequestSchema`, answers `Page<TurnoverRow>`. */
  orderPage: call('POST', '/api/back/store/report/order/page'),
  /** Totals of the same filter: body `reportOrderFilterSchema`, answers `RevenueTotals`. */
  revenue: call('POST', '/api/back/store/report/order/revenue'),
  /** Totals per pay method: body `reportOrderFilterSchema`, answers `PayMethodTotal[]`. */
  payMethods: call('POST', '/api/back/store/report/order/payMethods'),
  /** The summary the receipt printer prints: body `reportOrderFilterSchema`, answers `TurnoverPrint`. */
  print: call('POST', '/api/back/store/report/order/print'),
  /** Soft removal with a reason: JSON body `reportBatchRemoveRequestSchema`, answers `{ removedCount }`. */
  batchRemove: call('DELETE', '/api/back/store/report/order/batchRemove'),
  /** `?storeId=&orderId=`: the order in full, `orderDetailSchema` (the order board's read model, order-detail.ts). */
  orderDetail: ORDER_DETAIL_PATHS.report,
  /** Body `salesRankingRequestSchema`, answers `SalesRanking`. */
  salesRanking: call('POST', '/api/back/report/getSalesRanking'),
  /** Body `categorySalesRequestSchema`, answers `CategorySalesRow[]`. */
  categorySalesDetail: call('POST', '/api/back/report/getCategorySalesDetail'),
  /** Ours (issue 33): body `staffSalesRequestSchema`, answers `StaffSalesRow[]`: sales per staff member who took the orders. */
  staffSales: call('POST', '/api/back/report/getStaffSales'),
  /** Ours (issue 32): body `tableServiceRequestSchema`, answers `TableServiceReport`: 來客數, 客單價, 翻桌率, 用餐時間, 服務費. */
  tableService: call('POST', '/api/back/report/getTableService'),
  /** `?storeId=`: the addresses a report may be mailed to (`string[]`); the web caches the first success. */
  mailList: call('GET', '/api/back/report/mailList'),
  /** Body `reportExportRequestSchema`: answers the .xlsx file itself (a blob, not the envelope) on success. */
  exportExcel: call('POST', '/api/back/report/exportExcel'),
  /** Ours (the spec names no path): body `reportMailRequestSchema`, mails the .xlsx; answers `ReportMailResult`. */
  sendMail: call('POST', '/api/back/report/sendMail'),
} as const;

/** The longest range a report covers (ours): a year and a day, so "this month last year" to today fits. */
export const REPORT_RANGE_MAX_DAYS = 366;
/** Orders one batchRemove may take. */
export const REPORT_REMOVE_MAX = 200;
export const REPORT_REMOVE_REASON_MAX = 100;
/** Rows one Excel file may hold (ours): beyond it the request asks for a shorter range. */
export const REPORT_EXPORT_ROWS_MAX = 50_000;
export const REPORT_MAIL_RECIPIENTS_MAX = 10;

/** Server messages of this area (ours, except DATE_RANGE which is the spec's, via validateDateRange). */
export const REPORT_MSG = {
  RANGE_TOO_LONG: `查詢區間不可超過${REPORT_RANGE_MAX_DAYS}天`,
  ORDER_OPEN: '訂單尚未完成或取消，無法從報表刪除',
  ORDER_GONE: '訂單不存在或已刪除',
  EXPORT_TOO_MANY: `匯出資料超過${REPORT_EXPORT_ROWS_MAX}筆，請縮小查詢區間`,
  NO_MAIL_LIST: '商店尚未設定電子信箱，無法寄送報表',
  RECIPIENT_NOT_ALLOWED: '收件人不在商店的信箱清單中',
  MAIL_SENT: '報表已寄出',
  MAIL_LOGGED: '未設定郵件伺服器，報表已記錄但未寄出',
  MAIL_FAILED: '報表寄送失敗',
} as const;

// ---- requests --------------------------------------------------------------------------------

const storeId = requiredId('商店編號');

/** Start after end: 開始時間晚於結束時間! (the picker clears the range); longer than a year: RANGE_TOO_LONG. */
export function checkRange(value: { startDate: string; endDate: string }, context: z.RefinementCtx): void {
  const result = validateDateRange(value.startDate, value.endDate);
  if (!result.ok) {
    context.addIssue({ code: 'custom', message: result.message, path: ['endDate'] });
    return;
  }
  if (addDays(value.startDate, REPORT_RANGE_MAX_DAYS - 1) < value.endDate) {
    context.addIssue({ code: 'custom', message: REPORT_MSG.RANGE_TOO_LONG, path: ['endDate'] });
  }
}

const rangeFields = { storeId, startDate: dateField('開始日期'), endDate: dateField('結束日期') };

const nullable = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? null);

const orderFilterFields = {
  ...rangeFields,
  /** Orders with a payment by this pay method (payments keep the id after the method is removed). */
  payMethodId: nullable(requiredId('付款方式')),
  status: nullable(z.enum(ORDER_STATUSES, { error: '訂單狀態不正確' })),
  type: nullable(z.enum(ORDER_TYPES, { error: '訂單類型不正確' })),
};

/** The turnover screen's filter: revenue, payMethods and print take it as the list does (without paging). */
export const reportOrderFilterSchema = requestObject(orderFilterFields).superRefine(checkRange);
export type ReportOrderFilter = z.infer<typeof reportOrderFilterSchema>;
export type ReportOrderFilterInput = z.input<typeof reportOrderFilterSchema>;

export const turnoverPageRequestSchema = pageRequestSchema.extend(orderFilterFields).superRefine(checkRange);
export type TurnoverPageRequest = z.infer<typeof turnoverPageRequestSchema>;
export type TurnoverPageInput = z.input<typeof turnoverPageRequestSchema>;

export const reportBatchRemoveRequestSchema = requestObject({
  storeId,
  idList: z
    .array(requiredId('訂單編號'), { error: '訂單清單為必填' })
    .min(1, '請選擇訂單')
    .max(REPORT_REMOVE_MAX, `一次最多刪除${REPORT_REMOVE_MAX}筆訂單`)
    .refine((ids) => new Set(ids).size === ids.length, '清單內不可有重複項目'),
  reason: requiredText('刪除原因').max(REPORT_REMOVE_REASON_MAX, `刪除原因不可超過${REPORT_REMOVE_REASON_MAX}字`),
});
export type ReportBatchRemoveRequest = z.infer<typeof reportBatchRemoveRequestSchema>;

export const SALES_RANKING_SORTS = ['COUNT', 'AMOUNT'] as const;
export type SalesRankingSort = (typeof SALES_RANKING_SORTS)[number];

const rankingFields = {
  ...rangeFields,
  /** Filters the rows shown by item name; ranks stay those of the whole (category's) ranking. */
  keyword: optionalText('關鍵字', 50),
  /** Ranks the items of one category only. */
  categoryId: nullable(requiredId('分類')),
  /** COUNT: by quantity sold (default); AMOUNT: by sales amount. */
  sortBy: z.enum(SALES_RANKING_SORTS, { error: '排序方式不正確' }).default('COUNT'),
};
export const salesRankingRequestSchema = requestObject(rankingFields).superRefine(checkRange);
export type SalesRankingRequest = z.infer<typeof salesRankingRequestSchema>;
export type SalesRankingInput = z.input<typeof salesRankingRequestSchema>;

export const categorySalesRequestSchema = requestObject(rangeFields).superRefine(checkRange);
export type CategorySalesRequest = z.infer<typeof categorySalesRequestSchema>;

export const staffSalesRequestSchema = requestObject(rangeFields).superRefine(checkRange);
export type StaffSalesRequest = z.infer<typeof staffSalesRequestSchema>;

/** The table-service report (docs/tables.md): a range of business days. */
export const tableServiceRequestSchema = requestObject(rangeFields).superRefine(checkRange);
export type TableServiceRequest = z.infer<typeof tableServiceRequestSchema>;

export const reportMailListQuerySchema = requestObject({ storeId: queryId('商店編號') });

/** Which report a file holds, with that report's own request. */
export const REPORT_EXPORT_KINDS = ['TURNOVER', 'SALES_RANKING', 'CATEGORY_SALES', 'SHIFTS', 'CASH_DRAWER', 'STAFF_SALES'] as const;
export type ReportExportKind = (typeof REPORT_EXPORT_KINDS)[number];

export const REPORT_EXPORT_KIND_LABEL: Readonly<Record<ReportExportKind, string>> = {
  TURNOVER: '營業額報表',
  SALES_RANKING: '銷售排行',
  CATEGORY_SALES: '分類銷售明細',
  SHIFTS: '交班表',
  CASH_DRAWER: '臨時收支',
  STAFF_SALES: '員工銷售',
};

/**
 * exportExcel: `report` names the report; the other fields are that report's own request (the ones another report
 * takes are ignored). One flat object rather than a union, so the store scope reads `storeId` like every call's.
 */
export const reportExportRequestSchema = requestObject({
  report: z.enum(REPORT_EXPORT_KINDS, { error: '報表類型不正確' }),
  ...orderFilterFields,
  ...rankingFields,
}).superRefine(checkRange);
export type ReportExportRequest = z.infer<typeof reportExportRequestSchema>;
export type ReportExportInput = z.input<typeof reportExportRequestSchema>;

/** sendMail: an export request plus the recipients, some of the store's mail list; none or empty = all of it. */
export const reportMailRequestSchema = requestObject({
  report: z.enum(REPORT_EXPORT_KINDS, { error: '報表類型不正確' }),
  ...orderFilterFields,
  ...rankingFields,
  recipients: z
    .array(z.email({ error: '信箱格式不正確' }), { error: '收件人格式不正確' })
    .max(REPORT_MAIL_RECIPIENTS_MAX, `收件人不可超過${REPORT_MAIL_RECIPIENTS_MAX}位`)
    .nullish()
    .transform((value) => value ?? []),
}).superRefine(checkRange);
export type ReportMailRequest = z.infer<typeof reportMailRequestSchema>;
export type ReportMailInput = z.input<typeof reportMailRequestSchema>;

// ---- answers ---------------------------------------------------------------------------------

export const turnoverPaymentSchema = z.object({
  payMethodId: z.number().int().nullable(),
  name: z.string(),
  statisticKey: z.string(),
  amount: z.number().int(),
});
export type TurnoverPayment = z.infer<typeof turnoverPaymentSchema>;

/** One order of the turnover list, with its stored amounts (cents). */
export const turnoverRowSchema = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  businessDate: z.string(),
  /** ISO 8601 with offset. */
  createdAt: z.string(),
  source: z.enum(ORDER_SOURCES),
  type: z.enum(ORDER_TYPES),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  tableNumber: z.string().nullable(),
  /** Whole-order entertain (招待). */
  entertain: z.boolean(),
  subtotal: z.number().int(),
  entertainAmount: z.number().int(),
  automaticDiscount: z.number().int(),
  /** The coupon's discount (docs/coupons.md). */
  couponDiscount: z.number().int().default(0),
  manualDiscount: z.number().int(),
  /** What the order came to after every discount: its revenue. */
  payable: z.number().int(),
  paid: z.number().int(),
  change: z.number().int(),
  payments: z.array(turnoverPaymentSchema),
  invoiceType: z.string().nullable(),
  remark: z.string(),
});
export type TurnoverRow = z.infer<typeof turnoverRowSchema>;

export const turnoverPageSchema = pageOf(turnoverRowSchema);

/**
 * Totals of the orders a filter selects, removed ones left out. Every figure but the `cancelled*` ones is over the
 * orders not cancelled: `net = gross - entertain - discounts` (discounts = automatic + coupon + manual), which is the sum
 * of the orders' payable. `unpaid*` are the (not cancelled) orders still UNPAID, included in the figures above.
 */
export const revenueTotalsSchema = z.object({
  orderCount: z.number().int(),
  gross: z.number().int(),
  entertain: z.number().int(),
  automaticDiscount: z.number().int(),
  couponDiscount: z.number().int().default(0),
  manualDiscount: z.number().int(),
  discounts: z.number().int(),
  net: z.number().int(),
  cancelledCount: z.number().int(),
  /** The payable of the cancelled orders: what they would have brought. */
  cancelledAmount: z.number().int(),
  unpaidCount: z.number().int(),
  unpaidAmount: z.number().int(),
  /**
   * Refunds made on the range's business days (issue 21), whatever day the order was sold: the sale is never
   * rewritten, the refund counts on its own day. Reverted refunds (a cancelled allowance) are left out.
   */
  refundCount: z.number().int(),
  refundAmount: z.number().int(),
  /**
   * The net revenue and order count per order source (POS / 手機點餐 / 出單點餐 / delivery platforms) over the same
   * orders as `net`, every source listed (0 for none), so the counter and self-ordering can be compared.
   */
  bySource: z.array(z.object({ source: z.enum(ORDER_SOURCES), orderCount: z.number().int(), net: z.number().int() })),
});
export type RevenueTotals = z.infer<typeof revenueTotalsSchema>;

/** Money collected per pay method over the orders not cancelled (payments of removed orders left out). */
export const payMethodTotalSchema = z.object({
  payMethodId: z.number().int().nullable(),
  name: z.string(),
  statisticKey: z.string(),
  orderCount: z.number().int(),
  amount: z.number().int(),
});
export type PayMethodTotal = z.infer<typeof payMethodTotalSchema>;
export const payMethodTotalsSchema = z.array(payMethodTotalSchema);

export const turnoverPrintSchema = z.object({
  storeName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** ISO 8601 with offset. */
  printedAt: z.string(),
  revenue: revenueTotalsSchema,
  payMethods: payMethodTotalsSchema,
});
export type TurnoverPrint = z.infer<typeof turnoverPrintSchema>;

export const reportBatchRemoveResultSchema = z.object({ removedCount: z.number().int() });
export type ReportBatchRemoveResult = z.infer<typeof reportBatchRemoveResultSchema>;

/**
 * One item of the sales ranking. Counts have at most 2 decimals (weighed items). `totalPrice` is the lines' list
 * amount (options and combos included, order discounts not spread over lines), entertained lines and wholly
 * entertained orders excluded; `price` = totalPrice / totalCount, the average price of one unit, to the cent.
 */
export const salesRankingRowSchema = z.object({
  rank: z.number().int(),
  itemId: z.number().int(),
  name: z.string(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  totalCount: z.number(),
  price: z.number().int(),
  totalPrice: z.number().int(),
});
export type SalesRankingRow = z.infer<typeof salesRankingRowSchema>;

/** Every ranked item (the chart groups ranks from 10 on as 其他) and the totals over all of them. */
export const salesRankingSchema = z.object({
  list: z.array(salesRankingRowSchema),
  totalCount: z.number(),
  totalPrice: z.number().int(),
});
export type SalesRanking = z.infer<typeof salesRankingSchema>;

export const categorySalesRowSchema = z.object({
  categoryId: z.number().int().nullable(),
  categoryName: z.string(),
  itemCount: z.number().int(),
  totalCount: z.number(),
  totalPrice: z.number().int(),
});
export type CategorySalesRow = z.infer<typeof categorySalesRowSchema>;
export const categorySalesSchema = z.array(categorySalesRowSchema);

/** The orders no staff member took (staff mode off, or a self-ordering / platform order). */
export const STAFF_SALES_NOBODY = '未指定員工';
/**
 * Sales per staff member who took the orders (the order's `staffId`, staff mode: docs/staff.md), over the same orders
 * as the turnover's revenue (removed ones left out): figures over the orders not cancelled, the cancelled apart.
 * `staffId` null: the orders no one took (STAFF_SALES_NOBODY). The name is the one on the member's latest order.
 */
export const staffSalesRowSchema = z.object({
  staffId: z.number().int().nullable(),
  staffName: z.string(),
  orderCount: z.number().int(),
  gross: z.number().int(),
  entertain: z.number().int(),
  discounts: z.number().int(),
  net: z.number().int(),
  /** net / orderCount, to the cent (0 without orders). */
  average: z.number().int(),
  cancelledCount: z.number().int(),
  cancelledAmount: z.number().int(),
});
export type StaffSalesRow = z.infer<typeof staffSalesRowSchema>;
export const staffSalesSchema = z.array(staffSalesRowSchema);

export const reportMailListSchema = z.array(z.string());

export const reportMailResultSchema = z.object({
  recipients: z.array(z.string()),
  /** SENT, or LOGGED when no SMTP server is configured (the mail is only recorded), FAILED when it was refused. */
  delivery: z.enum(['SENT', 'LOGGED', 'FAILED']),
  fileName: z.string(),
});
export type ReportMailResult = z.infer<typeof reportMailResultSchema>;

/**
 * The figures of table service over days (docs/tables.md): every live order (not cancelled, removed or merged away)
 * counts in 單數 and 營業額; the sittings (a check opened on a table, its split parts with it) give 來客數, the table
 * checks' revenue per guest, and 用餐時間 from opening to the last payment of a sitting fully paid.
 */
const tableServiceFigures = {
  /** Live orders and their payable (cents). */
  orderCount: z.number().int(),
  revenue: z.number().int(),
  /** 每單客單價: revenue / orderCount, to the cent (0 without orders). */
  perOrder: z.number().int(),
  /** Sittings (客組) and their guests (來客數). */
  sittings: z.number().int(),
  guests: z.number().int(),
  /** What the table checks took (cents) and 每人客單價: that / guests (0 without guests). */
  tableRevenue: z.number().int(),
  perGuest: z.number().int(),
  /** 服務費 charged (cents). */
  serviceCharge: z.number().int(),
  /** Average minutes from opening to the last payment of the sittings fully paid; null when none is. */
  averageMinutes: z.number().int().nullable(),
};

export const tableServiceDaySchema = z.object({ businessDate: z.string(), ...tableServiceFigures });
export type TableServiceDay = z.infer<typeof tableServiceDaySchema>;

/** 翻桌率 of an area: sittings / (its tables x the range's business days with orders). */
export const tableServiceAreaSchema = z.object({
  /** null: tables in no area. */
  areaId: z.number().int().nullable(),
  name: z.string(),
  tables: z.number().int(),
  sittings: z.number().int(),
  /** Two decimals. */
  turnoverRate: z.number(),
  averageMinutes: z.number().int().nullable(),
});
export type TableServiceArea = z.infer<typeof tableServiceAreaSchema>;

export const tableServiceReportSchema = z.object({
  days: z.array(tableServiceDaySchema),
  /** The days the store had orders in the range (翻桌率's days). */
  businessDays: z.number().int(),
  totals: z.object(tableServiceFigures),
  areas: z.array(tableServiceAreaSchema),
});
export type TableServiceReport = z.infer<typeof tableServiceReportSchema>;
