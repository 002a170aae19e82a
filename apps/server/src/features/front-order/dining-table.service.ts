import {
  type AddDiningTableRequest,
  type DiningTable,
  type DiningTableIdRequest,
  FRONT_MSG,
  FRONT_WEB_PATHS,
  type FrontStageLinks,
  TABLE_MSG,
  type UpdateDiningTableRequest,
} from '@diancan/core';
import { randomBytes } from 'node:crypto';
import type { Clock } from '../../platform/clock.js';
import type { Database, Transaction } from '../../platform/db/database.js';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.js';
import { publishAfterCommit, type RealtimeBus } from '../../platform/realtime/index.js';
import { storeRepository } from '../stores/index.js';
import { type DiningTableRow, frontRepository, type TableLayout } from './front.repository.js';
import type { FrontTokens } from './front-tokens.js';
import { placeTable } from './table-placement.js';

/**
 * Dining tables and their QR codes (docs/self-ordering.md). A table's token is signed over its id and generation;
 * rotating bumps the generation in the same UPDATE, so the next request with the old code is refused.
 */
export class DiningTableService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly tokens: FrontTokens,
    private readonly realtime: RealtimeBus,
  ) {}

  async list(storeId: number): Promise<DiningTable[]> {
    return (await frontRepository.tables(this.db, storeId)).map((row) => this.present(row));
  }

  /** A new table: on the cell sent, or without one on its area's first free cell; a taken cell is 409. */
  add(request: AddDiningTableRequest): Promise<DiningTable> {
    return this.changeFloor(request.storeId, async (tx) => {
      if (await frontRepository.nameTaken(tx, request.storeId, request.name, null)) throw conflict(FRONT_MSG.TABLE_NAME_TAKEN);
      const layout = await this.layoutOf(tx, request);
      const areaId = layout.areaId ?? null;
      const shape = layout.shape ?? 'SQUARE';
      const sent = layout.posX !== undefined || layout.posY !== undefined ? { x: layout.posX ?? 0, y: layout.posY ?? 0 } : null;
      const at = await placeTable(tx, request.storeId, areaId, 0, shape, sent);
      return this.present(await frontRepository.insertTable(tx, request.storeId, request.name, { ...layout, posX: at.x, posY: at.y }, this.clock()));
    });
  }

  /**
   * A table changed: a new cell, area or shape is checked against the area's other live tables (409 when taken);
   * moved to another area without a cell, it takes that area's first free cell. A change that keeps the table's
   * area, shape and cell is not checked (a rename never fails over the cells).
   */
  update(request: UpdateDiningTableRequest): Promise<DiningTable> {
    return this.changeFloor(request.storeId, async (tx) => {
      if (await frontRepository.nameTaken(tx, request.storeId, request.name, request.id)) throw conflict(FRONT_MSG.TABLE_NAME_TAKEN);
      const layout = await this.layoutOf(tx, request);
      await frontRepository.lockFloor(tx, request.storeId); // before the table is read: its cell is what the check starts from
      const current = this.found(await frontRepository.table(tx, request.storeId, request.id));
      const areaId = layout.areaId === undefined ? current.areaId : layout.areaId;
      const shape = layout.shape ?? current.shape;
      const cellSent = layout.posX !== undefined || layout.posY !== undefined;
      const sent = cellSent || areaId === current.areaId ? { x: layout.posX ?? current.posX, y: layout.posY ?? current.posY } : null;
      const unchanged = sent !== null && areaId === current.areaId && shape === current.shape && sent.x === current.posX && sent.y === current.posY;
      const at = unchanged ? sent : await placeTable(tx, request.storeId, areaId, current.id, shape, sent);
      const placed = { ...layout, posX: at.x, posY: at.y };
      return this.present(this.found(await frontRepository.updateTable(tx, request.storeId, request.id, { name: request.name, layout: placed }, this.clock())));
    });
  }

  async rotateToken(request: DiningTableIdRequest): Promise<DiningTable> {
    return this.present(this.found(await frontRepository.updateTable(this.db, request.storeId, request.id, { rotate: true }, this.clock())));
  }

  async remove(request: DiningTableIdRequest): Promise<void> {
    await this.changeFloor(request.storeId, async (tx) => {
      this.found(await frontRepository.updateTable(tx, request.storeId, request.id, { remove: true }, this.clock()));
    });
  }

  /** A change of the floor plan, then TABLE_CHANGED (every 桌位 view re-reads the floor). */
  private changeFloor<T>(storeId: number, work: (tx: Transaction) => Promise<T>): Promise<T> {
    return publishAfterCommit(this.realtime, (outbox) =>
      this.db.transaction(async (tx) => {
        const result = await work(tx);
        outbox.add({ destination: 'store', storeId }, 'TABLE_CHANGED', { storeId, tableIds: [] });
        return result;
      }),
    );
  }

  /** The floor-plan fields sent (400 區域不存在 for an area that is not the store's live one). */
  private async layoutOf(tx: Transaction, request: AddDiningTableRequest): Promise<TableLayout> {
    if (request.areaId !== undefined && request.areaId !== null && !(await frontRepository.areaLive(tx, request.storeId, request.areaId))) {
      throw badRequest(TABLE_MSG.AREA_NOT_FOUND);
    }
    const x = request.position?.x ?? request.x;
    const y = request.position?.y ?? request.y;
    return {
      ...(request.areaId === undefined ? {} : { areaId: request.areaId }),
      ...(request.seats === undefined ? {} : { seats: request.seats }),
      ...(request.shape === undefined ? {} : { shape: request.shape }),
      ...(x === undefined ? {} : { posX: x }),
      ...(y === undefined ? {} : { posY: y }),
    };
  }

  /** The store's own codes: 手機點餐 without a table (外帶, the store's QR hash) and the kiosk (出單點餐). */
  async links(storeId: number): Promise<FrontStageLinks> {
    const qrCodeHash = await storeRepository.claimQrHash(this.db, storeId, randomBytes(16).toString('hex'), this.clock());
    const kioskHash = this.tokens.sign('KIOSK', storeId);
    return { qrCodeHash, frontStageURL: FRONT_WEB_PATHS.store(qrCodeHash), kioskHash, kioskURL: FRONT_WEB_PATHS.kiosk(kioskHash) };
  }

  private found(row: DiningTableRow | undefined): DiningTableRow {
    if (!row) throw notFound(FRONT_MSG.TABLE_NOT_FOUND);
    return row;
  }

  private present(row: DiningTableRow): DiningTable {
    const token = this.tokens.sign('TABLE', row.id, row.generation);
    return {
      id: row.id,
      name: row.name,
      token,
      orderUrl: FRONT_WEB_PATHS.order(token),
      areaId: row.areaId,
      seats: row.seats,
      shape: row.shape,
      x: row.posX,
      y: row.posY,
    };
  }
}
