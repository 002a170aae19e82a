import {
  type AddDiningTableRequest,
  type DiningTable,
  type DiningTableIdRequest,
  FRONT_MSG,
  FRONT_WEB_PATHS,
  type FrontStageLinks,
  type UpdateDiningTableRequest,
} from '@diancan/core';
import { randomBytes } from 'node:crypto';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { conflict, notFound } from '../../platform/errors/app-error.js';
import { storeRepository } from '../stores/store.repository.js';
import { type DiningTableRow, frontRepository } from './front.repository.js';
import type { FrontTokens } from './front-tokens.js';

/**
 * Dining tables and their QR codes (docs/self-ordering.md). A table's token is signed over its id and generation;
 * rotating bumps the generation in the same UPDATE, so the next request with the old code is refused.
 */
export class DiningTableService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly tokens: FrontTokens,
  ) {}

  async list(storeId: number): Promise<DiningTable[]> {
    return (await frontRepository.tables(this.db, storeId)).map((row) => this.present(row));
  }

  add(request: AddDiningTableRequest): Promise<DiningTable> {
    return this.db.transaction(async (tx) => {
      if (await frontRepository.nameTaken(tx, request.storeId, request.name, null)) throw conflict(FRONT_MSG.TABLE_NAME_TAKEN);
      return this.present(await frontRepository.insertTable(tx, request.storeId, request.name, this.clock()));
    });
  }

  update(request: UpdateDiningTableRequest): Promise<DiningTable> {
    return this.db.transaction(async (tx) => {
      if (await frontRepository.nameTaken(tx, request.storeId, request.name, request.id)) throw conflict(FRONT_MSG.TABLE_NAME_TAKEN);
      return this.present(this.found(await frontRepository.updateTable(tx, request.storeId, request.id, { name: request.name }, this.clock())));
    });
  }

  async rotateToken(request: DiningTableIdRequest): Promise<DiningTable> {
    return this.present(this.found(await frontRepository.updateTable(this.db, request.storeId, request.id, { rotate: true }, this.clock())));
  }

  async remove(request: DiningTableIdRequest): Promise<void> {
    this.found(await frontRepository.updateTable(this.db, request.storeId, request.id, { remove: true }, this.clock()));
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
    return { id: row.id, name: row.name, token, orderUrl: FRONT_WEB_PATHS.order(token) };
  }
}
