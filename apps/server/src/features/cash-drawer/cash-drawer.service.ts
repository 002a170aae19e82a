import {
  CASH_DRAWER_MSG,
  cashDrawerRecordSheet,
  type CashDrawerRecord,
  type CashDrawerRecordAddRequest,
  type CashDrawerRecordBatchRemoveRequest,
  type CashDrawerRecordPageRequest,
  type CashDrawerRecordUpdateRequest,
  type CashDrawerSummary,
  type CashDrawerSummaryRequest,
  type Page,
  type ReportSheet,
  businessDateOf,
} from '@diancan/core';
import type { SessionPrincipal } from '../../platform/auth/principal.js';
import type { Clock } from '../../platform/clock.js';
import type { Database, Executor } from '../../platform/db/database.js';
import { conflict, notFound } from '../../platform/errors/app-error.js';
import { publishNow, type RealtimeBus } from '../../platform/realtime/index.js';
import { recordChange } from '../../platform/audit/audit-trail.js';
import { shiftRepository } from '../shifts/index.js';
import { cashDrawerRepository, type CashDrawerFilter, type CashDrawerRow, type CashDrawerView } from './cash-drawer.repository.js';

/** Records the export reads at most. */
const SHEET_ROWS_MAX = 50_000;

export function presentCashDrawerRecord(view: CashDrawerView): CashDrawerRecord {
  return {
    id: view.id,
    type: view.type,
    amount: view.amountCents,
    remark: view.remark,
    businessDate: view.businessDate,
    createdAt: view.createdAt.toISOString(),
    updatedAt: view.updatedAt.toISOString(),
    createdByName: view.createdByName,
    shiftId: view.shiftId,
  };
}

const auditedFields = (row: CashDrawerRow) => ({ type: row.type, amount: row.amountCents, remark: row.remark, businessDate: row.businessDate });

/**
 * Cash drawer records (臨時收支; docs/reports.md). A record belongs to the open shift until that shift is finished;
 * from then on it is part of a counted, signed-off drawer and is refused any change (409): the correction is a new
 * record in the current shift. The row lock taken here and the finish's UPDATE of the same rows order the two: an
 * edit either lands before the finish counts the record, or finds it handed over.
 */
export class CashDrawerService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly realtime: RealtimeBus,
  ) {}

  async add(request: CashDrawerRecordAddRequest, principal: SessionPrincipal): Promise<CashDrawerRecord> {
    const now = this.clock();
    const { timeZone } = await shiftRepository.storeTimeZone(this.db, request.storeId);
    const row = await cashDrawerRepository.insert(
      this.db,
      {
        storeId: request.storeId,
        businessDate: businessDateOf(now, timeZone),
        type: request.type,
        amountCents: request.amount,
        remark: request.remark,
        userId: principal.userId,
      },
      now,
    );
    await this.changed(request.storeId);
    return this.present(this.db, request.storeId, row.id);
  }

  async update(request: CashDrawerRecordUpdateRequest, principal: SessionPrincipal): Promise<CashDrawerRecord> {
    const now = this.clock();
    const record = await this.db.transaction(async (tx) => {
      const [row] = await this.lockOpenRecords(tx, request.storeId, [request.id]);
      if (!row) throw notFound(CASH_DRAWER_MSG.NOT_FOUND);
      const values = { type: request.type, amountCents: request.amount, remark: request.remark };
      await cashDrawerRepository.update(tx, row.id, { ...values, userId: principal.userId }, now);
      await recordChange(tx, principal, {
        storeId: request.storeId,
        entity: 'CASH_DRAWER_RECORD',
        entityId: row.id,
        action: 'UPDATE',
        before: auditedFields(row),
        after: { type: values.type, amount: values.amountCents, remark: values.remark },
      }, now);
      return this.present(tx, request.storeId, row.id);
    });
    await this.changed(request.storeId);
    return record;
  }

  async batchRemove(request: CashDrawerRecordBatchRemoveRequest, principal: SessionPrincipal): Promise<void> {
    const now = this.clock();
    await this.db.transaction(async (tx) => {
      const rows = await this.lockOpenRecords(tx, request.storeId, request.idList);
      await cashDrawerRepository.softRemove(tx, request.idList, principal.userId, now);
      for (const row of rows) {
        await recordChange(tx, principal, {
          storeId: request.storeId,
          entity: 'CASH_DRAWER_RECORD',
          entityId: row.id,
          action: 'REMOVE',
          before: auditedFields(row),
          after: { removed: true },
        }, now);
      }
    });
    await this.changed(request.storeId);
  }

  /** After a committed change: the store's other terminals refetch their drawer and shift pages. */
  private changed(storeId: number): Promise<void> {
    return publishNow(this.realtime, { destination: 'store', storeId }, 'REPORT_CHANGED', { storeId, report: 'CASH_DRAWER' });
  }

  async page(request: CashDrawerRecordPageRequest): Promise<Page<CashDrawerRecord>> {
    const filter = filterOf(request);
    const [rows, total] = await Promise.all([
      cashDrawerRepository.list(this.db, filter, request.size, (request.page - 1) * request.size),
      cashDrawerRepository.count(this.db, filter),
    ]);
    return { list: rows.map(presentCashDrawerRecord), total, page: request.page, size: request.size };
  }

  async summary(request: CashDrawerSummaryRequest): Promise<CashDrawerSummary> {
    const sums = await cashDrawerRepository.summary(this.db, filterOf(request));
    return { ...sums, net: sums.income - sums.expense };
  }

  /** The records of a business-date range as an export sheet (exportExcel). */
  sheet(range: { storeId: number; startDate: string; endDate: string }): Promise<ReportSheet> {
    return cashDrawerReportSheet(this.db, range);
  }

  /** Locks the listed records: every one must be the store's (404) and still in the open shift (409). */
  private async lockOpenRecords(tx: Executor, storeId: number, ids: readonly number[]): Promise<CashDrawerRow[]> {
    const rows = await cashDrawerRepository.lockMany(tx, storeId, ids);
    if (rows.length !== ids.length) throw notFound(CASH_DRAWER_MSG.NOT_FOUND);
    if (rows.some((row) => row.shiftId !== null)) throw conflict(CASH_DRAWER_MSG.SHIFT_FINISHED);
    return rows;
  }

  private async present(db: Executor, storeId: number, id: number): Promise<CashDrawerRecord> {
    const view = await cashDrawerRepository.find(db, storeId, id);
    if (!view) throw notFound(CASH_DRAWER_MSG.NOT_FOUND);
    return presentCashDrawerRecord(view);
  }
}

function filterOf(request: CashDrawerSummaryRequest): CashDrawerFilter {
  return { storeId: request.storeId, startDate: request.startDate, endDate: request.endDate, type: request.type };
}

/** The records of a business-date range (newest first) as the export's sheet; for exportExcel without a service. */
export async function cashDrawerReportSheet(db: Executor, range: { storeId: number; startDate: string; endDate: string }): Promise<ReportSheet> {
  const rows = await cashDrawerRepository.list(db, { ...range, type: null }, SHEET_ROWS_MAX);
  const { timeZone } = await shiftRepository.storeTimeZone(db, range.storeId);
  return cashDrawerRecordSheet(rows.map(presentCashDrawerRecord), timeZone);
}
