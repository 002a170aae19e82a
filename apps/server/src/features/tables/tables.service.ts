import {
  RESERVATION_AHEAD_MINUTES,
  RESERVATION_LATE_MINUTES,
  type AddDiningAreaRequest,
  type DiningArea,
  type DiningAreaIdQuery,
  type FloorArea,
  type FloorTable,
  formatOrderNo,
  type SortDiningAreasRequest,
  TABLE_MSG,
  TABLE_SETTINGS_DEFAULT,
  TABLE_SHAPES,
  type TableSettings,
  type TableShape,
  type UpdateDiningAreaRequest,
  type UpdateServiceChargeRequest,
} from '@diancan/core';
import type { Clock } from '../../platform/clock.js';
import type { Database, Transaction } from '../../platform/db/database.js';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.js';
import { publishAfterCommit, type RealtimeBus } from '../../platform/realtime/index.js';
import { releaseAreaTables } from '../front-order/index.js';
import { type AreaRow, type OpenCheckRow, tablesRepository as repo } from './tables.repository.js';

/** The pseudo-area of tables placed in no area (shown last, only when there are some). */
const NO_AREA = { id: 0, name: '未分區' };
/** Checks whose food is still on its way (已點未出). */
const WAITING_STATUSES = new Set(['NEW', 'ACCEPTED', 'PREPARING']);

const presentArea = (row: AreaRow): DiningArea => ({ id: row.id, name: row.name, sort: row.sort });
const shapeOf = (shape: string): TableShape => ((TABLE_SHAPES as readonly string[]).includes(shape) ? (shape as TableShape) : 'SQUARE');

/**
 * The floor plan's areas, the 桌位 view's floor and the table-service settings (docs/tables.md). Every change is one
 * transaction and then TABLE_CHANGED on the store topic: every terminal's floor re-reads.
 */
export class TablesService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly realtime: RealtimeBus,
  ) {}

  async areas(storeId: number): Promise<DiningArea[]> {
    return (await repo.areas(this.db, storeId)).map(presentArea);
  }

  addArea(request: AddDiningAreaRequest): Promise<DiningArea> {
    return this.change(request.storeId, async (tx) => {
      if (await repo.areaNameTaken(tx, request.storeId, request.name, null)) throw conflict(TABLE_MSG.AREA_NAME_TAKEN);
      return presentArea(await repo.insertArea(tx, request.storeId, request.name, this.clock()));
    });
  }

  updateArea(request: UpdateDiningAreaRequest): Promise<DiningArea> {
    return this.change(request.storeId, async (tx) => {
      if (await repo.areaNameTaken(tx, request.storeId, request.name, request.id)) throw conflict(TABLE_MSG.AREA_NAME_TAKEN);
      const row = await repo.updateArea(tx, request.storeId, request.id, { name: request.name }, this.clock());
      if (!row) throw notFound(TABLE_MSG.AREA_NOT_FOUND);
      return presentArea(row);
    });
  }

  removeArea(query: DiningAreaIdQuery): Promise<void> {
    return this.change(query.storeId, async (tx) => {
      const now = this.clock();
      if (!(await repo.updateArea(tx, query.storeId, query.id, { remove: true }, now))) throw notFound(TABLE_MSG.AREA_NOT_FOUND);
      await releaseAreaTables(tx, query.storeId, query.id, now);
    });
  }

  /** Every live area once, in the new order (400 otherwise). */
  sortAreas(request: SortDiningAreasRequest): Promise<void> {
    return this.change(request.storeId, async (tx) => {
      const live = await repo.areas(tx, request.storeId);
      const ids = new Set(request.sortedIdList);
      if (ids.size !== request.sortedIdList.length || ids.size !== live.length || live.some((area) => !ids.has(area.id))) {
        throw badRequest('排序須包含每個區域各一次');
      }
      const now = this.clock();
      for (const [index, id] of request.sortedIdList.entries()) await repo.updateArea(tx, request.storeId, id, { sort: index + 1 }, now);
    });
  }

  /** The floor: areas in order with their tables and each table's open (unpaid) checks. */
  async floor(storeId: number): Promise<FloorArea[]> {
    const now = this.clock().getTime();
    const [areas, tables, checks, reservations] = await Promise.all([
      repo.areas(this.db, storeId),
      repo.floorTables(this.db, storeId),
      repo.openChecks(this.db, storeId),
      repo.reservationsSoon(this.db, storeId, new Date(now - RESERVATION_LATE_MINUTES * 60_000), new Date(now + RESERVATION_AHEAD_MINUTES * 60_000)),
    ]);
    const reservedBy = new Map(reservations.map((row) => [row.tableId, { orderId: row.orderId, at: row.at.toISOString(), name: row.name }]));
    const byTable = new Map<number, OpenCheckRow[]>();
    for (const check of checks) byTable.set(check.tableId, [...(byTable.get(check.tableId) ?? []), check]);
    const floorTable = (table: (typeof tables)[number]): FloorTable => {
      const open = byTable.get(table.id) ?? [];
      return {
        id: table.id,
        name: table.name,
        seats: table.seats,
        shape: shapeOf(table.shape),
        x: table.x,
        y: table.y,
        status: open.length > 0 ? 'OCCUPIED' : 'FREE',
        guests: open.reduce((sum, check) => sum + (check.guests ?? 0), 0),
        openedAt: open[0]?.createdAt.toISOString() ?? null,
        waiting: open.some((check) => WAITING_STATUSES.has(check.status)),
        qrPending: open.filter((check) => check.source === 'MOBILE' && check.status === 'NEW').length,
        orders: open.map((check) => ({
          orderId: check.id,
          orderNo: formatOrderNo(check.orderNumber),
          version: check.version,
          payable: check.payableCents,
          paid: check.paidCents,
          status: check.status,
          source: check.source,
          guests: check.guests,
        })),
        reservation: reservedBy.get(table.id) ?? null,
      };
    };
    const result: FloorArea[] = areas.map((area) => ({
      id: area.id,
      name: area.name,
      tables: tables.filter((table) => table.areaId === area.id).map(floorTable),
    }));
    const loose = tables.filter((table) => table.areaId === null);
    if (loose.length > 0) result.push({ ...NO_AREA, tables: loose.map(floorTable) });
    return result;
  }

  async settings(storeId: number): Promise<TableSettings> {
    return (await repo.settings(this.db, storeId)) ?? TABLE_SETTINGS_DEFAULT;
  }

  /** 服務費 (and 用餐時間): checks opened from now on are priced with it; open checks keep the percent they had. */
  updateServiceCharge(request: UpdateServiceChargeRequest): Promise<TableSettings> {
    return publishAfterCommit(this.realtime, (outbox) =>
      this.db.transaction(async (tx) => {
        const saved = await repo.saveSettings(
          tx,
          request.storeId,
          { serviceChargePercent: request.percent, ...(request.diningMinutes === undefined ? {} : { diningMinutes: request.diningMinutes }) },
          this.clock(),
        );
        if (!saved) throw notFound('商店不存在');
        outbox.add({ destination: 'store', storeId: request.storeId }, 'CONFIG_CHANGED', { storeId: request.storeId, setting: 'TABLE_SERVICE' });
        outbox.add({ destination: 'store', storeId: request.storeId }, 'TABLE_CHANGED', { storeId: request.storeId, tableIds: [] });
        return saved;
      }),
    );
  }

  private change<T>(storeId: number, work: (tx: Transaction) => Promise<T>): Promise<T> {
    return publishAfterCommit(this.realtime, (outbox) =>
      this.db.transaction(async (tx) => {
        const result = await work(tx);
        outbox.add({ destination: 'store', storeId }, 'TABLE_CHANGED', { storeId, tableIds: [] });
        return result;
      }),
    );
  }
}
