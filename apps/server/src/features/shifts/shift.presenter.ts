import { formatCents, formatReportTime, SHIFT_LABELS, type Shift, type ShiftPrint, type ShiftTotals } from '@diancan/core';
import type { ShiftRow, ShiftView } from './shift.repository.js';

/** The totals a shift row stores. */
export function storedTotalsOf(row: ShiftRow): ShiftTotals {
  return {
    openingFloat: row.openingFloatCents,
    cashSales: row.cashSalesCents,
    otherSales: row.otherSalesCents,
    salesTotal: row.salesTotalCents,
    payMethods: row.payMethods,
    orderCount: row.orderCount,
    cancelledCount: row.cancelledCount,
    cancelledAmount: row.cancelledCents,
    refundCount: row.refundCount,
    refundAmount: row.refundCents,
    drawerIncome: row.drawerIncomeCents,
    drawerExpense: row.drawerExpenseCents,
    expectedCash: row.expectedCashCents,
    countedCash: row.countedCashCents,
    difference: row.differenceCents,
  };
}

/** A shift as the API answers it; `totals` replaces the stored ones (the open shift's live preview). */
export function presentShift(view: ShiftView, totals: ShiftTotals = storedTotalsOf(view), calculatedAt?: Date): Shift {
  return {
    ...totals,
    id: view.id,
    number: view.number,
    status: view.status,
    businessDate: view.businessDate,
    startedAt: view.startedAt.toISOString(),
    finishedAt: view.finishedAt?.toISOString() ?? null,
    remark: view.remark,
    finishedBy: view.finishedBy,
    finishedByName: view.finishedByName,
    calculatedAt: (calculatedAt ?? view.calculatedAt ?? view.updatedAt).toISOString(),
  };
}

/** The handover slip: label and value rows in print order, money as NT$ with thousands separators. */
export function presentShiftPrint(shift: Shift, store: { name: string; timeZone: string }, now: Date): ShiftPrint {
  const L = SHIFT_LABELS;
  const time = (iso: string | null) => (iso === null ? '-' : formatReportTime(iso, store.timeZone));
  const money = (cents: number | null) => (cents === null ? '-' : formatCents(cents));
  const otherMethods = shift.payMethods
    .filter((total) => total.statisticKey !== 'CASH')
    .map((total) => ({ label: `  ${total.name}`, value: `${money(total.amount)} (${total.orderCount}筆)` }));
  return {
    title: L.title,
    storeName: store.name,
    printedAt: now.toISOString(),
    shift,
    rows: [
      { label: L.number, value: `#${shift.number}` },
      { label: L.startedAt, value: time(shift.startedAt) },
      { label: L.finishedAt, value: time(shift.finishedAt) },
      { label: L.openingFloat, value: money(shift.openingFloat) },
      { label: L.cashSales, value: money(shift.cashSales) },
      { label: L.otherSales, value: money(shift.otherSales) },
      ...otherMethods,
      { label: L.salesTotal, value: money(shift.salesTotal) },
      { label: L.orderCount, value: String(shift.orderCount) },
      { label: L.cancelledCount, value: `${shift.cancelledCount} (${money(shift.cancelledAmount)})` },
      { label: L.refundCount, value: `${shift.refundCount} (${money(shift.refundAmount)})` },
      { label: L.drawerIncome, value: money(shift.drawerIncome) },
      { label: L.drawerExpense, value: money(shift.drawerExpense) },
      { label: L.expectedCash, value: money(shift.expectedCash) },
      { label: L.countedCash, value: money(shift.countedCash) },
      { label: L.difference, value: money(shift.difference) },
      { label: L.finishedBy, value: shift.finishedByName ?? '-' },
      ...(shift.remark ? [{ label: L.remark, value: shift.remark }] : []),
    ],
  };
}
