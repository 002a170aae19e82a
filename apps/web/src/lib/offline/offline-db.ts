import type { HeldOfflineBlock, OfflineInvoiceIssue } from '@diancan/core';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * This browser's offline store (docs/offline.md), in IndexedDB through idb: the POS's outbox of orders taken while the
 * server could not be reached, and the last answers of the reads the POS sells with (menu, pay methods, automatic
 * discounts, store config). Kept thin on purpose: the rules (drain order, retries, refusals) are pure functions in the
 * POS feature, tested without a browser.
 */

/** One order waiting in the outbox: the very request and Idempotency-Key it is sent with. */
export interface OutboxRecord {
  key: string;
  /** The addOrder body, `takenAt` included. */
  request: unknown;
  /** Order of taking: the outbox drains in this order. */
  seq: number;
  /** Set when the server refused the order on upload: it stays, flagged, until the cashier deals with it. */
  refusal: string | null;
  /** What the cashier was told (payable, pay method), to list it; the offline invoice's proof data, printed at once. */
  summary: { payable: number; payMethodName: string | null; takenAt: string; invoiceNumber?: string | null; invoiceIssue?: OfflineInvoiceIssue | null };
}

interface OfflineSchema extends DBSchema {
  outbox: { key: string; value: OutboxRecord; indexes: { bySeq: number } };
  reads: { key: string; value: { savedAt: string; data: unknown } };
  /** Per store id: this terminal's offline invoice block and the next number it has not given out. */
  blocks: { key: number; value: HeldOfflineBlock };
}

const DB_NAME = 'diancan-offline';

/** Browsers have IndexedDB; a test's jsdom has not (nothing is kept then, and the outbox refuses to store). */
function hasOfflineStore(): boolean {
  return typeof indexedDB !== 'undefined';
}

let opening: Promise<IDBPDatabase<OfflineSchema>> | null = null;

function db(): Promise<IDBPDatabase<OfflineSchema>> {
  opening ??= openDB<OfflineSchema>(DB_NAME, 2, {
    upgrade(database, oldVersion) {
      if (oldVersion < 1) {
        database.createObjectStore('outbox', { keyPath: 'key' }).createIndex('bySeq', 'seq', { unique: true });
        database.createObjectStore('reads');
      }
      if (oldVersion < 2) database.createObjectStore('blocks');
    },
  });
  return opening;
}

/**
 * Adds an order to the outbox in one transaction, numbering it after the last one; resolves once the transaction is
 * durable (idb's `done`), so the screen confirms only an order that is stored. `build` sees the store's offline
 * invoice block as this transaction reads it and answers the record and the block after it: an invoice number is
 * taken in the same transaction that keeps its order, so it is given once, also across tabs and crashes.
 */
export async function addToOutbox(
  storeId: number,
  build: (held: HeldOfflineBlock | null) => { record: Omit<OutboxRecord, 'seq'>; held: HeldOfflineBlock | null },
): Promise<OutboxRecord> {
  const tx = (await db()).transaction(['outbox', 'blocks'], 'readwrite', { durability: 'strict' });
  const outbox = tx.objectStore('outbox');
  const blocks = tx.objectStore('blocks');
  const before = (await blocks.get(storeId)) ?? null;
  const { record, held } = build(before);
  if (held && held !== before) await blocks.put(held, storeId);
  const last = await outbox.index('bySeq').openCursor(null, 'prev');
  const stored: OutboxRecord = { ...record, seq: (last?.value.seq ?? 0) + 1 };
  await outbox.add(stored);
  await tx.done;
  return stored;
}

/** This terminal's offline invoice block of a store (null: none reserved, or no IndexedDB here). */
export async function heldBlock(storeId: number): Promise<HeldOfflineBlock | null> {
  if (!hasOfflineStore()) return null;
  return (await (await db()).get('blocks', storeId)) ?? null;
}

/** Keeps what the server answered to a reservation, merged in one transaction with what the terminal holds. */
export async function keepHeldBlock(storeId: number, merge: (held: HeldOfflineBlock | null) => HeldOfflineBlock): Promise<HeldOfflineBlock> {
  const tx = (await db()).transaction('blocks', 'readwrite', { durability: 'strict' });
  const held = merge((await tx.store.get(storeId)) ?? null);
  await tx.store.put(held, storeId);
  await tx.done;
  return held;
}

export async function outboxRecords(): Promise<OutboxRecord[]> {
  if (!hasOfflineStore()) return [];
  return (await db()).getAllFromIndex('outbox', 'bySeq');
}

export async function removeFromOutbox(key: string): Promise<void> {
  await (await db()).delete('outbox', key);
}

export async function flagInOutbox(key: string, refusal: string | null): Promise<void> {
  const tx = (await db()).transaction('outbox', 'readwrite');
  const record = await tx.store.get(key);
  if (record) await tx.store.put({ ...record, refusal });
  await tx.done;
}

export async function saveRead(name: string, data: unknown): Promise<void> {
  if (!hasOfflineStore()) return;
  await (await db()).put('reads', { savedAt: new Date().toISOString(), data }, name);
}

export async function savedRead(name: string): Promise<unknown> {
  if (!hasOfflineStore()) return undefined;
  return (await (await db()).get('reads', name))?.data;
}
