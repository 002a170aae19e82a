/**
 * npm run test:crash [-- --orders 10000] — exactly-once order creation across server crashes (issue 5).
 *
 * For each database (the embedded PGlite in a data folder on disk; PostgreSQL too when TEST_DATABASE_URL or
 * BENCH_DATABASE_URL names a server): the server runs as its own process (`apps/server/src/main.ts`, production
 * mode) and 50 clients (each with its own session) place N orders between them. Each order has its key and is sent
 * 2 or 3 times at once with it (a double tap, a retry racing the first try); every send that fails (connection
 * refused or cut, timeout, 5xx) is sent again, with the same key and body, until it is answered. While they do,
 * the server is killed with SIGKILL 5 times (at 1/6, 2/6, ... of the orders acknowledged) and started again.
 *
 * Then the database is read: every acknowledged order (a 200 answer) must be stored under its key with the id the
 * client was given (lost otherwise), and there must be no other order and no key answered with two ids
 * (duplicated otherwise). Printed per database: acknowledged, stored, lost, duplicated; the last line is one JSON
 * object. The exit code is 1 when anything was lost or duplicated.
 *
 * Flags: --orders N (default 1000: about a minute for both databases, for CI), --clients N (50), --kills N (5),
 * --database embedded|postgresql (default: both when a server is named).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, pgliteHandle, postgresHandle } from '../apps/server/src/platform/db/database.js';
import { seedDemoData } from '../apps/server/src/seed/demo-seed.js';
import { type BenchStore, orderBody, postOrder, seedBenchStores, type Session, signIn } from '../bench/orders-fixtures.js';

const { values: flags } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000' },
    clients: { type: 'string', default: '50' },
    kills: { type: 'string', default: '5' },
    database: { type: 'string' },
  },
});
const ORDERS = Number(flags.orders);
const CLIENTS = Number(flags.clients);
const KILLS = Number(flags.kills);
const STORES = 10;
const SERVER_ENTRY = path.resolve(import.meta.dirname, '../apps/server/src/main.ts');

interface Result {
  database: 'embedded' | 'postgresql';
  orders: number;
  sends: number;
  retries: number;
  kills: number;
  /** How long each restart took until the server answered again. */
  restartMs: number[];
  acknowledged: number;
  stored: number;
  lost: number;
  duplicated: number;
  seconds: number;
}

interface PendingOrder {
  key: string;
  body: string;
  storeId: number;
  sends: number;
  /** Every order id a 200 answer gave for this key (more than one is a duplicate). */
  answeredIds: Set<number>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server as production runs it, in its own process, on the prepared database. */
class ServerProcess {
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  private stderr = '';

  constructor(
    private readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', SERVER_ENTRY], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DEMO_DATA: '0',
        HOST: '127.0.0.1',
        PORT: String(this.port),
        LOG_LEVEL: 'warn',
        WEB_DIST: path.join(tmpdir(), 'diancan-crash-no-web-app'),
        ...this.env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    this.stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (this.stderr = (this.stderr + chunk.toString()).slice(-4000)));
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    this.child = child;
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited at start: ${this.stderr}`);
      try {
        if ((await fetch(`${this.baseUrl}/api/health`, { signal: AbortSignal.timeout(1000) })).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`server did not start: ${this.stderr}`);
      await sleep(50);
    }
  }

  /** SIGKILL: no shutdown of any kind, as a power cut or an OOM kill. */
  async kill(): Promise<void> {
    this.child?.kill('SIGKILL');
    await this.exited;
  }

  async stop(): Promise<void> {
    this.child?.kill('SIGTERM');
    await this.exited;
  }
}

/** Sends one order `copies` times at once; each copy retries until it is answered. */
async function place(server: ServerProcess, session: Session, order: PendingOrder, copies: number, counters: { retries: number }) {
  await Promise.all(
    Array.from({ length: copies }, async () => {
      for (let attempt = 0; ; ) {
        order.sends++;
        try {
          const answer = await postOrder(server.baseUrl, session, order.body, order.key, 10_000);
          if (answer.status === 200 && answer.orderId !== null) {
            order.answeredIds.add(answer.orderId);
            return;
          }
          if (answer.status < 500) throw new Error(`order ${order.key} refused: ${answer.status} ${answer.message}`);
        } catch (error) {
          if (error instanceof Error && error.message.startsWith('order ')) throw error;
          // refused, cut or timed out: the server is down or restarting; send the same again
        }
        counters.retries++;
        await sleep(Math.min(1000, 50 * 2 ** Math.min(5, attempt++)));
      }
    }),
  );
}

async function prepare(handle: DatabaseHandle): Promise<BenchStore[]> {
  await handle.migrate();
  await seedDemoData(handle.db);
  const stores = await seedBenchStores(handle.db, STORES, 'crash');
  await handle.refreshStatistics();
  return stores;
}

async function audit(handle: DatabaseHandle, orders: PendingOrder[], stores: BenchStore[]) {
  const storeIds = `{${stores.map((store) => store.storeId).join(',')}}`;
  const keys = (
    (await handle.db.execute(sql`
      select k.key, k.order_id, o.id is not null as order_exists
      from order_idempotency_keys k left join orders o on o.id = k.order_id
      where k.store_id = any(${storeIds}::int[])`)) as unknown as { rows: { key: string; order_id: string | number | null; order_exists: boolean }[] }
  ).rows;
  const counted = (
    (await handle.db.execute(sql`select count(*)::int as count from orders where store_id = any(${storeIds}::int[])`)) as unknown as {
      rows: { count: number }[];
    }
  ).rows;
  const stored = Number(counted[0]?.count ?? 0);
  const byKey = new Map(keys.map((row) => [row.key, row]));
  let lost = 0;
  let matched = 0;
  let splitAnswers = 0;
  for (const order of orders) {
    if (order.answeredIds.size === 0) continue;
    if (order.answeredIds.size > 1) splitAnswers++;
    const row = byKey.get(order.key);
    const [acknowledgedId] = order.answeredIds;
    if (row && row.order_exists && Number(row.order_id) === acknowledgedId) matched++;
    else lost++;
  }
  return { stored, lost, duplicated: stored - matched + splitAnswers };
}

async function run(database: Result['database'], open: () => Promise<DatabaseHandle>, env: Record<string, string>): Promise<Result> {
  let handle = await open();
  const stores = await prepare(handle);
  // The embedded database belongs to one process: the server's, while it runs.
  if (database === 'embedded') await handle.close();

  const server = new ServerProcess(await freePort(), env);
  const started = performance.now();
  await server.start();
  const sessions: Session[] = [];
  for (let client = 0; client < CLIENTS; client++) sessions.push(await signIn(server.baseUrl));

  const orders: PendingOrder[] = Array.from({ length: ORDERS }, (_, index) => {
    const store = stores[index % stores.length]!;
    return { key: randomUUID(), body: JSON.stringify(orderBody(store, index)), storeId: store.storeId, sends: 0, answeredIds: new Set() };
  });
  const counters = { retries: 0 };
  let acknowledged = 0;
  let next = 0;
  const clients = Array.from({ length: CLIENTS }, async (_, client) => {
    for (let index = next++; index < orders.length; index = next++) {
      await place(server, sessions[client]!, orders[index]!, 2 + (index % 2), counters);
      acknowledged++;
    }
  });

  let kills = 0;
  const restarts: number[] = [];
  const killer = (async () => {
    while (kills < KILLS) {
      const threshold = Math.floor((ORDERS * (kills + 1)) / (KILLS + 1));
      while (acknowledged < threshold) await sleep(5);
      await server.kill();
      kills++;
      const restarting = performance.now();
      await server.start();
      restarts.push(Math.round(performance.now() - restarting));
    }
  })();
  await Promise.all([...clients, killer]);
  await server.stop();
  const seconds = Math.round((performance.now() - started) / 100) / 10;

  if (database === 'embedded') handle = await open();
  try {
    const counts = await audit(handle, orders, stores);
    const sends = orders.reduce((sum, order) => sum + order.sends, 0);
    return { database, orders: ORDERS, sends, retries: counters.retries, kills, restartMs: restarts, acknowledged, ...counts, seconds };
  } finally {
    await handle.close();
  }
}

async function withEmbedded(): Promise<Result> {
  const folder = mkdtempSync(path.join(tmpdir(), 'diancan-crash-'));
  const dataDir = path.join(folder, 'data');
  try {
    return await run('embedded', async () => pgliteHandle(await PGlite.create(dataDir)), { DATA_DIR: dataDir, DATABASE_URL: '' });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function withPostgres(serverUrl: string): Promise<Result> {
  const name = `diancan_crash_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await run('postgresql', async () => postgresHandle(url.toString(), 2), { DATABASE_URL: url.toString() });
  } finally {
    // The pools are closed; wait until the server saw every connection go before dropping.
    for (let tries = 0; tries < 50; tries++) {
      const open = await admin.query('select count(*)::int as count from pg_stat_activity where datname = $1', [name]);
      if ((open.rows[0] as { count: number }).count === 0) break;
      await sleep(100);
    }
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

function print(result: Result): void {
  console.log(
    `${result.database.padEnd(10)} ${result.orders} orders from ${CLIENTS} clients, ${result.sends} sends (${result.retries} retried), ` +
      `${result.kills} SIGKILLs (restarts ${result.restartMs.join(', ')} ms), ${result.seconds} s: acknowledged ${result.acknowledged}, stored ${result.stored}, ` +
      `lost ${result.lost}, duplicated ${result.duplicated}`,
  );
}

async function main(): Promise<void> {
  const serverUrl = (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL)?.trim();
  const results: Result[] = [];
  if (flags.database !== 'postgresql') {
    results.push(await withEmbedded());
    print(results.at(-1)!);
  }
  if (flags.database !== 'embedded') {
    if (serverUrl) {
      results.push(await withPostgres(serverUrl));
      print(results.at(-1)!);
    } else {
      console.log('postgresql skipped (set TEST_DATABASE_URL or BENCH_DATABASE_URL)');
    }
  }
  const passed = results.every((result) => result.lost === 0 && result.duplicated === 0 && result.acknowledged === result.orders);
  console.log(JSON.stringify({ test: 'crash', passed, results }));
  if (!passed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
