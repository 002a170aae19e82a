/**
 * npm run bench:realtime — the realtime link under load (issue 3).
 *
 * For each setup (two app instances on PostgreSQL, when a server is given; one instance on the embedded database):
 * 200 clients (the web app's own RealtimeClient, on `ws`) sign in, connect with a session cookie and subscribe like
 * the browser does, split over the instances and the demo owner's two stores. Events are committed at 20 per second
 * for 30 s, each in a real transaction, and published after the commit through one instance or the other. Mid-run
 * 20 % of the clients have their socket cut; they reconnect (to the other instance when there are two) and get what
 * they missed by replay. Printed: latency from commit to receipt (p50/p99 of live deliveries; replayed ones
 * separately), and lost and duplicated events after the client's dedupe. The last line is one JSON object.
 *
 * The app instances run in this process (each with its own database pool and LISTEN connection: events cross only
 * through PostgreSQL), next to the clients: one machine plays every part, as on the 2-core CI runner.
 *
 * Environment: BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a PostgreSQL server for the two-instance setup;
 * BENCH_SECONDS, BENCH_CLIENTS, BENCH_RATE change the load.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { IStompSocket } from '@stomp/stompjs';
import { type RealtimeMessage, STOMP_SUBPROTOCOL } from '@diancan/core';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { pgliteHandle, postgresHandle, type DatabaseHandle } from '../apps/server/src/platform/db/database.js';
import { publishAfterCommit } from '../apps/server/src/platform/realtime/index.js';
import { createScratchDatabase } from '../apps/server/src/platform/realtime/testing/instances.js';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-data.js';
import { seedDemoData } from '../apps/server/src/seed/demo-seed.js';
import { RealtimeClient } from '../apps/web/src/lib/realtime/realtime-client.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const RATE = Number(process.env.BENCH_RATE ?? 20);
const DROP_SHARE = 0.2;
const SESSIONS = 10;
/** After the last event, how long stragglers (replays) may take before what is missing counts as lost. */
const SETTLE_MS = 5_000;
const GOAL = { p99Ms: 100, lost: 0, duplicated: 0 };

interface Instance {
  app: FastifyInstance;
  handle: DatabaseHandle;
  baseUrl: string;
}

interface BenchClient {
  storeId: number;
  client: RealtimeClient;
  /** messageId -> times handed to the app (after dedupe) */
  handled: Map<string, number>;
  rawMessages: number;
  connectedAt: number;
  live: number[];
  replayed: number[];
  socket: WebSocket | null;
}

interface Result {
  instances: number;
  database: 'postgresql' | 'embedded';
  clients: number;
  events: number;
  expectedDeliveries: number;
  dropped: number;
  latencyMs: { p50: number; p99: number; max: number };
  replayed: { deliveries: number; p50Ms: number; maxMs: number };
  lost: number;
  duplicated: number;
  /** MESSAGE frames received beyond the first of each event per client (replays the dedupe removed). */
  filteredRepeats: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startInstance(handle: DatabaseHandle, databaseUrl: string | null): Promise<Instance> {
  const config = { ...loadConfig({ NODE_ENV: 'test' }), databaseUrl, webDist: null, logLevel: 'silent' };
  const app = await buildApp({ config, db: handle.db, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, handle, baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

async function signIn(baseUrl: string): Promise<{ cookie: string; storeIds: number[] }> {
  const login = await fetch(`${baseUrl}/api/back/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'store', password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const current = await fetch(`${baseUrl}/api/back/user/getCurrent`, { headers: { cookie } });
  const body = (await current.json()) as { data: { storeList: Array<{ id: number }> } };
  return { cookie, storeIds: body.data.storeList.map((store) => store.id) };
}

async function run(instances: Instance[], database: Result['database']): Promise<Result> {
  const sessions = await Promise.all(Array.from({ length: SESSIONS }, (_, index) => signIn(instances[index % instances.length]!.baseUrl)));
  const storeIds = sessions[0]!.storeIds;
  const clients: BenchClient[] = [];

  for (let index = 0; index < CLIENTS; index += 1) {
    const session = sessions[index % SESSIONS]!;
    let attempt = index;
    const bench: BenchClient = {
      storeId: storeIds[index % storeIds.length]!,
      client: null as unknown as RealtimeClient,
      handled: new Map(),
      rawMessages: 0,
      connectedAt: 0,
      live: [],
      replayed: [],
      socket: null,
    };
    bench.client = new RealtimeClient({
      url: 'unused',
      connectHeaders: { storeId: String(bench.storeId), deviceId: `bench-${index}` },
      destinations: ['/topic/platform/announcement', '/user/queue/backstage', `/topic/store/${bench.storeId}/refresh`],
      // Each try goes to the next instance: a client that lost its socket comes back through the other one.
      webSocketFactory: () => {
        const instance = instances[attempt % instances.length]!;
        attempt += 1;
        const socket = new WebSocket(`${instance.baseUrl.replace('http', 'ws')}/app/websocket`, [STOMP_SUBPROTOCOL], {
          headers: { cookie: session.cookie },
        });
        socket.on('message', (data: Buffer) => {
          if (data.subarray(0, 7).toString() === 'MESSAGE') bench.rawMessages += 1;
        });
        bench.socket = socket;
        return socket as unknown as IStompSocket;
      },
      onStateChange: (state) => {
        if (state.status === 'connected') bench.connectedAt = Date.now();
      },
      onMessage: (message: RealtimeMessage) => {
        const latency = Date.now() - Date.parse(message.sentAt);
        bench.handled.set(message.messageId, (bench.handled.get(message.messageId) ?? 0) + 1);
        (Date.parse(message.sentAt) < bench.connectedAt ? bench.replayed : bench.live).push(latency);
      },
    });
    clients.push(bench);
    bench.client.start();
  }
  const connectStarted = Date.now();
  while (clients.some((bench) => bench.client.linkState.status !== 'connected')) {
    if (Date.now() - connectStarted > 30_000) throw new Error('clients did not all connect');
    await sleep(50);
  }
  // Let every SUBSCRIBE land before the first event.
  await sleep(500);

  // The instances share one database (PostgreSQL) or there is one: create the table once.
  await instances[0]!.handle.db.execute(
    sql`CREATE TABLE IF NOT EXISTS bench_realtime_commits (id serial PRIMARY KEY, store_id integer NOT NULL, at timestamptz NOT NULL DEFAULT now())`,
  );

  const total = SECONDS * RATE;
  const dropCount = Math.round(CLIENTS * DROP_SHARE);
  const dropAt = new Map<number, BenchClient>();
  const shuffled = [...clients].sort(() => Math.random() - 0.5).slice(0, dropCount);
  // Drops spread over the middle third of the run.
  shuffled.forEach((bench, index) => dropAt.set(Math.floor(total / 3 + (index * total) / 3 / dropCount), bench));

  const started = Date.now();
  const pending: Array<Promise<void>> = [];
  for (let sequence = 0; sequence < total; sequence += 1) {
    const due = started + (sequence * 1000) / RATE;
    if (due > Date.now()) await sleep(due - Date.now());
    const instance = instances[sequence % instances.length]!;
    const storeId = storeIds[sequence % storeIds.length]!;
    const orderNo = `B${sequence}`;
    pending.push(
      publishAfterCommit(instance.app.realtime.bus, (outbox) =>
        instance.handle.db.transaction(async (tx) => {
          const rows = await tx.execute<{ id: number }>(
            sql`INSERT INTO bench_realtime_commits (store_id) VALUES (${storeId}) RETURNING id`,
          );
          const orderId = Number((rows as unknown as { rows: Array<{ id: number }> }).rows[0]!.id);
          outbox.add({ destination: 'store', storeId }, 'NEW_ORDER', { storeId, orderId, orderNo, channel: 'POS' });
        }),
      ).then(() => undefined),
    );
    const victim = dropAt.get(sequence);
    if (victim) victim.socket?.terminate();
  }
  await Promise.all(pending);
  await sleep(SETTLE_MS);

  let lost = 0;
  let duplicated = 0;
  let filteredRepeats = 0;
  const eventsPerStore = new Map<number, number>();
  for (let sequence = 0; sequence < total; sequence += 1) {
    const storeId = storeIds[sequence % storeIds.length]!;
    eventsPerStore.set(storeId, (eventsPerStore.get(storeId) ?? 0) + 1);
  }
  let expectedDeliveries = 0;
  for (const bench of clients) {
    const expected = eventsPerStore.get(bench.storeId) ?? 0;
    expectedDeliveries += expected;
    lost += Math.max(0, expected - bench.handled.size);
    for (const count of bench.handled.values()) if (count > 1) duplicated += count - 1;
    filteredRepeats += bench.rawMessages - [...bench.handled.values()].reduce((sum, count) => sum + count, 0);
  }
  const live = clients.flatMap((bench) => bench.live).sort((a, b) => a - b);
  const replayed = clients.flatMap((bench) => bench.replayed).sort((a, b) => a - b);
  for (const bench of clients) bench.client.stop();
  await sleep(200);

  return {
    instances: instances.length,
    database,
    clients: CLIENTS,
    events: total,
    expectedDeliveries,
    dropped: dropCount,
    latencyMs: { p50: percentile(live, 50), p99: percentile(live, 99), max: live.at(-1) ?? 0 },
    replayed: { deliveries: replayed.length, p50Ms: percentile(replayed, 50), maxMs: replayed.at(-1) ?? 0 },
    lost,
    duplicated,
    filteredRepeats,
  };
}

function summary(result: Result): string {
  return [
    `${result.instances} instance(s) on ${result.database}: ${result.clients} clients, ${result.events} events, ${result.dropped} clients dropped mid-run`,
    `  latency commit -> receipt (live): p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms, max ${result.latencyMs.max} ms`,
    `  replayed after reconnect: ${result.replayed.deliveries} deliveries, p50 ${result.replayed.p50Ms} ms, max ${result.replayed.maxMs} ms`,
    `  expected ${result.expectedDeliveries} deliveries: lost ${result.lost}, duplicated ${result.duplicated} (repeats removed by dedupe: ${result.filteredRepeats})`,
  ].join('\n');
}

async function postgresSetup(serverUrl: string): Promise<Result> {
  const scratch = await createScratchDatabase(serverUrl, 'diancan_bench');
  const handles = [postgresHandle(scratch.url, 5), postgresHandle(scratch.url, 5)];
  const instances: Instance[] = [];
  try {
    await handles[0]!.migrate();
    await seedDemoData(handles[0]!.db);
    for (const handle of handles) instances.push(await startInstance(handle, scratch.url));
    return await run(instances, 'postgresql');
  } finally {
    for (const instance of instances) await instance.app.close();
    for (const handle of handles) await handle.close();
    await scratch.drop();
  }
}

async function embeddedSetup(): Promise<Result> {
  const handle = pgliteHandle(await PGlite.create());
  let instance: Instance | null = null;
  try {
    await handle.migrate();
    await seedDemoData(handle.db);
    instance = await startInstance(handle, null);
    return await run([instance], 'embedded');
  } finally {
    await instance?.app.close();
    await handle.close();
  }
}

async function main(): Promise<void> {
  const serverUrl = (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL)?.trim();
  const results: Record<string, Result | null> = { postgresql: null, embedded: null };
  if (serverUrl) {
    results.postgresql = await postgresSetup(serverUrl);
    console.log(summary(results.postgresql));
  } else {
    console.log('PostgreSQL setup skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server.');
  }
  results.embedded = await embeddedSetup();
  console.log(summary(results.embedded));

  const measured = Object.values(results).filter((result): result is Result => result !== null);
  const pass = measured.every(
    (result) => result.latencyMs.p99 <= GOAL.p99Ms && result.lost === GOAL.lost && result.duplicated === GOAL.duplicated,
  );
  console.log(JSON.stringify({ benchmark: 'realtime', runId: randomUUID(), goal: GOAL, pass, ...results }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
