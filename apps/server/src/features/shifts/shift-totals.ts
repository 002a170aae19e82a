import { type ReportSheet, shiftListSheet, type ShiftTotals, shiftTotalsOf } from '@diancan/core';
import type { Executor } from '../../platform/db/database.js';
import { presentShift } from './shift.presenter.js';
import { shiftRepository, type ShiftRow, type ShiftScope } from './shift.repository.js';

/**
 * Shift totals from the rows themselves, and the entry points other report code uses without a ShiftService:
 * keeping finished shifts in step with changed orders, and the shift list as an export sheet.
 */

/** Shifts the export reads at most (a store finishing 3 shifts a day for 30 years stays under it). */
const SHEET_ROWS_MAX = 50_000;

export async function computeShiftTotals(
  db: Executor,
  storeId: number,
  scope: ShiftScope,
  openingFloat: number,
  countedCash: number | null,
): Promise<ShiftTotals> {
  const sales = await shiftRepository.salesOf(db, storeId, scope);
  const drawer = await shiftRepository.drawerOf(db, storeId, scope);
  return shiftTotalsOf(sales, drawer, openingFloat, countedCash);
}

/** Recomputes a finished shift's stored totals from its rows; the counted cash stays, so the difference moves. */
export async function recalculateShiftRow(tx: Executor, row: ShiftRow, now: Date): Promise<void> {
  const totals = await computeShiftTotals(tx, row.storeId, { shiftId: row.id }, row.openingFloatCents, row.countedCashCents);
  await shiftRepository.saveTotals(tx, row.id, totals, now);
}

/**
 * Call inside the transaction that changed orders (removed from the reports, cancelled, re-priced): the finished
 * shifts holding any of them are locked and recomputed before it commits. Answers the ids of the shifts recomputed.
 * Orders not yet in a shift need nothing: the next finish counts them as they are then.
 */
export async function recalculateShiftsOfOrders(
  tx: Executor,
  storeId: number,
  orderIds: readonly number[],
  now: Date,
): Promise<number[]> {
  const shiftIds = await shiftRepository.shiftIdsOfOrders(tx, storeId, orderIds);
  if (shiftIds.length === 0) return [];
  const recomputed: number[] = [];
  for (const row of await shiftRepository.lockMany(tx, storeId, shiftIds)) {
    if (row.status !== 'FINISHED') continue;
    await recalculateShiftRow(tx, row, now);
    recomputed.push(row.id);
  }
  return recomputed;
}

/** The finished, not removed shifts of a business-date range (newest first) as the export's sheet. */
export async function shiftListReportSheet(db: Executor, range: { storeId: number; startDate: string; endDate: string }): Promise<ReportSheet> {
  const { rows } = await shiftRepository.page(db, range.storeId, range, SHEET_ROWS_MAX, 0);
  const { timeZone } = await shiftRepository.storeTimeZone(db, range.storeId);
  return shiftListSheet(rows.map((row) => presentShift(row)), timeZone);
}
