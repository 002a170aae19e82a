import {
  blankReportDueDate,
  mergeRanges,
  type NumberSupply,
  parsePeriodKey,
  periodKey,
  periodOfDate,
  previousPeriod,
  REFUND_MSG,
  type UploadStatus,
  unusedNumbers,
  zonedDateTime,
} from '@diancan/core';
import type { Clock } from '../../platform/clock.js';
import type { Database, Executor } from '../../platform/db/database.js';
import type { TurnkeyMessage } from '../../platform/db/schema/index.js';
import { conflict, notFound } from '../../platform/errors/app-error.js';
import { einvoiceRepository } from './einvoice.repository.js';
import { f0401InputOf, f0501InputOf, g0401InputOf, g0501InputOf } from './export.service.js';
import { e0402Xml, f0401Xml, f0501Xml, g0401Xml, g0501Xml } from './mig-xml.js';
import { numberSupply } from './number-supply.js';
import { offlineBlockRepository } from './offline-blocks.repository.js';
import { refundRepository } from './refund.repository.js';
import { failureReason, scanMessage, writeSource } from './turnkey-folders.js';
import { turnkeyRepository, type UploadRow } from './turnkey.repository.js';

/** Messages a run writes at most (a backlog is written over the next runs). */
const RUN_BATCH = 500;
/** A message not uploaded this close to its limit is listed as near the deadline. */
const NEAR_DEADLINE_MS = 12 * 3_600_000;
const MESSAGES: readonly TurnkeyMessage[] = ['F0401', 'F0501', 'G0401', 'G0501', 'E0402'];

export interface TurnkeyRunSummary {
  ran: boolean;
  written: number;
  uploaded: number;
  failed: number;
}

/**
 * The Turnkey upload loop (docs/einvoice.md): each run, in one transaction that holds a database advisory lock (one
 * writer across instances; a second instance's run does nothing), queues what is new, writes each queued message
 * once into Turnkey's SRC folder, and reads Turnkey's BAK / ERR folders back to mark messages 已上傳 or 失敗 with the
 * reason. A message is written once: its row goes PENDING -> WRITTEN in the transaction that writes it, and a file of
 * that name already in Turnkey's folders (a run that crashed before committing) is not written again.
 */
export class TurnkeyService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    /** The Turnkey root (EINVOICE_TURNKEY_DIR); null: the loop is off. */
    readonly root: string | null,
  ) {}

  async run(): Promise<TurnkeyRunSummary> {
    const root = this.root;
    const summary: TurnkeyRunSummary = { ran: false, written: 0, uploaded: 0, failed: 0 };
    if (!root) return summary;
    const now = this.clock();
    await this.db.transaction(async (tx) => {
      if (!(await turnkeyRepository.tryLock(tx))) return;
      summary.ran = true;
      const scans = new Map(await Promise.all(MESSAGES.map(async (message) => [message, await scanMessage(root, message)] as const)));
      // Results first, so a message uploaded since the last run lets what refers to it be queued now.
      for (const row of await turnkeyRepository.withStatus(tx, ['WRITTEN'], RUN_BATCH * 4)) {
        const found = row.fileName ? scans.get(row.message)?.get(row.fileName) : undefined;
        if (found?.stage === 'BAK') {
          await turnkeyRepository.markResult(tx, row.id, 'UPLOADED', null, now);
          summary.uploaded++;
        } else if (found?.stage === 'ERR') {
          await turnkeyRepository.markResult(tx, row.id, 'FAILED', await failureReason(root, found), now);
          summary.failed++;
        }
      }
      await turnkeyRepository.enqueue(tx, now);
      await this.queueBlanks(tx, now);
      for (const row of await turnkeyRepository.withStatus(tx, ['PENDING'], RUN_BATCH)) {
        const built = await this.build(tx, row);
        if (!built) continue;
        const fileName = `${row.message}_${built.sellerTaxId}_${row.documentKey}_${row.attempt}.xml`;
        if (!scans.get(row.message)?.has(fileName)) await writeSource(root, row.message, fileName, built.xml);
        await turnkeyRepository.markWritten(tx, row.id, fileName, now);
        summary.written++;
      }
    });
    return summary;
  }

  /** E0402 of every closed period's letter pairs, from the first day of the next period (due the 10th). */
  private async queueBlanks(tx: Executor, now: Date): Promise<void> {
    for (const group of await turnkeyRepository.unreportedTrackGroups(tx)) {
      const current = periodKey(periodOfDate(zonedDateTime(now, group.timeZone).date));
      if (group.periodKey < current) await turnkeyRepository.queueBlank(tx, group.storeId, `${group.periodKey}-${group.letters}`, now);
    }
  }

  /** The message's XML and the seller's 統編 (its file name); null when its document is gone. */
  private async build(tx: Executor, row: UploadRow & { timeZone: string }): Promise<{ xml: string; sellerTaxId: string } | null> {
    if (row.message === 'F0401' || row.message === 'F0501') {
      const invoice = row.documentId === null ? undefined : await einvoiceRepository.findInvoice(tx, row.storeId, row.documentId);
      if (!invoice) return null;
      const source = { ...invoice, timeZone: row.timeZone };
      const xml = row.message === 'F0401' ? f0401Xml(f0401InputOf(source)) : f0501Xml(f0501InputOf(source));
      return { xml, sellerTaxId: invoice.sellerTaxId };
    }
    if (row.message === 'G0401' || row.message === 'G0501') {
      const found = row.documentId === null ? undefined : await refundRepository.lockAllowance(tx, row.storeId, row.documentId);
      if (!found) return null;
      const allowance = { ...found, timeZone: row.timeZone };
      const xml = row.message === 'G0401' ? g0401Xml(g0401InputOf(allowance)) : g0501Xml(g0501InputOf(allowance));
      return { xml, sellerTaxId: allowance.sellerTaxId };
    }
    const [key, letters] = row.documentKey.split('-') as [string, string];
    const context = await einvoiceRepository.storeContext(tx, row.storeId);
    const sellerTaxId = context?.seller?.sellerTaxId;
    if (!sellerTaxId) return null;
    const blanks = await this.blankRanges(tx, row.storeId, key, letters);
    if (blanks.length === 0) return null;
    return { xml: e0402Xml({ sellerTaxId, periodKey: key, letters, blanks }), sellerTaxId };
  }

  private async blankRanges(tx: Executor, storeId: number, key: string, letters: string | null) {
    const tracks = (await einvoiceRepository.tracks(tx, storeId)).filter((track) => track.periodKey === key && (letters === null || track.letters === letters));
    const byLetters = new Map<string, { start: number; end: number }[]>();
    for (const track of tracks) {
      const blank = unusedNumbers({ start: track.startNumber, end: track.endNumber }, track.nextNumber);
      if (blank) byLetters.set(track.letters, [...(byLetters.get(track.letters) ?? []), blank]);
    }
    // Numbers the terminals reserved for offline invoices and never used are blanks too (docs/offline.md).
    for (const { letters: pair, ...range } of await offlineBlockRepository.unusedRanges(tx, storeId, key)) {
      if (letters === null || pair === letters) byLetters.set(pair, [...(byLetters.get(pair) ?? []), range]);
    }
    return [...byLetters].flatMap(([pair, ranges]) => mergeRanges(ranges).map((range) => ({ ...range, letters: pair })));
  }

  /** A failed message is written again at the next run, under its next attempt's file name. */
  async resend(storeId: number, uploadId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (!(await turnkeyRepository.findUpload(tx, storeId, uploadId))) throw notFound(REFUND_MSG.UPLOAD_NOT_FOUND);
      if (!(await turnkeyRepository.requeueFailed(tx, storeId, uploadId))) throw conflict(REFUND_MSG.UPLOAD_NOT_FAILED);
    });
  }

  /** The 發票設定 screen's upload panel: open messages, last period's blank numbers, the number supply. */
  async status(storeId: number): Promise<UploadStatus> {
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      const context = await einvoiceRepository.storeContext(tx, storeId);
      if (!context) throw notFound();
      const today = zonedDateTime(now, context.timeZone).date;
      const current = periodOfDate(today);
      const closed = previousPeriod(current);
      const closedKey = periodKey(closed);
      const open = await turnkeyRepository.storeUploads(tx, storeId, 200);
      const rows = open.map((row) => ({
        id: row.id,
        message: row.message,
        documentKey: row.documentKey,
        status: row.status,
        attempt: row.attempt,
        fileName: row.fileName,
        reason: row.reason,
        dueAt: row.dueAt?.toISOString() ?? null,
        nearDeadline: row.dueAt !== null && row.status !== 'UPLOADED' && row.dueAt.getTime() - now.getTime() < NEAR_DEADLINE_MS,
        createdAt: row.createdAt.toISOString(),
        writtenAt: row.writtenAt?.toISOString() ?? null,
        resultAt: row.resultAt?.toISOString() ?? null,
      }));
      const supply = await numberSupply(tx, storeId, await einvoiceRepository.tracks(tx, storeId), periodKey(current), now);
      const blanks = await this.blankRanges(tx, storeId, closedKey, null);
      const number = (value: number) => String(value).padStart(8, '0');
      return {
        turnkeyConfigured: this.root !== null,
        counts: {
          pending: rows.filter((row) => row.status === 'PENDING' || row.status === 'WRITTEN').length,
          uploaded: await turnkeyRepository.uploadedCount(tx, storeId),
          failed: rows.filter((row) => row.status === 'FAILED').length,
          nearDeadline: rows.filter((row) => row.nearDeadline).length,
        },
        rows,
        blanks: {
          periodKey: closedKey,
          dueDate: blankReportDueDate(parsePeriodKey(closedKey)),
          ranges: blanks.map((range) => ({ periodKey: closedKey, letters: range.letters, start: number(range.start), end: number(range.end) })),
          reported: blanks.length > 0 && (await turnkeyRepository.blanksQueued(tx, storeId, closedKey)),
        },
        supply,
      };
    });
  }

  /** The POS's warning: the current period's number supply. */
  async supply(storeId: number): Promise<NumberSupply> {
    const now = this.clock();
    const context = await einvoiceRepository.storeContext(this.db, storeId);
    if (!context) throw notFound();
    const current = periodKey(periodOfDate(zonedDateTime(now, context.timeZone).date));
    return numberSupply(this.db, storeId, await einvoiceRepository.tracks(this.db, storeId), current, now);
  }
}
