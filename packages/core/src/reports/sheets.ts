import type { CategorySalesRow, PayMethodTotal, RevenueTotals, SalesRankingRow, StaffSalesRow, TableServiceReport, TurnoverRow } from '../contracts/reports.js';
import { ORDER_STATUS_LABELS } from '../contracts/order-status.js';
import type { ReportCell, ReportSheet } from './sheet.js';

/**
 * The report sheets themselves: which columns each report exports, named as the screens name them. The server's
 * exportExcel and the browser's export call these with the same rows, so both files read the same.
 */

export const REPORT_ORDER_TYPE_LABELS: Readonly<Record<TurnoverRow['type'], string>> = {
  INSIDE: '內用',
  TAKEOUT: '外帶',
  PICKUP: '預約自取',
  DELIVERY: '預約外送',
};

export const REPORT_ORDER_SOURCE_LABELS: Readonly<Record<TurnoverRow['source'], string>> = {
  POS: 'POS',
  KIOSK: '出單點餐',
  MOBILE: '手機點餐',
  UBER_EATS: 'Uber Eats',
  FOODPANDA: 'foodpanda',
};

const PAYMENT_STATUS_LABELS: Readonly<Record<TurnoverRow['paymentStatus'], string>> = { UNPAID: '未付款', PAID: '已付款' };

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one (exports format thousands). */
const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** 'yyyy-MM-dd HH:mm' of an instant in a time zone (Asia/Taipei by default); the sv-SE locale writes ISO order. */
export function formatReportTime(iso: string, timeZone = 'Asia/Taipei'): string {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    timeFormats.set(timeZone, format);
  }
  return format.format(new Date(iso));
}

/** The turnover list, one row per order. */
export function turnoverSheet(rows: readonly TurnoverRow[], timeZone?: string): ReportSheet {
  return {
    title: '營業額報表',
    columns: [
      { key: 'businessDate', name: '營業日' },
      { key: 'orderNo', name: '單號' },
      { key: 'createdAt', name: '建立時間' },
      { key: 'source', name: '來源' },
      { key: 'type', name: '類型' },
      { key: 'status', name: '狀態' },
      { key: 'paymentStatus', name: '付款狀態' },
      { key: 'payMethods', name: '付款方式' },
      { key: 'subtotal', name: '小計', kind: 'money' },
      { key: 'entertainAmount', name: '招待', kind: 'money' },
      { key: 'discounts', name: '折扣', kind: 'money' },
      { key: 'payable', name: '實收金額', kind: 'money' },
      { key: 'remark', name: '備註' },
    ],
    rows: rows.map((row) => ({
      businessDate: row.businessDate,
      orderNo: row.orderNo,
      createdAt: formatReportTime(row.createdAt, timeZone),
      source: REPORT_ORDER_SOURCE_LABELS[row.source],
      type: REPORT_ORDER_TYPE_LABELS[row.type],
      status: ORDER_STATUS_LABELS[row.status],
      paymentStatus: PAYMENT_STATUS_LABELS[row.paymentStatus],
      payMethods: row.entertain ? '招待' : row.payments.map((payment) => payment.name).join('、'),
      subtotal: row.subtotal,
      entertainAmount: row.entertainAmount,
      discounts: row.automaticDiscount + row.couponDiscount + row.manualDiscount,
      payable: row.payable,
      remark: row.remark,
    })),
  };
}

/** The revenue totals as label / value rows (a summary sheet next to the turnover list). */
export function revenueSheet(totals: RevenueTotals, payMethods: readonly PayMethodTotal[]): ReportSheet {
  const line = (label: string, amount: number | null, count: number | null = null): Record<string, ReportCell> => ({
    label,
    count,
    amount,
  });
  return {
    title: '營收統計',
    columns: [
      { key: 'label', name: '項目' },
      { key: 'count', name: '筆數', kind: 'count' },
      { key: 'amount', name: '金額', kind: 'money' },
    ],
    rows: [
      line('營業總額', totals.gross, totals.orderCount),
      line('招待', totals.entertain),
      line('自動折扣', totals.automaticDiscount),
      // Only for a range with coupons, so the sheet of a store without them reads as before.
      ...(totals.couponDiscount > 0 ? [line('優惠券', totals.couponDiscount)] : []),
      line('手動折扣', totals.manualDiscount),
      line('實收金額', totals.net, totals.orderCount),
      line('未付款', totals.unpaidAmount, totals.unpaidCount),
      line('已取消', totals.cancelledAmount, totals.cancelledCount),
      line('退款', totals.refundAmount, totals.refundCount),
      ...payMethods.map((method) => line(`付款方式：${method.name}`, method.amount, method.orderCount)),
    ],
  };
}

/** The sales ranking table. */
export function salesRankingSheet(rows: readonly SalesRankingRow[]): ReportSheet {
  return {
    title: '銷售排行',
    columns: [
      { key: 'rank', name: '排名', kind: 'count' },
      { key: 'name', name: '餐點名稱' },
      { key: 'categoryName', name: '分類' },
      { key: 'totalCount', name: '銷售數量', kind: 'count' },
      { key: 'price', name: '平均單價', kind: 'money' },
      { key: 'totalPrice', name: '銷售金額', kind: 'money' },
    ],
    rows: rows.map((row) => ({ ...row })),
  };
}

/** Sales per category. */
export function categorySalesSheet(rows: readonly CategorySalesRow[]): ReportSheet {
  return {
    title: '分類銷售明細',
    columns: [
      { key: 'categoryName', name: '分類' },
      { key: 'itemCount', name: '品項數', kind: 'count' },
      { key: 'totalCount', name: '銷售數量', kind: 'count' },
      { key: 'totalPrice', name: '銷售金額', kind: 'money' },
    ],
    rows: rows.map((row) => ({ ...row })),
  };
}

/** Sales per staff member (員工銷售). */
export function staffSalesSheet(rows: readonly StaffSalesRow[]): ReportSheet {
  return {
    title: '員工銷售',
    columns: [
      { key: 'staffName', name: '員工' },
      { key: 'orderCount', name: '訂單數', kind: 'count' },
      { key: 'gross', name: '營業總額', kind: 'money' },
      { key: 'entertain', name: '招待', kind: 'money' },
      { key: 'discounts', name: '折扣', kind: 'money' },
      { key: 'net', name: '實收金額', kind: 'money' },
      { key: 'average', name: '平均客單價', kind: 'money' },
      { key: 'cancelledCount', name: '取消筆數', kind: 'count' },
      { key: 'cancelledAmount', name: '取消金額', kind: 'money' },
    ],
    rows: rows.map((row) => ({ ...row })),
  };
}

const TABLE_SERVICE_FIGURE_COLUMNS = [
  { key: 'orderCount', name: '單數', kind: 'count' },
  { key: 'revenue', name: '營業額', kind: 'money' },
  { key: 'perOrder', name: '每單客單價', kind: 'money' },
  { key: 'sittings', name: '內用桌次', kind: 'count' },
  { key: 'guests', name: '來客數', kind: 'count' },
  { key: 'tableRevenue', name: '內用營業額', kind: 'money' },
  { key: 'perGuest', name: '每人客單價', kind: 'money' },
  { key: 'serviceCharge', name: '服務費', kind: 'money' },
  { key: 'averageMinutes', name: '平均用餐分鐘', kind: 'count' },
] as const;

/** 來客數 and 客單價 per day with 服務費 and 用餐時間, then the range's total (docs/tables.md). */
export function tableServiceDaySheet(report: TableServiceReport): ReportSheet {
  return {
    title: '來客數與客單價',
    columns: [{ key: 'businessDate', name: '營業日' }, ...TABLE_SERVICE_FIGURE_COLUMNS],
    rows: [...report.days.map((day) => ({ ...day })), { ...report.totals, businessDate: '合計' }],
  };
}

/** 翻桌率 and 用餐時間 per area. */
export function tableServiceAreaSheet(report: TableServiceReport): ReportSheet {
  return {
    title: '翻桌率',
    columns: [
      { key: 'name', name: '區域' },
      { key: 'tables', name: '桌數', kind: 'count' },
      { key: 'sittings', name: '內用桌次', kind: 'count' },
      { key: 'turnoverRate', name: `翻桌率（${report.businessDays}個營業日）` },
      { key: 'averageMinutes', name: '平均用餐分鐘', kind: 'count' },
    ],
    rows: report.areas.map(({ areaId: _areaId, ...area }) => ({ ...area })),
  };
}

/** The file name of an export: report title and range, e.g. 營業額報表_2026-11-01_2026-11-30.xlsx. */
export function reportFileName(title: string, startDate: string, endDate: string): string {
  return `${title}_${startDate}_${endDate}.xlsx`;
}
