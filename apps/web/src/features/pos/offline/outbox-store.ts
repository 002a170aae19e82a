import type { AddOrderRequest } from '@diancan/core';
import { create } from 'zustand';
import { useOverlayState } from '../../../lib/overlay-state';
import { addToOutbox, flagInOutbox, outboxRecords, removeFromOutbox, type OutboxRecord } from '../../../lib/offline/offline-db';
import { reportError } from '../../../lib/report-error';
import { sendOrder } from '../api/add-order';
import { drainOutbox, type OutboxPort } from './outbox-drain';
import { dueInvoice, numberOffline, reserveOfflineBlock } from './offline-invoice';
import { useSession } from '../../../lib/session';

/**
 * The POS's view of its offline outbox (docs/offline.md): what waits, what the server refused, whether the server is
 * out of reach. IndexedDB is the record; this store mirrors it for the banner and the checkout.
 */
interface OutboxState {
  records: OutboxRecord[];
  /** The server could not be reached on the last try (or the browser says it is offline). */
  unreachable: boolean;
  draining: boolean;
}

export const useOutbox = create<OutboxState>()(() => ({ records: [], unreachable: false, draining: false }));

const port: OutboxPort = { records: outboxRecords, remove: removeFromOutbox, flag: flagInOutbox };

async function reload(): Promise<void> {
  useOutbox.setState({ records: await outboxRecords() });
}

export function setUnreachable(unreachable: boolean): void {
  useOutbox.setState({ unreachable });
  // Other screens show the blocking overlay while the server is out of reach; the POS its banner.
  useOverlayState.getState().setOffline(unreachable);
}

export const pendingCount = (records: readonly OutboxRecord[]) => records.filter((record) => record.refusal === null).length;

export async function loadOutbox(): Promise<void> {
  try {
    await reload();
  } catch (error) {
    reportError('outbox', error);
  }
}

/**
 * Stores an order taken while the server is out of reach, with its key and the time it was taken, in one IndexedDB
 * transaction; resolves once it is stored (the screen confirms it then), rejects when it could not be. With
 * `numbered`, an order due an invoice takes the next number of this terminal's offline block in that transaction.
 */
export async function enqueueOrder(
  request: AddOrderRequest,
  key: string,
  summary: { payable: number; payMethodName: string | null },
  numbered = false,
): Promise<OutboxRecord> {
  const takenAt = request.takenAt ?? new Date().toISOString();
  const due = numbered && dueInvoice(request, summary.payable);
  const stored = await addToOutbox(request.storeId, (before) => {
    const { request: sent, held, invoiceNumber, issue } = numberOffline({ ...request, takenAt }, before, due);
    return { record: { key, request: sent, refusal: null, summary: { ...summary, takenAt, invoiceNumber, invoiceIssue: issue } }, held };
  });
  await reload();
  return stored;
}

let draining: Promise<void> | null = null;

/** One drain at a time; resolves when this one ended (through, refused or the server out of reach again). */
export function drainNow(): Promise<void> {
  draining ??= (async () => {
    useOutbox.setState({ draining: true });
    try {
      const report = await drainOutbox(port, (record) => sendOrder(record.request as AddOrderRequest, record.key));
      setUnreachable(report.waiting > 0);
      // Through and online: a block used up offline is replaced now, before the next outage.
      const { storeId } = useSession.getState();
      if (report.waiting === 0 && report.sent > 0 && storeId !== null) await reserveOfflineBlock(storeId);
    } catch (error) {
      reportError('outbox-drain', error);
    } finally {
      await reload().catch(() => undefined);
      useOutbox.setState({ draining: false });
      draining = null;
    }
  })();
  return draining;
}

/** The cashier sends a refused order again (after fixing what the server named, e.g. the menu). */
export async function retryRefused(key: string): Promise<void> {
  await flagInOutbox(key, null);
  await reload();
  await drainNow();
}

/** The cashier gives up a refused order (confirmed on screen: the customer is refunded). */
export async function discardRefused(key: string): Promise<void> {
  await removeFromOutbox(key);
  await reload();
}
