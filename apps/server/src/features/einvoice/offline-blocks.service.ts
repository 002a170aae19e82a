import {
  EINVOICE_OFFLINE_MSG,
  formatInvoiceNumber,
  type OfflineBlock,
  type OfflineBlockProof,
  type OfflineInvoiceNumber,
  periodKey,
  periodOfDate,
  type ReservedOfflineBlock,
  type ReserveOfflineBlockRequest,
  zonedDateTime,
} from '@diancan/core';
import type { Clock } from '../../platform/clock.js';
import type { Database, Executor } from '../../platform/db/database.js';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.js';
import { qrCheckCode } from './check-code.js';
import { einvoiceRepository, type StoreInvoiceContext } from './einvoice.repository.js';
import { randomCode } from './invoice-draft.js';
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

  /**
   * The terminal's open block of the current period with numbers left, else a new one (409 when none is left), with
   * what its proofs need: each number's random code (drawn now, kept with the block) and check code (computed here
   * with the store's AES key, which never leaves the server).
   */
  async reserve(request: ReserveOfflineBlockRequest, userId: number): Promise<ReservedOfflineBlock> {
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      const context = await einvoiceRepository.storeContext(tx, request.storeId);
      if (!context) throw notFound();
      const period = periodKey(periodOfDate(zonedDateTime(now, context.timeZone).date));
      const open = await offlineBlockRepository.listWithUse(tx, request.storeId, { terminalId: request.terminalId, periodKey: period });
      const withNumbersLeft = open.find((block) => block.usedNumbers.length < block.endNumber - block.startNumber + 1);
      if (withNumbersLeft) {
        const kept = withNumbersLeft.randomCodes ?? (await offlineBlockRepository.fillRandomCodes(tx, request.storeId, withNumbersLeft.id, randomCodes(blockSize(withNumbersLeft))));
        return withProof({ ...withNumbersLeft, randomCodes: kept }, context);
      }
      const reserved = await offlineBlockRepository.reserve(tx, { ...request, periodKey: period, userId, now, randomCodes: randomCodes(request.size) });
      if (!reserved) throw conflict(EINVOICE_OFFLINE_MSG.NO_NUMBERS);
      return withProof({ ...reserved, usedNumbers: [] }, context);
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

const blockSize = (block: Pick<OfflineBlockWithUse, 'startNumber' | 'endNumber'>) => block.endNumber - block.startNumber + 1;

function randomCodes(count: number): string[] {
  return Array.from({ length: count }, () => randomCode());
}

/** The block with its proofs' codes; no proof while the store's seller or AES key is not set (it prints after upload). */
function withProof(block: OfflineBlockWithUse, context: StoreInvoiceContext): ReservedOfflineBlock {
  return { ...presentBlock(block), proof: blockProof(block, context) };
}

function blockProof(block: OfflineBlockWithUse, context: StoreInvoiceContext): OfflineBlockProof | null {
  const seller = context.seller;
  const codes = block.randomCodes;
  if (!seller?.aesKeyHex || !seller.sellerTaxId || !seller.sellerName || !codes) return null;
  const aesKeyHex = seller.aesKeyHex;
  return {
    sellerTaxId: seller.sellerTaxId,
    sellerName: seller.sellerName,
    sellerAddress: seller.sellerAddress,
    codes: codes.map((code, index) => {
      const number = block.startNumber + index;
      return { number, randomCode: code, checkCode: qrCheckCode(aesKeyHex, formatInvoiceNumber(block.letters, number), code) };
    }),
  };
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
): Promise<{ trackId: number; invoiceNumber: string; randomCode: string | null }> {
  const block = await offlineBlockRepository.find(tx, storeId, offline.blockId);
  if (!block) throw conflict(EINVOICE_OFFLINE_MSG.BLOCK_NOT_FOUND);
  const inBlock =
    block.terminalId === offline.terminalId &&
    block.periodKey === invoice.periodKey &&
    offline.number >= block.startNumber &&
    offline.number <= block.endNumber;
  if (!inBlock) throw conflict(EINVOICE_OFFLINE_MSG.OUTSIDE_BLOCK);
  if (block.revokedAt && block.revokedAt.getTime() <= invoice.issuedAt.getTime()) throw conflict(EINVOICE_OFFLINE_MSG.BLOCK_REVOKED);
  // The number's random code as reserved: the one its proof printed with. A terminal that says it printed another is
  // refused (400, kept flagged on the POS): recording either would leave the paper and the record disagreeing.
  const kept = block.randomCodes?.[offline.number - block.startNumber] ?? null;
  if (offline.randomCode !== undefined && offline.randomCode !== kept) throw badRequest(EINVOICE_OFFLINE_MSG.RANDOM_CODE_MISMATCH);
  return { trackId: block.trackId, invoiceNumber: formatInvoiceNumber(block.letters, offline.number), randomCode: kept };
}
