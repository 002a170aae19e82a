/**
 * npm run bench:orders — order creation under load (issue 5).
 *
 * For each database (the embedded PGlite in a data folder on disk, as `npm start` runs it; PostgreSQL too when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL names a server), each run below on its own fresh migrated database with the
 * demo data and 10 stores of 20 items each:
 *
 * 1. app, closed loop: the server runs in this process on a real port (pool of 10 connections; realtime bus as in
 *    production: in process for the embedded database, LISTEN/NOTIFY on PostgreSQL). 50 terminals (5 per store, each
 *    with its own session and keep-alive connection, see terminal-connection.ts), run in a worker thread so their HTTP
 *    client does not share the server's thread, create 5-line cash orders for 30 s, each as soon as the previous one
 *    answered, each with a new Idempotency-Key. Every
 *    order takes the whole path: session, CSRF, validation, catalogue re-read, core pricing, the order transaction,
 *    NEW_ORDER after commit. This is the throughput at saturation; its latency is mostly queueing (50 in flight).
 * 2. app, paced: the same terminals offer 25 orders per second together (each one order every 2 s, several times a
 *    rush hour) for 10 s: the latency of a busy service the server keeps up with.
 * 3. baseline: 50 concurrent loops run the bare SQL transaction writing the same rows (key, order number, order,
 *    5 lines, payment, history, the key's answer) straight on the database, on a pool like the app's, for 30 s.
 *
 * Printed per database: orders per second and p50/p99 of each run, how busy the server's thread was, and the app's
 * share of the baseline's throughput. The last line is one JSON object. Goal: closed-loop throughput >= 70 % of the
 * baseline's; p99 of the paced run <= 60 ms on PostgreSQL, <= 120 ms embedded.
 *
 * Environment: BENCH_DATABASE_URL (or TEST_DATABASE_URL), BENCH_SECONDS (30), BENCH_TERMINALS (50), BENCH_STORES (10),
 * BENCH_PACED_RATE (25), BENCH_PACED_SECONDS (10), BENCH_POOL (10), BENCH_ONLY (embedded or postgresql).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { type DatabaseHandle, pgliteHandle, postgresHandle } from '../apps/server/src/platform/db/database.js';
import { seedDemoData } from '../apps/server/src/seed/demo-seed.js';
import { bareOrder, type BenchStore, orderBody, percentile, seedBenchStores, signIn } from './orders-fixtures.js';
import type { TerminalsInput, TerminalsOutput } from './orders-terminals.js';
import { dropScratchDatabase, scratchUrl } from './scratch-postgres.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const TERMINALS = Number(process.env.BENCH_TERMINALS ?? 50);
const STORES = Number(process.env.BENCH_STORES ?? 10);
/** embedded or postgresql: measure that database only. */
const ONLY = process.env.BENCH_ONLY?.trim();
/** Connections of the pool (the app's default is 10). */
const POOL = Number(process.env.BENCH_POOL ?? 10);
/** The paced run: orders per second offered by all terminals together, and for how long. */
const PACED_RATE = Number(process.env.BENCH_PACED_RATE ?? 25);
const PACED_SECONDS = Number(process.env.BENCH_PACED_SECONDS ?? 10);
/** The goal: throughput at saturation >= 70 % of the bare transaction's; p99 of the paced run. */
const GOAL = { shareOfBaseline: 0.7, p99Ms: { postgresql: 60, embedded: 120 } };

interface Run {
  orders: number;
  failures: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Share of the time this process's main thread (the server's, or the bare loops') was busy: event loop utilization. */
  serverThreadBusy?: number;
}

interface Result {
  database: 'embedded' | 'postgresql';
  terminals: number;
  stores: number;
  seconds: number;
  /** Closed loop: as many orders as the server takes (throughput at saturation). */
  app: Run;
  /** Paced: PACED_RATE orders per second offered (latency under a load the server keeps up with). */
  paced: Run;
  baseline: Run;
  /** app throughput / baseline throughput. */
  share: number;
  withinGoal: boolean;
}

/** Runs the terminals in a worker thread against the app (see orders-terminals.ts). */
async function runTerminals(input: TerminalsInput): Promise<Run> {
  const loopBefore = performance.eventLoopUtilization();
  // The worker loads TypeScript like this process does (tsx, with core's source condition).
  const worker = new Worker(new URL('./orders-terminals-worker.mjs', import.meta.url), {
    workerData: input,
    execArgv: ['--conditions=source'],
  });
  const output = await new Promise<TerminalsOutput | { error: string }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  if ('error' in output) throw new Error(`terminals failed: ${output.error}`);
  if (output.firstError) console.error(`addOrder failed ${output.failures} times, first: ${output.firstError}`);
  const loop = performance.eventLoopUtilization(loopBefore);
  return { ...summarize(output.latencies, output.failures, output.elapsedSeconds), serverThreadBusy: Math.round(loop.utilization * 100) / 100 };
}

function summarize(latencies: number[], failures: number, elapsedSeconds: number): Run {
  latencies.sort((a, b) => a - b);
  const round1 = (value: number) => Math.round(value * 10) / 10;
  return {
    orders: latencies.length,
    failures,
    perSecond: round1(latencies.length / elapsedSeconds),
    p50Ms: round1(percentile(latencies, 50)),
    p99Ms: round1(percentile(latencies, 99)),
  };
}

/** Runs `terminals` closed loops of `work` for `seconds`, timing each call. */
async function drive(terminals: number, seconds: number, work: (terminal: number, round: number) => Promise<boolean>): Promise<Run> {
  const latencies: number[] = [];
  let failures = 0;
  const loopBefore = performance.eventLoopUtilization();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: terminals }, async (_, terminal) => {
      for (let round = 0; performance.now() < deadline; round++) {
        const begin = performance.now();
        const ok = await work(terminal, round);
        if (ok) latencies.push(performance.now() - begin);
        else failures++;
      }
    }),
  );
  const busy = Math.round(performance.eventLoopUtilization(loopBefore).utilization * 100) / 100;
  return { ...summarize(latencies, failures, (performance.now() - started) / 1000), serverThreadBusy: busy };
}

/** A fresh, prepared database: migrated, demo data, the bench stores. */
interface Scratch {
  handle: DatabaseHandle;
  /** Set for PostgreSQL: the app then publishes through LISTEN/NOTIFY, as in production. */
  databaseUrl: string | null;
  stores: BenchStore[];
  dispose(): Promise<void>;
}

async function prepare(handle: DatabaseHandle, databaseUrl: string | null, dispose: () => Promise<void>): Promise<Scratch> {
  await handle.migrate();
  await seedDemoData(handle.db);
  const stores = await seedBenchStores(handle.db, STORES);
  await handle.refreshStatistics();
  return { handle, databaseUrl, stores, dispose };
}

function embeddedScratch(): () => Promise<Scratch> {
  return async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'diancan-bench-orders-'));
    const pglite = await PGlite.create(path.join(folder, 'data'));
    return prepare(pgliteHandle(pglite), null, async () => {
      await pglite.close();
      rmSync(folder, { recursive: true, force: true });
    });
  };
}

function postgresScratch(serverUrl: string): () => Promise<Scratch> {
  return async () => {
    const name = `diancan_bench_orders_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = scratchUrl(serverUrl, name);
    const handle = postgresHandle(url, POOL);
    return prepare(handle, url, async () => {
      await handle.close();
      await dropScratchDatabase(admin, name);
      await admin.end();
    });
  };
}

const bodiesOf = (stores: BenchStore[]) => stores.map((store) => Array.from({ length: 16 }, (_, seed) => orderBody(store, seed)));

/** The app's two runs (closed loop, then paced) on a fresh database. */
async function measureApp(scratch: Scratch): Promise<{ closed: Run; paced: Run }> {
  const config = { ...loadConfig({ NODE_ENV: 'production' }), databaseUrl: scratch.databaseUrl, webDist: null, logLevel: 'silent' };
  const app = await buildApp({ config, db: scratch.handle.db, logger: false });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const sessions = [];
    for (let terminal = 0; terminal < TERMINALS; terminal++) sessions.push(await signIn(baseUrl));
    const bodies = bodiesOf(scratch.stores).map((list) => list.map((body) => JSON.stringify(body)));
    await runTerminals({ baseUrl, sessions, bodies, seconds: Math.min(3, SECONDS) }); // warm-up
    const closed = await runTerminals({ baseUrl, sessions, bodies, seconds: SECONDS });
    const paced = await runTerminals({ baseUrl, sessions, bodies, seconds: PACED_SECONDS, intervalMs: (1000 * TERMINALS) / PACED_RATE });
    return { closed, paced };
  } finally {
    await app.close();
  }
}

/** The bare transaction in 50 loops on a fresh database, on the same pool the app would use. */
async function measureBaseline(scratch: Scratch): Promise<Run> {
  const bodies = bodiesOf(scratch.stores);
  const storeOf = (terminal: number) => terminal % scratch.stores.length;
  const run = (seconds: number) =>
    drive(TERMINALS, seconds, async (terminal, round) => {
      const list = bodies[storeOf(terminal)]!;
      await bareOrder(scratch.handle.db, scratch.stores[storeOf(terminal)]!, list[(terminal + round) % list.length]!, new Date());
      return true;
    });
  await run(Math.min(3, SECONDS)); // warm-up
  return run(SECONDS);
}

/** Each of the two measured on its own fresh database, so neither pays for the rows the other wrote. */
async function measure(database: Result['database'], fresh: () => Promise<Scratch>): Promise<Result> {
  const withScratch = async <T>(work: (scratch: Scratch) => Promise<T>): Promise<T> => {
    const scratch = await fresh();
    try {
      return await work(scratch);
    } finally {
      await scratch.dispose();
    }
  };
  const baseline = await withScratch(measureBaseline);
  const { closed, paced } = await withScratch(measureApp);
  const share = Math.round((closed.perSecond / baseline.perSecond) * 100) / 100;
  const withinGoal = share >= GOAL.shareOfBaseline && paced.p99Ms <= GOAL.p99Ms[database];
  return { database, terminals: TERMINALS, stores: STORES, seconds: SECONDS, app: closed, paced, baseline, share, withinGoal };
}

function print(result: Result): void {
  const { app, baseline } = result;
  console.log(
    `${result.database.padEnd(10)} ${result.terminals} terminals over ${result.stores} stores, ${result.seconds} s: ` +
      `app ${app.perSecond} orders/s (p50 ${app.p50Ms} ms, p99 ${app.p99Ms} ms, ${app.orders} orders, ${app.failures} failed, ` +
      `server thread busy ${Math.round((app.serverThreadBusy ?? 0) * 100)} %); ` +
      `paced at ${PACED_RATE}/s: p50 ${result.paced.p50Ms} ms, p99 ${result.paced.p99Ms} ms; ` +
      `bare SQL ${baseline.perSecond} orders/s (p50 ${baseline.p50Ms} ms, p99 ${baseline.p99Ms} ms, ` +
      `thread busy ${Math.round((baseline.serverThreadBusy ?? 0) * 100)} %); ` +
      `app/baseline ${Math.round(result.share * 100)} %${result.withinGoal ? '' : ' (goal missed)'}`,
  );
}

async function main(): Promise<void> {
  const results: Result[] = [];
  if (ONLY !== 'postgresql') {
    results.push(await measure('embedded', embeddedScratch()));
    print(results.at(-1)!);
  }
  const serverUrl = (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL)?.trim();
  if (serverUrl && ONLY !== 'embedded') {
    results.push(await measure('postgresql', postgresScratch(serverUrl)));
    print(results.at(-1)!);
  } else if (ONLY !== 'embedded') {
    console.log('postgresql skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  }
  const withinGoal = results.every((result) => result.withinGoal);
  console.log(JSON.stringify({ bench: 'orders', goal: GOAL, withinGoal, results }));
  if (!withinGoal) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
