import {
  CASH_DRAWER_PATHS,
  cashDrawerRecordAddRequestSchema,
  cashDrawerRecordBatchRemoveRequestSchema,
  cashDrawerRecordPageRequestSchema,
  cashDrawerRecordPageSchema,
  cashDrawerRecordSchema,
  cashDrawerRecordUpdateRequestSchema,
  cashDrawerSummaryRequestSchema,
  cashDrawerSummarySchema,
} from '../contracts/cash-drawer.js';
import { orderDetailQuerySchema, orderDetailSchema } from '../contracts/order-detail.js';
import {
  categorySalesRequestSchema,
  categorySalesSchema,
  payMethodTotalsSchema,
  REPORT_PATHS,
  reportBatchRemoveRequestSchema,
  reportBatchRemoveResultSchema,
  reportMailListQuerySchema,
  reportMailListSchema,
  reportMailRequestSchema,
  reportMailResultSchema,
  reportOrderFilterSchema,
  revenueTotalsSchema,
  salesRankingRequestSchema,
  salesRankingSchema,
  staffSalesRequestSchema,
  staffSalesSchema,
  tableServiceReportSchema,
  tableServiceRequestSchema,
  turnoverPageRequestSchema,
  turnoverPageSchema,
  turnoverPrintSchema,
} from '../contracts/reports.js';
import {
  SHIFT_PATHS,
  shiftBatchRemoveRequestSchema,
  shiftDayDetailSchema,
  shiftDetailByDateRequestSchema,
  shiftDetailRequestSchema,
  shiftFinishRequestSchema,
  shiftFinishResultSchema,
  shiftPageRequestSchema,
  shiftPageSchema,
  shiftPrintSchema,
  shiftRecordRequestSchema,
  shiftSchema,
} from '../contracts/shifts.js';
import { callsOf, noData, type DataArea } from './call.js';

/** Every report figure of a store sits under ['reports']: an order removed from the reports changes every total. */
const REPORTS: DataArea = ['reports'];
const SHIFTS: DataArea = ['reports', 'shifts'];
const CASH_DRAWER: DataArea = ['reports', 'cashDrawer'];

const orders = callsOf(...REPORTS, 'orders');
const ranking = callsOf(...REPORTS, 'salesRanking');
const mail = callsOf(...REPORTS, 'mail');

/** The order reports (營業額, 銷售排行), their print summary and the report mail. The reads are POSTs with a filter. */
export const REPORT_API = {
  orderPage: orders.body(REPORT_PATHS.orderPage, turnoverPageRequestSchema, turnoverPageSchema, { read: true }),
  revenue: orders.body(REPORT_PATHS.revenue, reportOrderFilterSchema, revenueTotalsSchema, { read: true }),
  payMethods: orders.body(REPORT_PATHS.payMethods, reportOrderFilterSchema, payMethodTotalsSchema, { read: true }),
  /** The summary to print, as of now: read when printed, never cached. */
  print: orders.body(REPORT_PATHS.print, reportOrderFilterSchema, turnoverPrintSchema, { read: true }),
  orderDetail: orders.query(REPORT_PATHS.orderDetail, orderDetailQuerySchema, orderDetailSchema),
  batchRemove: orders.body(REPORT_PATHS.batchRemove, reportBatchRemoveRequestSchema, reportBatchRemoveResultSchema, { affects: [REPORTS] }),
  salesRanking: ranking.body(REPORT_PATHS.salesRanking, salesRankingRequestSchema, salesRankingSchema, { read: true }),
  categorySales: ranking.body(REPORT_PATHS.categorySalesDetail, categorySalesRequestSchema, categorySalesSchema, { read: true }),
  staffSales: ranking.body(REPORT_PATHS.staffSales, staffSalesRequestSchema, staffSalesSchema, { read: true }),
  tableService: orders.body(REPORT_PATHS.tableService, tableServiceRequestSchema, tableServiceReportSchema, { read: true }),
  mailList: mail.query(REPORT_PATHS.mailList, reportMailListQuerySchema, reportMailListSchema),
  sendMail: mail.body(REPORT_PATHS.sendMail, reportMailRequestSchema, reportMailResultSchema, { read: true }),
} as const;

const shifts = callsOf(...SHIFTS);

/** The shift handover (交班). A change refreshes the drawer list too: a finish hands the open drawer records over. */
export const SHIFT_API = {
  page: shifts.body(SHIFT_PATHS.page, shiftPageRequestSchema, shiftPageSchema, { read: true }),
  detail: shifts.body(SHIFT_PATHS.detail, shiftDetailRequestSchema, shiftSchema, { read: true }),
  detailByDate: shifts.body(SHIFT_PATHS.detailByDate, shiftDetailByDateRequestSchema, shiftDayDetailSchema, { read: true }),
  print: shifts.body(SHIFT_PATHS.print, shiftRecordRequestSchema, shiftPrintSchema, { read: true }),
  finish: shifts.body(SHIFT_PATHS.finish, shiftFinishRequestSchema, shiftFinishResultSchema, { affects: [CASH_DRAWER] }),
  recalculate: shifts.body(SHIFT_PATHS.recalculate, shiftRecordRequestSchema, shiftSchema, { affects: [CASH_DRAWER] }),
  batchRemove: shifts.body(SHIFT_PATHS.batchRemove, shiftBatchRemoveRequestSchema, noData, { affects: [CASH_DRAWER] }),
} as const;

const drawer = callsOf(...CASH_DRAWER);

/** Cash drawer records (錢櫃紀錄). A change refreshes the shifts too: the open shift counts the drawer's money. */
export const CASH_DRAWER_API = {
  page: drawer.body(CASH_DRAWER_PATHS.page, cashDrawerRecordPageRequestSchema, cashDrawerRecordPageSchema, { read: true }),
  summary: drawer.body(CASH_DRAWER_PATHS.summary, cashDrawerSummaryRequestSchema, cashDrawerSummarySchema, { read: true }),
  add: drawer.body(CASH_DRAWER_PATHS.add, cashDrawerRecordAddRequestSchema, cashDrawerRecordSchema, { affects: [SHIFTS] }),
  update: drawer.body(CASH_DRAWER_PATHS.update, cashDrawerRecordUpdateRequestSchema, cashDrawerRecordSchema, { affects: [SHIFTS] }),
  batchRemove: drawer.body(CASH_DRAWER_PATHS.batchRemove, cashDrawerRecordBatchRemoveRequestSchema, noData, { affects: [SHIFTS] }),
} as const;
