import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { invoiceItemsOf, mergeRanges, parseLocalDate, periodDates, periodKey, periodOfDate, previousPeriod, unusedNumbers, zonedDateTime } from '@diancan/core';
import type { Executor } from '../../platform/db/database.js';
import { type BlankTrack, type ExportAllowance, type ExportInvoice, exportRepository } from './export.repository.js';
import { e0402Xml, f0401Xml, f0501Xml, type G0401Input, g0401Xml, type G0501Input, g0501Xml } from './mig-xml.js';
import { offlineBlockRepository } from './offline-blocks.repository.js';

/** Unused numbers of one seller's letter pair. */
type BlankRange = { sellerTaxId: string | null; letters: string; start: number; end: number };

/**
 * The daily MIG 4.1 export for Turnkey (docs/einvoice.md): every invoice issued on the day (F0401, voided ones too:
 * the issue is reported, then its cancellation), every void of the day (F0501), every allowance of the day (G0401,
 * cancelled ones too) and every allowance cancel of the day (G0501), as the Turnkey loop writes them, and on the first day of a period the
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
  allowances: number;
  allowanceCancels: number;
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

  // Allowance numbers are the store's own (day + sequence): the seller's 統編 keeps two stores' files apart.
  const allowances = await exportRepository.allowancesOn(db, options.date);
  for (const allowance of allowances) await write('G0401', allowanceFileName(allowance), g0401Xml(g0401InputOf(allowance)));
  const cancels = await exportRepository.allowanceCancelsOn(db, options.date);
  for (const allowance of cancels) await write('G0501', allowanceFileName(allowance), g0501Xml(g0501InputOf(allowance)));

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
  return { dir, issued: issued.length, voided: voided.length, allowances: allowances.length, allowanceCancels: cancels.length, blankFiles, files };
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
    // The invoice's one item list, as its proof and QR codes print it (core's invoiceItemsOf).
    items: invoiceItemsOf(invoice.items),
    mainRemark: invoice.mainRemark,
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

const allowanceFileName = (allowance: ExportAllowance) => `${allowance.sellerTaxId}-${allowance.allowanceNumber}`;

/** G0401 of an allowance: its items as kept (they name the invoice's items, core's allowanceItems). */
export function g0401InputOf(allowance: ExportAllowance): G0401Input {
  return {
    allowanceNumber: allowance.allowanceNumber,
    allowanceDate: allowance.allowanceDate,
    seller: { taxId: allowance.sellerTaxId, name: allowance.sellerName, address: allowance.sellerAddress },
    buyerTaxId: allowance.buyerTaxId,
    invoiceNumber: allowance.invoiceNumber,
    invoiceDate: allowance.invoiceDate,
    items: allowance.items,
    salesCents: allowance.salesCents,
    taxCents: allowance.taxCents,
  };
}

/** G0501 of a cancelled allowance, at the store-local time of the cancel. */
export function g0501InputOf(allowance: ExportAllowance): G0501Input {
  const cancelled = zonedDateTime(allowance.cancelledAt ?? allowance.createdAt, allowance.timeZone);
  return {
    allowanceNumber: allowance.allowanceNumber,
    allowanceDate: allowance.allowanceDate,
    buyerTaxId: allowance.buyerTaxId,
    sellerTaxId: allowance.sellerTaxId,
    cancelDate: allowance.cancelDate ?? cancelled.date,
    cancelTime: cancelled.time,
    reason: allowance.cancelReason ?? '',
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
