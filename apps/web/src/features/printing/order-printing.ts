import { PRINT_API, type OrderPrintRequest, type PrintDocument, type ReprintDocument } from '@diancan/core';
import { callApi } from '../../lib/api';
import { reportError } from '../../lib/report-error';
import { useSession, type SessionFields } from '../../lib/session';
import type { Printout } from './print-documents';
import { deliver } from './print-flow';
import { storeHasPrinter } from './printer-status';

/**
 * The order's print calls from the screens (docs/printing.md). A printer-box store's server prints the checkout
 * and the kitchen's changes itself; a store printing through this browser's Bluetooth / serial printer asks for the
 * documents and sends them through the printer queue.
 */

/** The store prints through this browser (Bluetooth / serial) and has a printer set. */
export function printsInBrowser(session: Pick<SessionFields, 'printClient' | 'hasPos' | 'hasTag' | 'device'>): boolean {
  return storeHasPrinter(session) && session.printClient !== 'PRINTER_BOX';
}

/** Labels can be printed: a label printer is set, and not over web Bluetooth (spec: tag printing is not supported there). */
export function canPrintLabels(session: Pick<SessionFields, 'printClient' | 'hasTag'>): boolean {
  return session.hasTag && session.printClient !== 'BLUETOOTH';
}

async function printAnswer(answer: Promise<{ documents: Parameters<typeof deliver>[0] }>, how: Parameters<typeof deliver>[1]): Promise<void> {
  try {
    await deliver((await answer).documents, how);
  } catch (error) {
    // The call's refusal was shown by the http client; the order itself stands.
    reportError('print', error);
  }
}

/** After a checkout: receipt, proof, kitchen tickets and labels on this browser's printers (the store's switches). */
export function printCheckout(request: OrderPrintRequest): Promise<void> {
  if (!printsInBrowser(useSession.getState())) return Promise.resolve();
  return printAnswer(callApi(PRINT_API.checkout, request), { automatic: true });
}

/** After an edit of the order's lines (or its cancel): the kitchen's 加點 / 取消 tickets on this browser's printer. */
export function printKitchenChanges(request: OrderPrintRequest): Promise<void> {
  if (!printsInBrowser(useSession.getState())) return Promise.resolve();
  return printAnswer(callApi(PRINT_API.kitchen, request), { automatic: true });
}

/** 補印 of one of the order's documents: queued for a printer box, else printed here and shown in the preview. */
export function reprint(request: OrderPrintRequest & { document: ReprintDocument }): Promise<void> {
  return printAnswer(callApi(PRINT_API.reprint, request), { preview: true });
}

/** POST back/pos/printTag: the order's labels. */
export function printTags(request: OrderPrintRequest): Promise<void> {
  return printAnswer(callApi(PRINT_API.printTag, request), { preview: true });
}

/** The documents of an order taken offline, built in this browser (docs/offline.md). */
export interface OfflineOrderDocuments {
  readonly receipt: PrintDocument;
  /** The e-invoice proof of its offline invoice; null when none prints (no invoice, on a carrier, no codes). */
  readonly proof: PrintDocument | null;
  /** Its kitchen tickets (one, or one per kitchen area) and labels. */
  readonly kitchen?: readonly PrintDocument[];
  readonly labels?: readonly PrintDocument[];
}

/**
 * Whether this browser prints an order's kitchen tickets (it prints through Bluetooth / serial, tickets routed to a
 * printer): an order taken offline then prints them here and tells the server so on upload (`kitchenPrinted`).
 */
export function printsKitchenHere(): boolean {
  const session = useSession.getState();
  return printsInBrowser(session) && session.printSettings.documentPrinters.kitchen !== 'NONE';
}

/**
 * An order taken offline, printed here when the store prints through this browser, by the server's checkout rules:
 * the receipt where receipts print (printSwitch, a receipt printer routed), the e-invoice proof where proofs are
 * routed, the kitchen tickets where tickets are routed, the labels when 結帳列印標籤 is on and the label printer can
 * print from here (not over web Bluetooth). What has no link is shown in the preview: unlike an online checkout, no 補印 can reach the order until
 * it is uploaded.
 */
export function printOfflineOrder(documents: OfflineOrderDocuments): Promise<void> {
  const session = useSession.getState();
  if (!printsInBrowser(session)) return Promise.resolve();
  const routes = session.printSettings.documentPrinters;
  const printouts: Printout[] = [];
  if (session.printSwitch && routes.receipt !== 'NONE') printouts.push({ printer: routes.receipt, document: documents.receipt });
  if (documents.proof && routes.proof !== 'NONE') printouts.push({ printer: routes.proof, document: documents.proof });
  if (routes.kitchen !== 'NONE') for (const document of documents.kitchen ?? []) printouts.push({ printer: routes.kitchen, document });
  if (session.tagSwitch && canPrintLabels(session)) for (const document of documents.labels ?? []) printouts.push({ printer: 'TAG', document });
  return deliver(printouts).catch((error: unknown) => reportError('print', error));
}
