/**
 * npm run bench:front — customers ordering from their phones all at once (issue 19).
 *
 * For each database (the embedded PGlite in a data folder on disk, as `npm start` runs it; PostgreSQL too when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL names a server), on a fresh migrated database with the demo data and one
 * bench store (20 items, a taste group; self-ordering modules and switch on), the server in this process on a real
 * port (TRUST_PROXY on, each customer its own address as a phone on mobile data would be):
 *
 * 1. baseline: CUSTOMERS orders sent at once by the store's counter (POST pos/addOrder, 5 lines, each its own key),
 *    the path every order of the store takes;
 * 2. front: CUSTOMERS customers (TABLES tables, a handful of phones each) submit POST /api/front/order at once, the
 *    same 5 lines with forged prices the server ignores, each with its own Idempotency-Key; then every one of them
 *    retries with the same key (a phone that lost the answer). A board (the web app's RealtimeClient, signed in as the
 *    store) counts NEW_ORDER messages and when each arrived.
 *
 * Printed per database: submit p50/p99 and its ratio to the baseline's, order -> board p99 (the board's receipt of
 * NEW_ORDER after the order's commit, sentAt), lost (answered but not in the database or never on the board) and
 * duplicated (more orders than customers, or a retry answered with another order), and the customer entry's JS
 * (gzipped, from apps/web/dist when built). The last line is one JSON object. Goal: order -> board p99 <= 200 ms,
 * 0 lost, 0 duplicated, entry JS <= 150 KiB gz.
 *
 * Environment: BENCH_DATABASE_URL (or TEST_DATABASE_URL), BENCH_CUSTOMERS (300), BENCH_TABLES (30), BENCH_ONLY.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import type { IStompSocket } from '@stomp/stompjs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import WebSocket from 'ws';
import { FRONT_PATHS, type RealtimeMessage, STOMP_SUBPROTOCOL } from '@diancan/core';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { type DatabaseHandle, pgliteHandle, postgresHandle } from '../apps/server/src/platform/db/database.js';
import { seedDemoData } from '../apps/server/src/seed/demo-seed.js';
import { RealtimeClient } from '../apps/web/src/lib/realtime/realtime-client.js';
import { type BenchStore, orderBody, percentile, postOrder, seedBenchStores, type Session, signIn } from './orders-fixtures.js';
import { dropScratchDatabase, scratchUrl } from './scratch-postgres.js';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 300);
const TABLES = Number(process.env.BENCH_TABLES ?? 30);
const ONLY = process.env.BENCH_ONLY?.trim();
const GOAL = { boardP99Ms: 200, entryKiBGz: 150 };

interface Result {
  database: 'embedded' | 'postgresql';
  customers: number;
  baseline: { p50Ms: number; p99Ms: number; failed: number };
  submit: { p50Ms: number; p99Ms: number; failed: number; p99VsBaseline: number };
  boardP99Ms: number;
  lost: number;
  duplicated: number;
  withinGoal: boolean;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
function spread(latencies: number[]): { p50Ms: number; p99Ms: number } {
  latencies.sort((a, b) => a - b);
  return { p50Ms: round1(percentile(latencies, 50)), p99Ms: round1(percentile(latencies, 99)) };
}

/** The customer entry's JS: order.html's scripts and modulepreloads, gzipped (null when the web app is not built). */
export function customerEntryKiBGz(dist = path.resolve('apps/web/dist')): number | null {
  const html = path.join(dist, 'order.html');
  if (!existsSync(html)) return null;
  const files = [...readFileSync(html, 'utf8').matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  const bytes = [...new Set(files)].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length, 0);
  return round1(bytes / 1024);
}

async function call(baseUrl: string, method: string, url: string, session: Session, body?: object): Promise<{ data: unknown }> {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-csrf-token': session.xsrfToken },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}`);
  return (await response.json()) as { data: unknown };
}

/** The store's board: NEW_ORDER arrivals by order number, with the commit -> receipt latency. */
async function openBoard(baseUrl: string, session: Session, storeId: number) {
  const arrivals = new Map<string, number[]>();
  let connected!: () => void;
  const ready = new Promise<void>((resolve) => (connected = resolve));
  const client = new RealtimeClient({
    url: 'unused',
    connectHeaders: { storeId: String(storeId), deviceId: 'bench-front-board' },
    destinations: ['/user/queue/backstage', `/topic/store/${storeId}/refresh`],
    webSocketFactory: () =>
      new WebSocket(`${baseUrl.replace('http', 'ws')}/app/websocket`, [STOMP_SUBPROTOCOL], { headers: { cookie: session.cookie } }) as unknown as IStompSocket,
    onStateChange: (state) => state.status === 'connected' && connected(),
    onMessage: (message: RealtimeMessage) => {
      if (message.type !== 'NEW_ORDER') return;
      const list = arrivals.get(message.data.orderNo) ?? [];
      list.push(Date.now() - Date.parse(message.sentAt));
      arrivals.set(message.data.orderNo, list);
    },
  });
  client.start();
  await ready;
  return { arrivals, stop: () => client.stop() };
}

async function measure(database: Result['database'], handle: DatabaseHandle, databaseUrl: string | null): Promise<Result> {
  await handle.migrate();
  await seedDemoData(handle.db);
  const [store] = (await seedBenchStores(handle.db, 1, 'front')) as [BenchStore];
  await handle.db.execute(sql`
    update store_configs set system_modules = system_modules || '{"MOBILE_ORDER": true, "FRONT_ORDER": true}'::jsonb,
      switch_settings = switch_settings || '{"mobileOrderSwitch": true}'::jsonb
    where store_id = ${store.storeId}`);
  const config = { ...loadConfig({ NODE_ENV: 'production', TRUST_PROXY: '1' }), databaseUrl, webDist: null, logLevel: 'silent' };
  const app = await buildApp({ config, db: handle.db, logger: false });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const session = await signIn(baseUrl);
    const tables: string[] = [];
    for (let index = 0; index < TABLES; index++) {
      const added = await call(baseUrl, 'POST', FRONT_PATHS.diningTable.add.path, session, { storeId: store.storeId, name: `T${index + 1}` });
      tables.push((added.data as { token: string }).token);
    }

    // 1. baseline: the counter's own orders, all at once.
    const timed = async <T>(work: () => Promise<T>) => {
      const begin = performance.now();
      const value = await work();
      return { value, ms: performance.now() - begin };
    };
    const counter = await Promise.all(
      Array.from({ length: CUSTOMERS }, (_, seed) => timed(() =>
        postOrder(baseUrl, session, JSON.stringify(orderBody(store, seed)), randomUUID(), 120_000).catch((error: unknown) => ({ status: 0, orderId: null, message: String(error) })),
      ),
    ),
    );
    const baseline = { ...spread(counter.filter((run) => run.value.status === 200).map((run) => run.ms)), failed: counter.filter((run) => run.value.status !== 200).length };

    // 2. customers, all at once, then each retries once with the same key.
    const board = await openBoard(baseUrl, session, store.storeId);
    const submit = (customer: number, key: string) =>
      fetch(`${baseUrl}${FRONT_PATHS.order.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key, 'x-forwarded-for': `10.1.${customer >> 8}.${customer & 255}` },
        body: JSON.stringify({
          token: tables[customer % tables.length],
          type: 'INSIDE',
          // The counter's lines, with its prices (forged, for the customer's side): the server prices them itself.
          lines: orderBody(store, customer).lines.map((line) => ({ ...line, remark: '' })),
          remark: '',
        }),
        signal: AbortSignal.timeout(120_000),
      })
        .then(async (response) => ({ status: response.status, body: (await response.json()) as { data: { orderNo: string } | null; message: string | null } }))
        .catch((error: unknown) => ({ status: 0, body: { data: null, message: String(error) } }));
    const keys = Array.from({ length: CUSTOMERS }, () => randomUUID());
    const first = await Promise.all(keys.map((key, customer) => timed(() => submit(customer, key))));
    const retried = await Promise.all(keys.map((key, customer) => submit(customer, key)));
    const failedFirst = first.filter((run) => run.value.status !== 200);
    if (failedFirst[0]) console.error(`front submit failed ${failedFirst.length} times, first: ${failedFirst[0].value.body.message}`);
    const answered = first.filter((run) => run.value.status === 200).map((run) => run.value.body.data!.orderNo);
    const retriedOther = retried.filter((answer, index) => answer.status !== 200 || answer.body.data?.orderNo !== first[index]!.value.body.data?.orderNo).length;

    // The board's messages for the answered orders (they are published after commit, before the answer).
    const deadline = Date.now() + 5_000;
    while (answered.some((orderNo) => !board.arrivals.has(orderNo)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    board.stop();
    const rows = (await handle.db.execute(sql`
      select count(*)::int as orders, count(distinct order_number)::int as numbers from orders where store_id = ${store.storeId} and source = 'MOBILE'`)) as unknown as {
      rows: { orders: number; numbers: number }[];
    };
    const stored = rows.rows[0]!;
    const notOnBoard = answered.filter((orderNo) => !board.arrivals.has(orderNo)).length;
    const submitSpread = spread(first.filter((run) => run.value.status === 200).map((run) => run.ms));
    const boardP99Ms = spread(answered.flatMap((orderNo) => board.arrivals.get(orderNo)?.slice(0, 1) ?? [])).p99Ms;
    const lost = Math.max(0, answered.length - stored.orders) + notOnBoard;
    const duplicated = Math.max(0, stored.orders - CUSTOMERS) + (stored.orders - stored.numbers) + retriedOther;
    return {
      database,
      customers: CUSTOMERS,
      baseline,
      submit: { ...submitSpread, failed: failedFirst.length, p99VsBaseline: Math.round((submitSpread.p99Ms / baseline.p99Ms) * 100) / 100 },
      boardP99Ms,
      lost,
      duplicated,
      withinGoal: boardP99Ms <= GOAL.boardP99Ms && lost === 0 && duplicated === 0 && failedFirst.length === 0,
    };
  } finally {
    await app.close();
  }
}

function print(result: Result): void {
  console.log(
    `${result.database.padEnd(10)} ${result.customers} customers at once: submit p50 ${result.submit.p50Ms} ms, p99 ${result.submit.p99Ms} ms ` +
      `(${result.submit.failed} failed; ${result.submit.p99VsBaseline}x the counter's p99 of ${result.baseline.p99Ms} ms for as many orders at once); ` +
      `order -> board p99 ${result.boardP99Ms} ms; lost ${result.lost}, duplicated ${result.duplicated}${result.withinGoal ? '' : ' (goal missed)'}`,
  );
}

async function main(): Promise<void> {
  const results: Result[] = [];
  if (ONLY !== 'postgresql') {
    const folder = mkdtempSync(path.join(tmpdir(), 'diancan-bench-front-'));
    const pglite = await PGlite.create(path.join(folder, 'data'));
    try {
      results.push(await measure('embedded', pgliteHandle(pglite), null));
      print(results.at(-1)!);
    } finally {
      await pglite.close();
      rmSync(folder, { recursive: true, force: true });
    }
  }
  const serverUrl = (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL)?.trim();
  if (serverUrl && ONLY !== 'embedded') {
    const name = `diancan_bench_front_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = scratchUrl(serverUrl, name);
    const handle = postgresHandle(url);
    try {
      results.push(await measure('postgresql', handle, url));
      print(results.at(-1)!);
    } finally {
      await handle.close();
      await dropScratchDatabase(admin, name);
      await admin.end();
    }
  } else if (ONLY !== 'embedded') {
    console.log('postgresql skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  }
  const entryKiBGz = customerEntryKiBGz();
  console.log(entryKiBGz === null ? 'customer entry: apps/web/dist not built (npm run build)' : `customer entry JS ${entryKiBGz} KiB gz (budget ${GOAL.entryKiBGz})`);
  const withinGoal = results.every((result) => result.withinGoal) && (entryKiBGz === null || entryKiBGz <= GOAL.entryKiBGz);
  console.log(JSON.stringify({ bench: 'front', goal: GOAL, withinGoal, entryKiBGz, results }));
  if (!withinGoal) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
