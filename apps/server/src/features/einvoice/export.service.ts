import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { mergeRanges, nettedInvoiceItems, parseLocalDate, periodDates, periodKey, periodOfDate, previousPeriod, unusedNumbers, zonedDateTime } from '@diancan/core';
import type { Executor } from '../../platform/db/database.js';
import { type BlankTrack, type ExportInvoice, exportRepository } from './export.repository.js';
import { e0402Xml, f0401Xml, f0501Xml } from './mig-xml.js';
import { offlineBlockRepository } from './offline-blocks.repository.js';

/** Unused numbers of one seller's letter pair. */
type BlankRange = { sellerTaxId: string | null; letters: string; start: number; end: number };

/**
 * The daily MIG 4.1 export for Turnkey (docs/einvoice.md): every invoice issued on the day (F0401, voided ones too:
 * the issue is reported, then its cancellation), every void of the day (F0501), and on the first day of a period the
 * blank numbers of the period that just closed (E0402), or of the period asked for. One file per message in
 * `<root>/<yyyy-MM-dd>/<message>/`, written to a temporary name and renamed, so Turnkey never reads half a file.
 * Running it again for a day writes the same files again.
 */

export interface ExportOptions {
  /** Local calendar day 'yyyy-MM-dd' (each store's own time zone). */
  date: string;
  rootDir: string;
  /** A closed period's key ('11512') whose blank numbers to write; default: the one that closed the day before `date`. */
  blanksOf?: string | null;
}

export interface ExportSummary {
  dir: string;
  issued: number;
  voided: number;
  blankFiles: number;
  files: string[];
}

export async function exportDay(db: Executor, options: ExportOptions): Promise<ExportSummary> {
  parseLocalDate(options.date);
  const dir = path.resolve(options.rootDir, options.date);
  const files: string[] = [];
  const write = async (message: string, name: string, xml: string) => {
    const folder = path.join(dir, message);
    await mkdir(folder, { recursive: true });
    const file = path.join(folder, `${name}.xml`);
    await writeFile(`${file}.partial`, xml, 'utf8');
    await rename(`${file}.partial`, file);
    files.push(file);
  };

  const issued = await exportRepository.issuedOn(db, options.date);
  for (const invoice of issued) await write('F0401', invoice.invoiceNumber, f0401Xml(f0401InputOf(invoice)));
  const voided = await exportRepository.voidedOn(db, options.date);
  for (const invoice of voided) await write('F0501', invoice.invoiceNumber, f0501Xml(f0501InputOf(invoice)));

  const blanksOf = options.blanksOf ?? closedYesterday(options.date);
  let blankFiles = 0;
  if (blanksOf) {
    const tracks = await exportRepository.tracksOfPeriod(db, blanksOf);
    // Numbers the terminals reserved for offline invoices and never used are blanks too (docs/offline.md).
    const blocks = await offlineBlockRepository.unusedRangesOfAllStores(db, blanksOf);
    for (const group of blankGroups(tracks, blocks)) {
      await write('E0402', `${group.sellerTaxId}-${blanksOf}-${group.letters}`, e0402Xml({ ...group, periodKey: blanksOf }));
      blankFiles++;
    }
  }
  return { dir, issued: issued.length, voided: voided.length, blankFiles, files };
}

/** The key of the period that ended the day before `date`, when `date` is the first day of a period. */
function closedYesterday(date: string): string | null {
  const period = periodOfDate(date);
  return periodDates(period).first === date ? periodKey(previousPeriod(period)) : null;
}

export function f0401InputOf(invoice: ExportInvoice) {
  return {
    invoiceNumber: invoice.invoiceNumber,
    issueDate: invoice.issueDate,
    issueTime: zonedDateTime(invoice.issuedAt, invoice.timeZone).time,
    seller: { taxId: invoice.sellerTaxId, name: invoice.sellerName, address: invoice.sellerAddress },
    buyerTaxId: invoice.buyerTaxId,
    carrierType: invoice.carrierType,
    carrierId: invoice.carrierId,
    donationCode: invoice.donationCode,
    printMark: invoice.printMark,
    randomCode: invoice.randomCode,
    // MIG 4.1 items are sales: the discount line is netted into the lines (core's nettedInvoiceItems says why).
    items: nettedInvoiceItems(invoice.items),
    salesCents: invoice.salesCents,
    taxCents: invoice.taxCents,
    totalCents: invoice.totalCents,
  };
}

export function f0501InputOf(invoice: ExportInvoice) {
  const cancelled = zonedDateTime(invoice.voidedAt ?? invoice.issuedAt, invoice.timeZone);
  return {
    invoiceNumber: invoice.invoiceNumber,
    issueDate: invoice.issueDate,
    buyerTaxId: invoice.buyerTaxId,
    sellerTaxId: invoice.sellerTaxId,
    cancelDate: invoice.voidDate ?? cancelled.date,
    cancelTime: cancelled.time,
    reason: invoice.voidReason ?? '',
  };
}

/** The unused ranges of a period's tracks and of its offline blocks' unused numbers, one group per seller and letter pair. */
export function blankGroups(tracks: readonly BlankTrack[], blocks: readonly BlankRange[] = []) {
  const groups = new Map<string, { sellerTaxId: string; letters: string; blanks: { start: number; end: number }[] }>();
  const ranges: BlankRange[] = [
    ...tracks.flatMap((track) => {
      const blank = unusedNumbers({ start: track.startNumber, end: track.endNumber }, track.nextNumber);
      return blank ? [{ sellerTaxId: track.sellerTaxId, letters: track.letters, ...blank }] : [];
    }),
    ...blocks,
  ];
  for (const { sellerTaxId, letters, start, end } of ranges) {
    if (!sellerTaxId) continue;
    const key = `${sellerTaxId}-${letters}`;
    const group = groups.get(key) ?? { sellerTaxId, letters, blanks: [] };
    group.blanks.push({ start, end });
    groups.set(key, group);
  }
  // Books of one letter pair that touch (a used-up book next to an unused one) report as one range.
  return [...groups.values()].map((group) => ({ ...group, blanks: mergeRanges(group.blanks) }));
}
