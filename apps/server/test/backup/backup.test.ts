import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PayMethod } from '@diancan/core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backup, backupFileName, kindOf, restore, type BackupSource } from '../../src/platform/backup/backup.js';
import { backupSocketPath, serveBackups, serverRunningOn } from '../../src/platform/backup/pglite-backup.js';
import { stores } from '../../src/platform/db/schema/index.js';
import { DEMO_STORES } from '../../src/seed/demo-data.js';
import { dataOf, signedIn, startTestServer, type TestClient, type TestServer } from '../harness.js';
import { orderBody, sendOrder } from '../pos/checkout-fixtures.js';

/**
 * `npm run backup` / `npm run restore` (docs/backups.md) on the database the tests run on: the embedded PGlite in a
 * data folder (the backup taken from the running server through its socket) or PostgreSQL (pg_dump / pg_restore).
 * Orders keep coming in while the backup runs; the restored database holds every order acknowledged before it
 * started, whole, and nothing that was never acknowledged.
 */

const folder = mkdtempSync(path.join(tmpdir(), 'diancan-backup-'));
const dataDir = path.join(folder, 'data');
let server: TestServer;
let source: BackupSource;
let stopBackups: () => Promise<void> = async () => {};
let store: TestClient;
let storeId: number;
let itemId: number;
let cash: PayMethod;

beforeAll(async () => {
  server = await startTestServer({ dataDir });
  source = { databaseUrl: server.database.url, dataDir };
  // What main.ts does for the embedded database: the running server answers `npm run backup` on its socket.
  if (server.database.pglite) stopBackups = await serveBackups(server.database.pglite, backupSocketPath(dataDir), console);
  const rows = await server.db.select({ id: stores.id, name: stores.name }).from(stores);
  storeId = rows.find((row) => row.name === DEMO_STORES[0])?.id ?? 0;
  store = await signedIn(server, 'store', { storeId });
  const category = dataOf(await store.post<{ id: number }>('/api/back/category/add', { storeId, name: '備份測試' }));
  itemId = dataOf(await store.post<{ id: number }>('/api/back/item/add', { storeId, categoryId: category.id, name: '備份便當', price: 10000 })).id;
  const methods = dataOf(await store.get<PayMethod[]>('/api/back/payMethod/getList', { storeId }));
  cash = methods.find((method) => method.statisticKey === 'CASH') as PayMethod;
}, 120_000);
afterAll(async () => {
  await stopBackups();
  await server?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Orders taken at the counter, one after another, until stopped; the ids the server acknowledged. */
function counter() {
  const acknowledged: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const lines = [{ itemId, count: 1 + (acknowledged.length % 3), unitPrice: 10000 }];
      const response = await sendOrder(store, await orderBody(store, storeId, lines, { payMethod: cash }));
      acknowledged.push(dataOf<{ orderId: number }>(response).orderId);
    }
  })();
  return {
    acknowledged,
    async stop() {
      running = false;
      await done;
    },
  };
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

/** The orders of the restored database with their line count: PGlite in a new folder, or a new PostgreSQL database. */
async function restoredOrders(file: string): Promise<{ id: number; lines: number; count: number }[]> {
  const query = 'select o.id::int as id, count(l.id)::int as lines, coalesce(sum(l.count), 0)::int as count from orders o left join order_lines l on l.order_id = o.id where o.store_id = $1 group by o.id order by o.id';
  const now = new Date();
  if (!source.databaseUrl) {
    const fresh = path.join(folder, 'restored');
    await restore({ databaseUrl: null, dataDir: fresh }, file, { replace: false, now });
    const client = await PGlite.create(fresh);
    try {
      return (await client.query<{ id: number; lines: number; count: number }>(query, [storeId])).rows;
    } finally {
      await client.close();
    }
  }
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  const name = `diancan_restore_${process.pid}`;
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(source.databaseUrl);
  url.pathname = `/${name}`;
  try {
    await restore({ databaseUrl: url.toString(), dataDir }, file, { replace: false, now });
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      return (await client.query<{ id: number; lines: number; count: number }>(query, [storeId])).rows;
    } finally {
      await client.end();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

describe('backup and restore', () => {
  it('backs up while orders are written; the restore holds every order acknowledged before, whole', async () => {
    const counters = [counter(), counter()];
    const acknowledged = () => counters.flatMap((one) => one.acknowledged);
    await until(() => acknowledged().length >= 6);
    const before = acknowledged();
    const file = path.join(folder, 'backups', backupFileName(source, new Date()));
    const written = await backup(source, file);
    const during = acknowledged().length;
    await until(() => acknowledged().length >= during + 4); // orders keep coming after the snapshot
    await Promise.all(counters.map((one) => one.stop()));

    expect(written.bytes).toBeGreaterThan(10_000);
    expect(kindOf(file)).toBe(source.databaseUrl ? 'postgres' : 'pglite');
    const restored = await restoredOrders(file);
    const restoredIds = restored.map((order) => order.id);
    expect(restoredIds).toEqual(expect.arrayContaining(before));
    // Nothing the counter never got an answer for, and each order whole: its lines as sent (1 line of 1-3 items).
    expect(restoredIds.filter((id) => !acknowledged().includes(id))).toEqual([]);
    expect(restored.filter((order) => order.lines !== 1 || order.count < 1 || order.count > 3)).toEqual([]);
    // The last orders came in after the snapshot: the restore is of that moment, not of the end.
    expect(restoredIds.length).toBeLessThan(acknowledged().length);
  }, 120_000);

  it('refuses to restore over a database in use or holding data', async () => {
    if (source.databaseUrl) {
      const file = path.join(folder, 'again.pgdump');
      await backup(source, file);
      // Objects of the same names exist: pg_restore stops at the first one, inside its single transaction.
      await expect(restore(source, file, { replace: false, now: new Date() })).rejects.toThrow(/pg_restore failed/);
      return;
    }
    expect(await serverRunningOn(dataDir)).toBe(true);
    const file = path.join(folder, 'again.tar.gz');
    await backup(source, file);
    await expect(restore(source, file, { replace: true, now: new Date() })).rejects.toThrow(/stop it before restoring/);
    await expect(restore({ databaseUrl: null, dataDir: path.join(folder, 'restored') }, file, { replace: false, now: new Date() })).rejects.toThrow(/holds a database/);
  });
});
