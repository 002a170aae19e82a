import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MENU_API, REPORT_API, type TurnoverPageInput } from '@diancan/core';
import type { CategorySalesRequest, ReportOrderFilterInput, SalesRankingInput, StaffSalesRequest, TableServiceRequest } from '@diancan/core';
import { callApi } from '../../../lib/api';
import { apiQuery, useStoreMutation } from '../../../lib/api-query';
import { REPORT_STALE_MS } from './keys';

/**
 * The order reports' calls through the typed caller (descriptors in packages/core/src/api/reports.ts). A filter of
 * null (no complete range yet) waits; every report figure is read again when a page opens (REPORT_STALE_MS).
 */

const NO_RANGE = { storeId: 0, startDate: '', endDate: '' };

/** A report read that waits for its filter. */
function useReport<Input extends object, Output>(call: Parameters<typeof apiQuery<Input, Output>>[0], input: Input | null, empty: Input) {
  return useQuery({ ...apiQuery(call, input ?? empty), staleTime: REPORT_STALE_MS, enabled: input !== null });
}

/** A paged report: the rows stay on screen while the next page loads; without a range nothing shows (the rows of a cleared range must not stay). */
function usePagedReport<Input extends object, Output>(call: Parameters<typeof apiQuery<Input, Output>>[0], input: Input | null, empty: Input) {
  const options = { ...apiQuery(call, input ?? empty), staleTime: REPORT_STALE_MS };
  return useQuery(input === null ? { ...options, enabled: false } : { ...options, placeholderData: keepPreviousData });
}

/** report/order/page: one page of the turnover list (營業額); the export reads it page by page. */
export const fetchTurnoverPage = (request: TurnoverPageInput) => callApi(REPORT_API.orderPage, request);
export const useTurnoverPage = (request: TurnoverPageInput | null) => usePagedReport(REPORT_API.orderPage, request, NO_RANGE);
/** report/order/revenue: the totals of the turnover filter (gross, discounts, entertain, net, cancelled, count). */
export const useRevenue = (filter: ReportOrderFilterInput | null) => useReport(REPORT_API.revenue, filter, NO_RANGE);
/** report/order/payMethods: money collected per pay method under the turnover filter. */
export const usePayMethodTotals = (filter: ReportOrderFilterInput | null) => useReport(REPORT_API.payMethods, filter, NO_RANGE);
/** report/getSalesRanking: every item sold in the range, ranked, with the totals. */
export const useSalesRanking = (request: SalesRankingInput | null) => usePagedReport(REPORT_API.salesRanking, request, NO_RANGE);
/** report/getCategorySalesDetail: sales per category in the range (the ranking's category filter and summary). */
export const useCategorySales = (request: CategorySalesRequest | null) => useReport(REPORT_API.categorySales, request, NO_RANGE);
/** 員工銷售: sales per staff member who took the orders (staff mode). */
export const useStaffSales = (request: StaffSalesRequest | null) => useReport(REPORT_API.staffSales, request, NO_RANGE);
/** 桌邊服務: 來客數, 客單價, 服務費 and 用餐時間 per day, 翻桌率 per area (docs/tables.md). */
export const useTableService = (request: TableServiceRequest | null) => useReport(REPORT_API.tableService, request, NO_RANGE);

/** The store's category names, for the sales ranking's category filter (the menu's own list, cached once). */
export function useCategories(storeId: number | null) {
  return useQuery({ ...apiQuery(MENU_API.category.simpleList, { storeId: storeId ?? 0 }), enabled: storeId !== null });
}

/** report/getOrderDetail: one order in full. Silent: the page says why it failed; a missing order (404) will not appear by asking again. */
export function useOrderDetail(storeId: number | null, orderId: number | null) {
  return useQuery({
    ...apiQuery(REPORT_API.orderDetail, { storeId: storeId ?? 0, orderId: orderId ?? 0 }, { silent: true }),
    retry: false,
    enabled: storeId !== null && orderId !== null,
  });
}

/** report/mailList: the addresses a report may be mailed to; cached after the first success (store operations section 7). */
export function useMailList(storeId: number, enabled: boolean) {
  return useQuery({ ...apiQuery(REPORT_API.mailList, { storeId }), staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY, enabled });
}

/** report/sendMail: the server writes the report's .xlsx and mails it to the chosen addresses of the mail list. */
export const useSendReportMail = () => useStoreMutation(REPORT_API.sendMail);
/** report/order/print: the summary to print (store, range, totals, pay methods), as of now. */
export const useTurnoverPrint = () => useStoreMutation(REPORT_API.print);
/** report/order/batchRemove: takes orders out of every report (with the reason, kept for the audit log); every report is read again. */
export const useBatchRemoveOrders = () => useStoreMutation(REPORT_API.batchRemove);
