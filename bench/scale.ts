/**
 * npm run bench:scale — several app instances on one PostgreSQL database (issue 38), part one: instances.
 *
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
 * The PostgreSQL server: BENCH_DATABASE_URL (or TEST_DATABASE_URL), else a throwaway cluster the bench starts from
 * the machine's PostgreSQL binaries (PG_BIN, or the newest /usr/lib/postgresql/<n>/bin) and removes at the end.
 * Every process runs on this one machine: on a 2-core machine more instances share the same two cores, so the figure
 * that matters here is that nothing is lost or duplicated across instances and what the latency does; throughput
 * scales with cores the instances get of their own (docs/deploy.md).
 */
import { randomUUID } from 'node:crypto';
import { storeRefreshTopic } from '@diancan/core';
import { postgresHandle } from '../apps/server/src/platform/db/database.js';
import { connectStompClient, websocketUrl, type StompTestClient } from '../apps/server/src/platform/realtime/testing/clients.js';
import { createScratchDatabase, startServerProcess, type ServerProcess } from '../apps/server/src/platform/realtime/testing/instances.js';
import { seedDemoData } from '../apps/server/src/seed/demo-seed.js';
import { type BenchStore, orderBody, percentile, postOrder, seedBenchStores, type Session, signIn } from './orders-fixtures.js';
import { startRoundRobinProxy } from './round-robin-proxy.js';
import { withPostgresServer } from './throwaway-postgres.js';

const INSTANCE_COUNTS = (process.env.BENCH_INSTANCES ?? '1,2,3').split(',').map(Number);
const STORES = Number(process.env.BENCH_STORES ?? 200);
const TERMINALS = Number(process.env.BENCH_TERMINALS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const SESSIONS = 20;
const SETTLE_MS = 3000;

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

async function main(): Promise<void> {
  await withPostgresServer(async (serverUrl) => {
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
    console.log(JSON.stringify({ bench: 'scale', stores: STORES, terminals: TERMINALS, seconds: SECONDS, instances: results, throughputRatios }));
  });
}

await main();
