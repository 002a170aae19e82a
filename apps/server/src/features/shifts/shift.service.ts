import {
  type Page,
  type ReportSheet,
  type Shift,
  type ShiftBatchRemoveRequest,
  type ShiftDayDetail,
  type ShiftDetailByDateRequest,
  type ShiftDetailRequest,
  type ShiftFinishRequest,
  type ShiftFinishResult,
  SHIFT_MSG,
  type ShiftPageRequest,
  type ShiftPrint,
  type ShiftRecordRequest,
  sumShiftTotals,
  businessDateOf,
} from '@diancan/core';
import type { SessionPrincipal } from '../../platform/auth/principal.js';
import type { Clock } from '../../platform/clock.js';
import type { Database, Executor, Transaction } from '../../platform/db/database.js';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.js';
import { publishNow, type RealtimeBus } from '../../platform/realtime/index.js';
import { recordChange } from '../../platform/audit/audit-trail.js';
import { presentShift, presentShiftPrint } from './shift.presenter.js';
import { shiftRepository, type ShiftRow, type ShiftView } from './shift.repository.js';
import { computeShiftTotals, recalculateShiftRow, recalculateShiftsOfOrders, shiftListReportSheet } from './shift-totals.js';

/**
 * Shift handover (交班; docs/reports.md, "The shift model"). Finishing closes the store's open shift in one transaction:
 * the open shift's row is locked (one finish at a time per store), the unassigned orders and cash drawer records up
 * to now get its id in one UPDATE each, the totals are computed from the rows that now carry that id and stored,
 * and the next shift opens with the float left in the drawer. An order committing meanwhile is either seen by the
 * UPDATE or keeps shift_id null and falls in the next shift: it is counted exactly once.
 */
export class ShiftService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly realtime: RealtimeBus,
  ) {}

  /** One shift; without an id, the open shift with what a finish now would close into it. */
  async detail(request: ShiftDetailRequest, principal: SessionPrincipal): Promise<Shift> {
    if (request.id !== null) return presentShift(await this.findOrFail(this.db, request.storeId, request.id));
    const now = this.clock();
    const open = (await shiftRepository.findOpen(this.db, request.storeId)) ?? (await this.openFirstShift(request.storeId, principal, now));
    const totals = await computeShiftTotals(this.db, request.storeId, { unassignedUpTo: now }, open.openingFloatCents, null);
    return presentShift({ ...open, finishedByName: null }, totals, now);
  }

  async finish(request: ShiftFinishRequest, principal: SessionPrincipal): Promise<ShiftFinishResult> {
    const { storeId } = request;
    const { timeZone } = await shiftRepository.storeTimeZone(this.db, storeId);
    const result = await this.db.transaction(async (tx) => {
      const open = await lockOrOpen(tx, storeId, principal.userId, this.clock());
      if (request.shiftId !== null && request.shiftId !== open.id) throw conflict(SHIFT_MSG.ALREADY_FINISHED);
      // Read once the lock is held: a finish that waited for another one ends after the shift that one opened began.
      const now = new Date(Math.max(this.clock().getTime(), open.startedAt.getTime()));
      await shiftRepository.assignOrders(tx, storeId, open.id, now);
      await shiftRepository.assignDrawerRecords(tx, storeId, open.id, now);
      await shiftRepository.assignRefunds(tx, storeId, open.id, now);
      const totals = await computeShiftTotals(tx, storeId, { shiftId: open.id }, open.openingFloatCents, request.countedCash);
      await shiftRepository.markFinished(tx, open.id, {
        finishedAt: now,
        businessDate: businessDateOf(now, timeZone),
        remark: request.remark,
        finishedBy: principal.userId,
      });
      await shiftRepository.saveTotals(tx, open.id, totals, now);
      await shiftRepository.insertOpen(tx, storeId, { startedAt: now, openingFloat: request.nextOpeningFloat, openedBy: principal.userId }, now);
      const next = await shiftRepository.findOpen(tx, storeId);
      if (!next) throw new Error('the next shift did not open');
      return {
        shift: presentShift(await this.findOrFail(tx, storeId, open.id)),
        nextShift: presentShift({ ...next, finishedByName: null }, undefined, now),
      };
    });
    await this.changed(storeId);
    return result;
  }

  /** Recomputes a finished shift's totals from its rows (after orders were removed or cancelled); keeps its count. */
  async recalculate(request: ShiftRecordRequest): Promise<Shift> {
    const now = this.clock();
    const shift = await this.db.transaction(async (tx) => {
      const [row] = await shiftRepository.lockMany(tx, request.storeId, [request.id]);
      if (!row) throw notFound(SHIFT_MSG.NOT_FOUND);
      if (row.status !== 'FINISHED') throw badRequest(SHIFT_MSG.OPEN_NOT_RECALCULABLE);
      await recalculateShiftRow(tx, row, now);
      return presentShift(await this.findOrFail(tx, request.storeId, request.id));
    });
    await this.changed(request.storeId);
    return shift;
  }

  async page(request: ShiftPageRequest): Promise<Page<Shift>> {
    const { rows, total } = await shiftRepository.page(this.db, request.storeId, request, request.size, (request.page - 1) * request.size);
    return { list: rows.map((row) => presentShift(row)), total, page: request.page, size: request.size };
  }

  async detailByDate(request: ShiftDetailByDateRequest): Promise<ShiftDayDetail> {
    const shifts = (await shiftRepository.ofDay(this.db, request.storeId, request.date)).map((row) => presentShift(row));
    return { date: request.date, shifts, totals: sumShiftTotals(shifts) };
  }

  async print(request: ShiftRecordRequest): Promise<ShiftPrint> {
    const shift = presentShift(await this.findOrFail(this.db, request.storeId, request.id));
    const store = await shiftRepository.storeTimeZone(this.db, request.storeId);
    return presentShiftPrint(shift, store, this.clock());
  }

  /**
   * Soft-removes finished shifts (audit-logged with the reason). Their orders and cash drawer records keep the
   * shift's id: the drawer was counted with them, so moving them into another shift would falsify that count.
   */
  async batchRemove(request: ShiftBatchRemoveRequest, principal: SessionPrincipal): Promise<void> {
    const now = this.clock();
    await this.db.transaction(async (tx) => {
      const rows = await shiftRepository.lockMany(tx, request.storeId, request.idList);
      if (rows.length !== request.idList.length) throw notFound(SHIFT_MSG.NOT_FOUND);
      if (rows.some((row) => row.status === 'OPEN')) throw badRequest(SHIFT_MSG.OPEN_NOT_REMOVABLE);
      await shiftRepository.softRemove(tx, request.idList, { removedBy: principal.userId, reason: request.reason }, now);
      for (const row of rows) {
        await recordChange(tx, principal, {
          storeId: request.storeId,
          entity: 'SHIFT',
          entityId: row.id,
          action: 'REMOVE',
          before: {
            number: row.number,
            businessDate: row.businessDate,
            salesTotal: row.salesTotalCents,
            expectedCash: row.expectedCashCents,
            countedCash: row.countedCashCents,
          },
          after: { removedReason: request.reason },
        }, now);
      }
    });
    await this.changed(request.storeId);
  }

  /** After a committed change: the store's other terminals refetch their shift and drawer pages. */
  private changed(storeId: number): Promise<void> {
    return publishNow(this.realtime, { destination: 'store', storeId }, 'REPORT_CHANGED', { storeId, report: 'SHIFT' });
  }

  /** The finished shifts of a business-date range as an export sheet (exportExcel). */
  sheet(range: { storeId: number; startDate: string; endDate: string }): Promise<ReportSheet> {
    return shiftListReportSheet(this.db, range);
  }

  /**
   * For other areas changing orders of finished shifts (a report removal, a late cancellation): recomputes those
   * shifts inside the caller's transaction, so the shift totals never disagree with the orders they count.
   */
  recalculateShiftsOfOrders(tx: Transaction, storeId: number, orderIds: readonly number[]): Promise<number[]> {
    return recalculateShiftsOfOrders(tx, storeId, orderIds, this.clock());
  }

  private async openFirstShift(storeId: number, principal: SessionPrincipal, now: Date): Promise<ShiftRow> {
    return this.db.transaction((tx) => lockOrOpen(tx, storeId, principal.userId, now));
  }

  private async findOrFail(db: Executor, storeId: number, id: number): Promise<ShiftView> {
    const view = await shiftRepository.find(db, storeId, id);
    if (!view) throw notFound(SHIFT_MSG.NOT_FOUND);
    return view;
  }
}

/**
 * The store's open shift, row-locked; opened first when the store has none (its first shift). Waiting on the lock
 * of a shift another finish is closing ends with no row (it is no longer open): the read is then made again and
 * finds the shift that finish opened.
 */
async function lockOrOpen(tx: Executor, storeId: number, userId: number, now: Date): Promise<ShiftRow> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const open = await shiftRepository.lockOpen(tx, storeId);
    if (open) return open;
    if (!(await shiftRepository.findOpen(tx, storeId))) {
      const startedAt = await shiftRepository.firstUnassignedAt(tx, storeId, now);
      await shiftRepository.insertOpen(tx, storeId, { startedAt, openingFloat: 0, openedBy: userId }, now);
    }
  }
  throw new Error(`store ${storeId}: no open shift could be locked`);
}
