import type { AddOrderRequest } from '@diancan/core';
import type { OutboxRecord } from '../../../lib/offline/offline-db';
import { useSession } from '../../../lib/session';
import { printOfflineOrder } from '../../printing';
import { offlineKitchenTickets, offlineLabels, type TicketMenu } from './offline-kitchen';
import { offlineProof } from './offline-proof';
import { offlineReceipt, type OfflineSale } from './offline-receipt';

/**
 * Prints an order just kept in the outbox (docs/offline.md) on this browser's printers: the receipt, its offline
 * invoice's proof, and, when the request says the terminal prints them (`kitchenPrinted`), the kitchen tickets; the
 * labels. The server's print calls can't be reached, and it learns what the kitchen was sent on upload.
 */
export function printTakenOffline(record: OutboxRecord, sale: Omit<OfflineSale, 'seq' | 'takenAt'>, menu: TicketMenu | undefined): Promise<void> {
  const { storeName, kitchenAreaSwitch } = useSession.getState();
  const request = record.request as AddOrderRequest;
  const { takenAt, invoiceIssue } = record.summary;
  const taken = { ...sale, seq: record.seq, takenAt };
  const invoiced = { lines: sale.lines, payable: sale.totals.payable, buyer: request.invoice, takenAt };
  return printOfflineOrder({
    receipt: offlineReceipt(taken, storeName ?? ''),
    proof: invoiceIssue ? offlineProof(invoiced, invoiceIssue, storeName ?? '') : null,
    kitchen: request.kitchenPrinted ? offlineKitchenTickets(taken, menu, kitchenAreaSwitch) : [],
    labels: offlineLabels(taken, menu, storeName ?? ''),
  });
}
