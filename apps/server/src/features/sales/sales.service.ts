import {
  SALES_EXCEL_COLUMNS,
  SALES_MSG,
  STORE_MSG,
  type Page,
  type SalesAddRequest,
  type SalesDetail,
  type SalesExcelQuery,
  type SalesOption,
  type SalesPageRequest,
  type SalesPerson,
  type SalesUpdateRequest,
  formatReportTime,
} from '@diancan/core';
import { hashSecret } from '../../platform/auth/passwords.js';
import type { SessionPrincipal } from '../../platform/auth/principal.js';
import type { Executor } from '../../platform/db/database.js';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.js';
import { writeSheet, type SheetCell } from '../../platform/files/spreadsheet.js';
import { publishNow } from '../../platform/realtime/index.js';
import { recordChange } from '../../platform/audit/audit-trail.js';
import { offsetOf } from '../../platform/db/sql.js';
import type { OfficeContext } from '../../platform/office-context.js';
import { storeRepository } from '../stores/index.js';
import { salesRepository, type SalesRow } from './sales.repository.js';

function presentSales(row: SalesRow): SalesPerson {
  const { id, account, name, phone, email, code, remark, storeCount } = row;
  return { id, account, name, phone, email, code, remark, active: row.deactivatedAt === null, storeCount, createdAt: row.createdAt.toISOString() };
}

/** Sales people (business-manage, managers only): accounts, profiles and the stores assigned to them. */
export class SalesService {
  constructor(private readonly context: OfficeContext) {}

  private get db() {
    return this.context.db;
  }

  async options(): Promise<SalesOption[]> {
    return salesRepository.options(this.db);
  }

  async page(request: SalesPageRequest): Promise<Page<SalesPerson>> {
    const { rows, total } = await salesRepository.page(this.db, request, request.size, offsetOf(request.page, request.size));
    return { list: rows.map(presentSales), total, page: request.page, size: request.size };
  }

  async detail(id: number, executor: Executor = this.db): Promise<SalesDetail> {
    const row = await salesRepository.find(executor, id);
    if (!row) throw notFound();
    const stores = await salesRepository.storesOf(executor, id);
    return {
      ...presentSales(row),
      stores: stores.map((store) => ({ id: store.id, name: store.name, active: store.deactivatedAt === null })),
    };
  }

  async add(request: SalesAddRequest, principal: SessionPrincipal): Promise<SalesDetail> {
    const passwordHash = await hashSecret(request.password);
    const now = this.context.clock();
    const id = await this.db.transaction(async (tx) => {
      if (await storeRepository.accountTaken(tx, request.account)) throw conflict(STORE_MSG.ACCOUNT_TAKEN);
      await this.checkProfile(tx, request.code, request.storeIdList, null);
      const contact = { name: request.name, phone: request.phone, email: request.email };
      const salesId = await salesRepository.insert(
        tx,
        { ...contact, account: request.account, passwordHash, code: request.code, remark: request.remark },
        principal.userId,
        now,
      );
      await this.assign(tx, salesId, request.storeIdList, principal, now);
      const after = await this.detail(salesId, tx);
      await recordChange(tx, principal, { entity: 'SALES', entityId: salesId, action: 'CREATE', storeId: null, after }, now);
      return salesId;
    });
    return this.detail(id);
  }

  async update(request: SalesUpdateRequest, principal: SessionPrincipal): Promise<SalesDetail> {
    const before = await this.detail(request.id);
    const passwordHash = request.password ? await hashSecret(request.password) : null;
    const now = this.context.clock();
    const revoked = await this.db.transaction(async (tx) => {
      await this.checkProfile(tx, request.code, request.storeIdList, request.id);
      const contact = { name: request.name, phone: request.phone, email: request.email };
      await salesRepository.update(tx, request.id, { ...contact, code: request.code, remark: request.remark, passwordHash }, now);
      await this.assign(tx, request.id, request.storeIdList, principal, now);
      const after = await this.detail(request.id, tx);
      await recordChange(tx, principal, { entity: 'SALES', entityId: request.id, action: 'UPDATE', storeId: null, before, after }, now);
      // A new password ends the person's sessions, as any password change does.
      return passwordHash ? this.context.sessions.revokeUsersIn(tx, [request.id], 'password set by manager') : [];
    });
    if (revoked.length > 0) {
      await publishNow(this.context.realtime, { destination: 'backstage', userId: request.id }, 'PASSWORD_RESET', {
        userId: request.id,
        account: before.account,
      });
      this.context.sessions.publishRevoked(revoked);
    }
    return this.detail(request.id);
  }

  /** Deactivates the account (never erased): it can no longer sign in, and its stores become unassigned. */
  async remove(id: number, principal: SessionPrincipal): Promise<void> {
    const before = await this.detail(id);
    if (!before.active) return;
    const now = this.context.clock();
    const revoked = await this.db.transaction(async (tx) => {
      await salesRepository.setDeactivatedAt(tx, id, now, now);
      await this.assign(tx, id, [], principal, now);
      await recordChange(tx, principal, { entity: 'SALES', entityId: id, action: 'REMOVE', storeId: null, before, after: { ...before, active: false, stores: [] } }, now);
      return this.context.sessions.revokeUsersIn(tx, [id], 'account deactivated');
    });
    await publishNow(this.context.realtime, { destination: 'backstage', userId: id }, 'KICK_OUT', { reason: 'ACCOUNT_DISABLED' });
    this.context.sessions.publishRevoked(revoked);
  }

  /** getExcelList: the sales people matching the filter as an .xlsx workbook. */
  async excel(query: SalesExcelQuery): Promise<Buffer> {
    const rows = await salesRepository.list(this.db, query);
    const sheetRows = rows.map((row) => {
      const cells: Record<(typeof SALES_EXCEL_COLUMNS)[number]['key'], SheetCell> = {
        code: row.code,
        account: row.account,
        name: row.name,
        phone: row.phone,
        email: row.email,
        storeCount: row.storeCount,
        status: row.deactivatedAt === null ? '啟用' : '停用',
        createdAt: formatReportTime(row.createdAt.toISOString()),
      };
      return cells;
    });
    return writeSheet('業務人員', SALES_EXCEL_COLUMNS, sheetRows);
  }

  private async checkProfile(executor: Executor, code: string | null, storeIds: readonly number[], salesId: number | null) {
    if (code !== null && (await salesRepository.codeTaken(executor, code, salesId))) throw conflict(SALES_MSG.CODE_TAKEN);
    const existing = await salesRepository.existingStoreIds(executor, storeIds);
    if (existing.length !== storeIds.length) throw badRequest(SALES_MSG.STORE_UNKNOWN);
  }

  /** Sets the person's stores, writing the change of sales person into each store's own history. */
  private async assign(executor: Executor, salesId: number, storeIds: readonly number[], principal: SessionPrincipal, now: Date) {
    const current = new Set((await salesRepository.storesOf(executor, salesId)).map((store) => store.id));
    const wanted = new Set(storeIds);
    const previousOwners = await Promise.all(
      [...wanted].filter((id) => !current.has(id)).map(async (storeId) => ({ storeId, before: (await storeRepository.find(executor, storeId, now))?.salesId ?? null })),
    );
    await salesRepository.assignStores(executor, salesId, storeIds, now);
    for (const { storeId, before } of previousOwners) {
      await recordChange(executor, principal, { entity: 'STORE', entityId: storeId, action: 'UPDATE', storeId, before: { salesId: before }, after: { salesId } }, now);
    }
    for (const storeId of current) {
      if (wanted.has(storeId)) continue;
      await recordChange(executor, principal, { entity: 'STORE', entityId: storeId, action: 'UPDATE', storeId, before: { salesId }, after: { salesId: null } }, now);
    }
  }
}
