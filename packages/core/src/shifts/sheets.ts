import { CASH_DRAWER_TYPE_LABELS, type CashDrawerRecord } from '../contracts/cash-drawer.js';
import { SHIFT_LABELS, type Shift } from '../contracts/shifts.js';
import type { ReportSheet } from '../reports/sheet.js';
import { formatReportTime } from '../reports/sheets.js';

/**
 * The export sheets of the shift list and the cash drawer list (ReportSheet: keyed columns, money in cents), so
 * the browser's export and the server's exportExcel write the same columns.
 */

export function shiftListSheet(shifts: readonly Shift[], timeZone = 'Asia/Taipei'): ReportSheet {
  // Read here, not at module load: contracts/shifts.ts re-exports this module, so the labels may not exist yet then.
  const L = SHIFT_LABELS;
  return {
    title: L.title,
    columns: [
      { key: 'number', name: L.number, kind: 'count' },
      { key: 'businessDate', name: L.businessDate },
      { key: 'startedAt', name: L.startedAt },
      { key: 'finishedAt', name: L.finishedAt },
      { key: 'openingFloat', name: L.openingFloat, kind: 'money' },
      { key: 'cashSales', name: L.cashSales, kind: 'money' },
      { key: 'otherSales', name: L.otherSales, kind: 'money' },
      { key: 'salesTotal', name: L.salesTotal, kind: 'money' },
      { key: 'orderCount', name: L.orderCount, kind: 'count' },
      { key: 'cancelledCount', name: L.cancelledCount, kind: 'count' },
      { key: 'cancelledAmount', name: L.cancelledAmount, kind: 'money' },
      { key: 'refundCount', name: L.refundCount, kind: 'count' },
      { key: 'refundAmount', name: L.refundAmount, kind: 'money' },
      { key: 'drawerIncome', name: L.drawerIncome, kind: 'money' },
      { key: 'drawerExpense', name: L.drawerExpense, kind: 'money' },
      { key: 'expectedCash', name: L.expectedCash, kind: 'money' },
      { key: 'countedCash', name: L.countedCash, kind: 'money' },
      { key: 'difference', name: L.difference, kind: 'money' },
      { key: 'finishedBy', name: L.finishedBy },
      { key: 'remark', name: L.remark },
    ],
    rows: shifts.map((shift) => ({
      number: shift.number,
      businessDate: shift.businessDate,
      startedAt: formatReportTime(shift.startedAt, timeZone),
      finishedAt: shift.finishedAt === null ? null : formatReportTime(shift.finishedAt, timeZone),
      openingFloat: shift.openingFloat,
      cashSales: shift.cashSales,
      otherSales: shift.otherSales,
      salesTotal: shift.salesTotal,
      orderCount: shift.orderCount,
      cancelledCount: shift.cancelledCount,
      cancelledAmount: shift.cancelledAmount,
      refundCount: shift.refundCount,
      refundAmount: shift.refundAmount,
      drawerIncome: shift.drawerIncome,
      drawerExpense: shift.drawerExpense,
      expectedCash: shift.expectedCash,
      countedCash: shift.countedCash,
      difference: shift.difference,
      finishedBy: shift.finishedByName,
      remark: shift.remark,
    })),
  };
}

export function cashDrawerRecordSheet(records: readonly CashDrawerRecord[], timeZone = 'Asia/Taipei'): ReportSheet {
  return {
    title: '臨時收支',
    columns: [
      { key: 'createdAt', name: '時間' },
      { key: 'businessDate', name: '營業日' },
      { key: 'type', name: '類型' },
      { key: 'amount', name: '金額', kind: 'money' },
      { key: 'remark', name: '備註' },
      { key: 'createdBy', name: '建立人員' },
      { key: 'handedOver', name: '交班狀態' },
    ],
    rows: records.map((record) => ({
      createdAt: formatReportTime(record.createdAt, timeZone),
      businessDate: record.businessDate,
      type: CASH_DRAWER_TYPE_LABELS[record.type],
      amount: record.amount,
      remark: record.remark,
      createdBy: record.createdByName,
      handedOver: record.shiftId === null ? '未交班' : '已交班',
    })),
  };
}
