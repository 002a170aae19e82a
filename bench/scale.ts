/**
 * npm run bench:scale — several app instances on one PostgreSQL database, and the platform at size (issue 38).
 *
 * Part one, instances.
 * For 1, 2 and 3 instances (BENCH_INSTANCES, e.g. "1,2,3"): a fresh migrated database with the demo data and
 * BENCH_STORES (200) stores; the instances run as their own processes (`src/main.ts`, as `npm start` runs it)
 * behind a round-robin TCP proxy written for the bench (bench/round-robin-proxy.ts: HTTP and WebSocket
 * connections alike go to the next instance in turn). One board per store is connected through the proxy (so to
 * an instance picked by the proxy) and subscribed to its store's topic; BENCH_TERMINALS (20) terminals place orders
 * through the proxy for BENCH_SECONDS (20) into random stores.
 *
 * Printed per instance count: orders per second (and against 1 instance in the same run), order-to-board latency
 * (from the order's commit, the NEW_ORDER's sentAt, to its store's board) p50 / p99, and orders lost (acknowledged
 * and never on the board) or duplicated (on the board more than once). The last line is one JSON object.
 *
 * Part two, the platform at size: a database with BENCH_PLATFORM_STORES (10,000) stores (owners, sales people,
 * contracts, configs) and BENCH_PLATFORM_ORDERS (5,000,000) orders over 100 days with their lines and payments,
 * and one with the demo stores only whose first store has the same orders as it has there. One instance serves each;
 * the platform's lists (商店管理 first and a far page, a keyword, a sales person's and a contract state's filter;
 * 即將到期; contracts; sales people) are called BENCH_RUNS (30) times each as the super manager, and the first demo
 * store's turnover screen (its order page and revenue of a month, fired together) in both databases. Printed: p50 /
 * p99 of each list (goal p99 <= 100 ms), and the turnover's p99 in the big database against the one-store one (goal
 * within 20 %). BENCH_PARTS=instances or platform runs one part only.
 *
 * The PostgreSQL server: BENCH_DATABASE_URL (or TEST_DATABASE_URL), else a throwaway cluster the bench starts from
 * the machine's PostgreSQL binaries (PG_BIN, or the newest /usr/lib/postgresql/<n>/bin) and removes at the end.
 * Every process runs on this one machine: on a 2-core machine more instances share the same two cores, so the figure
 * that matters here is that nothing is lost or duplicated across instances and what the latency does; throughput
 * scales with cores the instances get of their own (docs/deploy.md).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  addDays,
  CONTRACT_PATHS,
  REPORT_PATHS,
  SALES_PATHS,
  STORE_PATHS,
  storeRefreshTopic,
} from '@diancan/core';
import { postgresHandle } from '../apps/server/src/platform/db/database.js';
import { queryRows } from '../apps/server/src/platform/db/raw-rows.js';
import { DEMO_MANAGER_CODE, DEMO_STORES } from '../apps/server/src/seed/demo-data.js';
import { connectStompClient, websocketUrl, type StompTestClient } from '../apps/server/src/platform/realtime/testing/clients.js';
import { createScratchDatabase, startServerProcess, type ServerProcess } from '../apps/server/src/platform/realtime/testing/instances.js';
import { seedDemoData } from '../apps/server/src/seed/demo-seed.js';
import { type BenchStore, orderBody, percentile, postOrder, seedBenchStores, type Session, signIn } from './orders-fixtures.js';
import { seedOneStoreOrders, seedPlatform } from './platform-fixtures.js';
import { FIRST_DAY } from './report-fixtures.js';
import { startRoundRobinProxy } from './round-robin-proxy.js';
import { withPostgresServer } from './throwaway-postgres.js';

const INSTANCE_COUNTS = (process.env.BENCH_INSTANCES ?? '1,2,3').split(',').map(Number);
const STORES = Number(process.env.BENCH_STORES ?? 200);
const TERMINALS = Number(process.env.BENCH_TERMINALS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const SESSIONS = 20;
const SETTLE_MS = 3000;
const PARTS = (process.env.BENCH_PARTS ?? 'instances,platform').split(',');
const PLATFORM = {
  stores: Number(process.env.BENCH_PLATFORM_STORES ?? 10_000),
  salesPeople: 100,
  days: 100,
  ordersPerStore: Math.round(Number(process.env.BENCH_PLATFORM_ORDERS ?? 5_000_000) / Number(process.env.BENCH_PLATFORM_STORES ?? 10_000)),
};
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 3;
const LIST_GOAL_P99_MS = 100;
const TURNOVER_GOAL_RATIO = 1.2;

interface InstancesResult {
  instances: number;
  orders: number;
  ordersPerSecond: number;
  failed: number;
  boardP50Ms: number;
  boardP99Ms: number;
  lost: number;
  duplicated: number;
  connectionsPerInstance: number[];
}

/** One board per store: the NEW_ORDER messages it received, by order, with their arrival times. */
class Board {
  readonly heard = new Map<number, { messageIds: string[]; latencyMs: number }>();
  constructor(readonly socket: StompTestClient) {}
}

async function connectBoard(baseUrl: string, session: Session, storeId: number): Promise<Board> {
  const socket = await connectStompClient(websocketUrl(baseUrl), { cookie: session.cookie, connectHeaders: { storeId: String(storeId) } });
  const board = new Board(socket);
  const receipt = randomUUID();
  const confirmed = new Promise<void>((resolve) => socket.client.watchForReceipt(receipt, () => resolve()));
  socket.client.subscribe(
    storeRefreshTopic(storeId),
    (frame) => {
      const message = JSON.parse(frame.body) as { messageId: string; type: string; sentAt: string; data: { orderId?: number } };
      if (message.type !== 'NEW_ORDER' || message.data.orderId === undefined) return;
      const entry = board.heard.get(message.data.orderId) ?? { messageIds: [], latencyMs: Date.now() - Date.parse(message.sentAt) };
      entry.messageIds.push(message.messageId);
      board.heard.set(message.data.orderId, entry);
    },
    { receipt },
  );
  await confirmed;
  return board;
}

async function measureInstances(serverUrl: string, count: number): Promise<InstancesResult> {
  const scratch = await createScratchDatabase(serverUrl, 'diancan_scale');
  const processes: ServerProcess[] = [];
  const boards: Board[] = [];
  let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>> | null = null;
  try {
    const handle = postgresHandle(scratch.url, 4);
    let stores: BenchStore[];
    try {
      await handle.migrate();
      await seedDemoData(handle.db);
      stores = await seedBenchStores(handle.db, STORES, 'scale');
    } finally {
      await handle.close();
    }
    const env = { DATABASE_URL: scratch.url, DEMO_DATA: '0', NODE_ENV: 'production' };
    processes.push(...(await Promise.all(Array.from({ length: count }, () => startServerProcess(env, 120_000)))));
    proxy = await startRoundRobinProxy(processes.map((process) => ({ host: '127.0.0.1', port: Number(new URL(process.baseUrl).port) })));
    const sessions: Session[] = [];
    for (let index = 0; index < SESSIONS; index++) sessions.push(await signIn(proxy.url));
    for (const [index, store] of stores.entries()) boards.push(await connectBoard(proxy.url, sessions[index % SESSIONS]!, store.storeId));

    const acknowledged: { orderId: number; storeIndex: number }[] = [];
    let failed = 0;
    let seed = 0;
    const deadline = performance.now() + SECONDS * 1000;
    const terminal = async (index: number) => {
      while (performance.now() < deadline) {
        const storeIndex = Math.floor(Math.random() * stores.length);
        const answer = await postOrder(proxy!.url, sessions[index % SESSIONS]!, JSON.stringify(orderBody(stores[storeIndex]!, (seed += 1))), randomUUID());
        if (answer.status === 200 && answer.orderId !== null) acknowledged.push({ orderId: answer.orderId, storeIndex });
        else failed += 1;
      }
    };
    await Promise.all(Array.from({ length: TERMINALS }, (_, index) => terminal(index)));
    const settleUntil = performance.now() + SETTLE_MS;
    const missing = () => acknowledged.filter(({ orderId, storeIndex }) => !boards[storeIndex]!.heard.has(orderId)).length;
    while (performance.now() < settleUntil && missing() > 0) await new Promise((resolve) => setTimeout(resolve, 50));

    const latencies = acknowledged
      .flatMap(({ orderId, storeIndex }) => {
        const entry = boards[storeIndex]!.heard.get(orderId);
        return entry ? [entry.latencyMs] : [];
      })
      .sort((a, b) => a - b);
    const duplicated = boards.reduce((sum, board) => sum + [...board.heard.values()].filter((entry) => entry.messageIds.length > 1).length, 0);
    return {
      instances: count,
      orders: acknowledged.length,
      ordersPerSecond: Math.round((acknowledged.length / SECONDS) * 10) / 10,
      failed,
      boardP50Ms: percentile(latencies, 50),
      boardP99Ms: percentile(latencies, 99),
      lost: missing(),
      duplicated,
      connectionsPerInstance: proxy.counts(),
    };
  } finally {
    await Promise.all(boards.map((board) => board.socket.close().catch(() => undefined)));
    await proxy?.close();
    await Promise.all(processes.map((process) => process.stop()));
    await scratch.drop();
  }
}

// ---- part two: the platform at size ------------------------------------------------------------

interface Timing {
  p50Ms: number;
  p99Ms: number;
}

async function timed(work: () => Promise<void>): Promise<Timing> {
  const samples: number[] = [];
  for (let run = 0; run < WARMUP + RUNS; run++) {
    const started = performance.now();
    await work();
    if (run >= WARMUP) samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { p50Ms: round(percentile(samples, 50)), p99Ms: round(percentile(samples, 99)) };
}

/** One call as the screen sends it; throws unless it answered 200. */
async function call(baseUrl: string, session: Session, method: 'GET' | 'POST', path: string, body?: object): Promise<void> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { cookie: session.cookie, 'x-csrf-token': session.xsrfToken, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text.slice(0, 200)}`);
}

/** A database made by `seed`, served by one instance; `measure` gets its URL. */
async function withServedDatabase<T>(serverUrl: string, prefix: string, seed: (db: ReturnType<typeof postgresHandle>['db']) => Promise<void>, measure: (baseUrl: string, storeId: number) => Promise<T>): Promise<T> {
  const scratch = await createScratchDatabase(serverUrl, prefix);
  let instance: ServerProcess | null = null;
  try {
    const handle = postgresHandle(scratch.url, 4);
    let storeId: number;
    try {
      await handle.migrate();
      await seedDemoData(handle.db);
      const [store] = await queryRows<{ id: number }>(handle.db, sql`select id from stores where name = ${DEMO_STORES[0]}`);
      storeId = Number(store?.id);
      await seed(handle.db);
    } finally {
      await handle.close();
    }
    instance = await startServerProcess({ DATABASE_URL: scratch.url, DEMO_DATA: '0', NODE_ENV: 'production' }, 120_000);
    return await measure(instance.baseUrl, storeId);
  } finally {
    await instance?.stop();
    await scratch.drop();
  }
}

/** The turnover screen of a month: its first order page and the revenue, fired together as the screen does. */
async function turnoverOf(baseUrl: string, storeId: number): Promise<Timing> {
  const session = await signIn(baseUrl, 'store');
  await call(baseUrl, session, 'POST', '/api/back/account/validManagerCode', { storeId, managerCode: DEMO_MANAGER_CODE });
  const month = { storeId, startDate: FIRST_DAY, endDate: addDays(FIRST_DAY, 29) };
  return timed(async () => {
    await Promise.all([
      call(baseUrl, session, 'POST', REPORT_PATHS.orderPage.path, { ...month, page: 1, size: 10 }),
      call(baseUrl, session, 'POST', REPORT_PATHS.revenue.path, month),
    ]);
  });
}

interface PlatformResult {
  stores: number;
  orders: number;
  /** GET /api/health in the same run (one database round trip): what the machine's load adds to any call. */
  baseline: Timing;
  lists: Record<string, Timing>;
  turnover: { platformP99Ms: number; oneStoreP99Ms: number; ratio: number };
  withinGoal: boolean;
}

async function measurePlatform(serverUrl: string): Promise<PlatformResult> {
  let orders = 0;
  const big = await withServedDatabase(
    serverUrl,
    'diancan_platform',
    async (db) => {
      console.log(`seeding ${PLATFORM.stores.toLocaleString('en-US')} stores and ${(PLATFORM.stores * PLATFORM.ordersPerStore).toLocaleString('en-US')} orders...`);
      const started = performance.now();
      await seedPlatform(db, PLATFORM, (line) => process.stdout.write(`${line}\r`));
      const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from orders`);
      orders = Number(count?.n);
      console.log(`\nseeded in ${Math.round((performance.now() - started) / 1000)} s`);
    },
    async (baseUrl, storeId) => {
      const manager = await signIn(baseUrl, 'super');
      const [sales] = await (await fetch(`${baseUrl}${SALES_PATHS.getSimpleList.path}`, { headers: { cookie: manager.cookie } })).json().then((body: { data: { id: number }[] }) => body.data);
      // The baseline: a call that does one database round trip and nothing else, timed in the same run, so a
      // list's ratio to it tells the list's own cost from the machine's load.
      const baseline = await timed(() => call(baseUrl, manager, 'GET', '/api/health'));
      const lists: Record<string, Timing> = {
        '商店管理 page 1': await timed(() => call(baseUrl, manager, 'POST', STORE_PATHS.getPage.path, { page: 1, size: 10 })),
        '商店管理 page 500': await timed(() => call(baseUrl, manager, 'POST', STORE_PATHS.getPage.path, { page: 500, size: 10 })),
        '商店管理 keyword': await timed(() => call(baseUrl, manager, 'POST', STORE_PATHS.getPage.path, { page: 1, size: 10, keyword: '規模店777' })),
        '商店管理 by sales person': await timed(() => call(baseUrl, manager, 'POST', STORE_PATHS.getPage.path, { page: 1, size: 10, salesId: sales?.id })),
        '商店管理 contract expired': await timed(() => call(baseUrl, manager, 'POST', STORE_PATHS.getPage.path, { page: 1, size: 10, contractState: 'EXPIRED' })),
        即將到期: await timed(() => call(baseUrl, manager, 'POST', CONTRACT_PATHS.getExpire.path, { page: 1, size: 10 })),
        合約管理: await timed(() => call(baseUrl, manager, 'POST', CONTRACT_PATHS.getPage.path, { page: 1, size: 10 })),
        業務管理: await timed(() => call(baseUrl, manager, 'POST', SALES_PATHS.getPage.path, { page: 1, size: 10 })),
      };
      return { baseline, lists, turnover: await turnoverOf(baseUrl, storeId) };
    },
  );
  const alone = await withServedDatabase(
    serverUrl,
    'diancan_onestore',
    async (db) => {
      const [store] = await queryRows<{ id: number }>(db, sql`select id from stores where name = ${DEMO_STORES[0]}`);
      await seedOneStoreOrders(db, Number(store?.id), PLATFORM.ordersPerStore, PLATFORM.days);
    },
    (baseUrl, storeId) => turnoverOf(baseUrl, storeId),
  );
  const ratio = Math.round((big.turnover.p99Ms / alone.p99Ms) * 100) / 100;
  const withinGoal = Object.values(big.lists).every((timing) => timing.p99Ms <= LIST_GOAL_P99_MS) && ratio <= TURNOVER_GOAL_RATIO;
  return { stores: PLATFORM.stores, orders, baseline: big.baseline, lists: big.lists, turnover: { platformP99Ms: big.turnover.p99Ms, oneStoreP99Ms: alone.p99Ms, ratio }, withinGoal };
}

async function main(): Promise<void> {
  await withPostgresServer(async (serverUrl) => {
    const summary: Record<string, unknown> = { bench: 'scale' };
    if (PARTS.includes('instances')) {
      console.log(`bench:scale — ${STORES} stores with a board each, ${TERMINALS} terminals for ${SECONDS} s, instances ${INSTANCE_COUNTS.join(', ')}`);
      const results: InstancesResult[] = [];
      for (const count of INSTANCE_COUNTS) {
        const result = await measureInstances(serverUrl, count);
        results.push(result);
        console.log(
          `${count} instance(s): ${result.ordersPerSecond} orders/s (${result.orders}, ${result.failed} refused), order-to-board p50 ${result.boardP50Ms} ms p99 ${result.boardP99Ms} ms, lost ${result.lost}, duplicated ${result.duplicated}, connections ${result.connectionsPerInstance.join('/')}`,
        );
      }
      const baseline = results[0]!;
      const throughputRatios = results.map((result) => Math.round((result.ordersPerSecond / baseline.ordersPerSecond) * 100) / 100);
      console.log(`orders/s against ${baseline.instances} instance(s): ${throughputRatios.join(' / ')}`);
      Object.assign(summary, { stores: STORES, terminals: TERMINALS, seconds: SECONDS, instances: results, throughputRatios });
    }
    if (PARTS.includes('platform')) {
      const platform = await measurePlatform(serverUrl);
      const { baseline } = platform;
      console.log(`${'baseline (GET /api/health)'.padEnd(24)} p50 ${baseline.p50Ms} ms  p99 ${baseline.p99Ms} ms`);
      for (const [name, timing] of Object.entries(platform.lists)) {
        const ratios = `x${(timing.p50Ms / baseline.p50Ms).toFixed(1)} / x${(timing.p99Ms / baseline.p99Ms).toFixed(1)}`;
        console.log(`${name.padEnd(24)} p50 ${timing.p50Ms} ms  p99 ${timing.p99Ms} ms  (to the baseline: ${ratios})`);
      }
      console.log(
        `turnover of a store: p99 ${platform.turnover.platformP99Ms} ms among ${platform.stores.toLocaleString('en-US')} stores and ${platform.orders.toLocaleString('en-US')} orders, ${platform.turnover.oneStoreP99Ms} ms alone (x${platform.turnover.ratio})`,
      );
      summary.platform = platform;
    }
    console.log(JSON.stringify(summary));
  });
}

await main();
