import {
  bluetoothChunkSizeFor,
  LABEL_MEDIA,
  paperMedia,
  renderEscPos,
  type DeviceSettings,
  type PrintDocument,
  type PrintMedia,
  type PrinterSlot,
} from '@diancan/core';
import { queueOf, usePrinterLinks } from './printer-links';

/** A document and the printer slot it goes to (the server's print calls answer these). */
export interface Printout {
  readonly printer: PrinterSlot;
  readonly document: PrintDocument;
}

/** printed; skipped: the slot has no link (store operations section 4); unsupported: a label over web Bluetooth. */
export type PrintOutcome = 'printed' | 'skipped' | 'unsupported';

export type PaperSettings = Pick<DeviceSettings, 'paperWidth' | 'paperWidthSecond' | 'bluetoothChunkSize'>;

/** The paper of a slot: the label printer's 40 x 30 mm label, or the receipt printer's 58 / 80 mm roll. */
export function mediaFor(slot: PrinterSlot, settings: Pick<PaperSettings, 'paperWidth' | 'paperWidthSecond'>): PrintMedia {
  if (slot === 'TAG') return LABEL_MEDIA;
  return paperMedia(slot === 'POS' ? settings.paperWidth : settings.paperWidthSecond);
}

/**
 * Prints one document on its slot's link, through the slot's lock and queue. The link is looked up when the job's
 * turn comes (it may have gone while the job waited). Labels are not printed over web Bluetooth (spec).
 */
export function printOnLink(printout: Printout, settings: PaperSettings): Promise<PrintOutcome> {
  const { printer, document } = printout;
  if (!usePrinterLinks.getState()[printer].link) return Promise.resolve('skipped');
  return queueOf(printer).run(async () => {
    const link = usePrinterLinks.getState()[printer].link;
    if (!link) return 'skipped';
    if (printer === 'TAG' && link.kind === 'bluetooth') return 'unsupported';
    const bytes = renderEscPos(document, mediaFor(printer, settings));
    const chunk = bluetoothChunkSizeFor(document.kind === 'INVOICE_PROOF' ? 'invoice' : 'receipt', settings.bluetoothChunkSize);
    await link.write(bytes, chunk);
    return 'printed';
  });
}

/** Prints each document on its link, in order; a failure stops the rest and is thrown to the caller. */
export async function printOnLinks(printouts: readonly Printout[], settings: PaperSettings): Promise<PrintOutcome[]> {
  const outcomes: PrintOutcome[] = [];
  for (const printout of printouts) outcomes.push(await printOnLink(printout, settings));
  return outcomes;
}
