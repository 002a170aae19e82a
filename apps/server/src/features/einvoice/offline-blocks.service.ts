import {
  EINVOICE_OFFLINE_MSG,
  type OfflineBlock,
  type OfflineInvoiceNumber,
  periodKey,
  periodOfDate,
  type ReserveOfflineBlockRequest,
  zonedDateTime,
} from '@diancan/core';
import type { Clock } from '../../platform/clock.js';
import type { Database, Executor } from '../../platform/db/database.js';
import { conflict, notFound } from '../../platform/errors/app-error.js';
import { einvoiceRepository } from './einvoice.repository.js';
import { offlineBlockRepository, type OfflineBlockWithUse } from './offline-blocks.repository.js';

/**
 * Offline invoice blocks (issue 22; docs/offline.md): a terminal reserves one block (a booklet of 50 by default) of
 * its store's current track while online, and keeps it until its numbers are used or the block is revoked; an
 * invoice issued offline is recorded on upload only with a number of its own terminal's block.
 */
export class OfflineBlockService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** The terminal's open block of the current period with numbers left, else a new one. 409 when none is left. */
  async reserve(request: ReserveOfflineBlockRequest, userId: number): Promise<OfflineBlock> {
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      const context = await einvoiceRepository.storeContext(tx, request.storeId);
      if (!context) throw notFound();
      const period = periodKey(periodOfDate(zonedDateTime(now, context.timeZone).date));
      const open = await offlineBlockRepository.listWithUse(tx, request.storeId, { terminalId: request.terminalId, periodKey: period });
      const withNumbersLeft = open.find((block) => block.usedNumbers.length < block.endNumber - block.startNumber + 1);
      if (withNumbersLeft) return presentBlock(withNumbersLeft);
      const reserved = await offlineBlockRepository.reserve(tx, { ...request, periodKey: period, userId, now });
      if (!reserved) throw conflict(EINVOICE_OFFLINE_MSG.NO_NUMBERS);
      return presentBlock({ ...reserved, usedNumbers: [] });
    });
  }

  async list(storeId: number): Promise<OfflineBlock[]> {
    return (await offlineBlockRepository.listWithUse(this.db, storeId)).map(presentBlock);
  }

  async revoke(storeId: number, id: number): Promise<void> {
    const now = this.clock();
    await this.db.transaction(async (tx) => {
      if (!(await offlineBlockRepository.find(tx, storeId, id))) throw notFound(EINVOICE_OFFLINE_MSG.BLOCK_NOT_FOUND);
      if (!(await offlineBlockRepository.revoke(tx, storeId, id, now))) throw conflict(EINVOICE_OFFLINE_MSG.ALREADY_REVOKED);
    });
  }
}

function presentBlock(block: OfflineBlockWithUse): OfflineBlock {
  return {
    id: block.id,
    terminalId: block.terminalId,
    periodKey: block.periodKey,
    letters: block.letters,
    startNumber: block.startNumber,
    endNumber: block.endNumber,
    usedNumbers: block.usedNumbers,
    reservedAt: block.reservedAt.toISOString(),
    revokedAt: block.revokedAt?.toISOString() ?? null,
  };
}

/**
 * The track and number an uploaded offline invoice is recorded with: its terminal's block, of the invoice's period,
 * the number inside the block, issued before a revocation. 409 otherwise (the order is kept, flagged, on the POS).
 */
export async function offlineNumberSource(
  tx: Executor,
  storeId: number,
  offline: OfflineInvoiceNumber,
  invoice: { periodKey: string; issuedAt: Date },
): Promise<{ trackId: number; invoiceNumber: string }> {
  const block = await offlineBlockRepository.find(tx, storeId, offline.blockId);
  if (!block) throw conflict(EINVOICE_OFFLINE_MSG.BLOCK_NOT_FOUND);
  const inBlock =
    block.terminalId === offline.terminalId &&
    block.periodKey === invoice.periodKey &&
    offline.number >= block.startNumber &&
    offline.number <= block.endNumber;
  if (!inBlock) throw conflict(EINVOICE_OFFLINE_MSG.OUTSIDE_BLOCK);
  if (block.revokedAt && block.revokedAt.getTime() <= invoice.issuedAt.getTime()) throw conflict(EINVOICE_OFFLINE_MSG.BLOCK_REVOKED);
  return { trackId: block.trackId, invoiceNumber: `${block.letters}${String(offline.number).padStart(8, '0')}` };
}
