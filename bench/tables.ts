/**
 * npm run bench:tables — rounds on open tables at a dinner rush (issue 32; docs/tables.md).
 *
 * The server runs in this process over the embedded database (a data folder on disk, as `npm start` runs it). One
 * store with BENCH_FLOOR_TABLES (200) tables in 4 areas; BENCH_TABLES (40) of them are opened with addOrder
 * {tableId, guests, payLater}. BENCH_TERMINALS (10) terminals, each with its own session, add a round (1-2 lines) to a
 * random open table every BENCH_ROUND_INTERVAL_MS (1 s) for BENCH_SECONDS (20 s), with the version they last read:
 * several terminals on one table collide, the loser gets 409, re-reads the check and sends the round again, as the
 * screen does. A floor reader asks GET table/floor every 250 ms meanwhile.
 *
 * Printed: rounds, 409s re-applied, add-round p50 / p99 (first send to the final 200, re-reads included), floor read
 * p50 / p99 with 200 tables, and the audit: every line a terminal was answered 200 for must be on its check (lost
 * lines must be 0). The last line is one JSON object.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import {
  type AddOrderInput,
  addOrderRequestSchema,
  checkoutInputOf,
  computeOrderTotals,
  expectedTotalsOf,
  IDEMPOTENCY_KEY_HEADER,
  ORDER_BOARD_PATHS,
  ORDER_DETAIL_PATHS,
  ORDER_PATHS,
  TABLE_PATHS,
} from '@diancan/core';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { pgliteHandle } from '../apps/server/src/platform/db/database.js';
import { seedDemoData } from '../apps/server/src/seed/demo-seed.js';
import { type BenchStore, percentile, seedBenchStores, type Session, signIn } from './orders-fixtures.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const TERMINALS = Number(process.env.BENCH_TERMINALS ?? 10);
const TABLES = Number(process.env.BENCH_TABLES ?? 40);
const FLOOR_TABLES = Number(process.env.BENCH_FLOOR_TABLES ?? 200);
const INTERVAL_MS = Number(process.env.BENCH_ROUND_INTERVAL_MS ?? 1000);
const FLOOR_EVERY_MS = 250;

const dataDir = mkdtempSync(path.join(tmpdir(), 'diancan-bench-tables-'));
const config = {
  ...loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }),
  webDist: null,
  smtpUrl: null,
  demoData: false,
  deliveryPlatforms: { standIns: false, tokenKey: randomBytes(32).toString('base64'), uberEats: null, foodpanda: null },
};

interface Envelope<T> {
  status: boolean;
  message: string | null;
  data: T;
}

async function call<T>(baseUrl: string, session: Session, method: string, pathAndQuery: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${pathAndQuery}`, {
    method,
    headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-csrf-token': session.xsrfToken, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  return { status: response.status, envelope: (await response.json()) as Envelope<T> };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function roundLines(store: BenchStore, seed: number) {
  const count = 1 + (seed % 2);
  return Array.from({ length: count }, (_, index) => {
    const item = store.items[(seed * 7 + index * 3) % store.items.length]!;
    return { itemId: item.id, count: 1, unitPrice: item.price };
  });
}

async function main(): Promise<void> {
  const pglite = await PGlite.create(path.join(dataDir, 'data'));
  const handle = pgliteHandle(pglite);
  await handle.migrate();
  await seedDemoData(handle.db);
  const app = await buildApp({ config: config as Parameters<typeof buildApp>[0]['config'], db: handle.db, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const db = app.services.db;
  const [store] = await seedBenchStores(db, 1, 'tables');
  if (!store) throw new Error('no bench store');
  const storeId = store.storeId;
  for (let area = 1; area <= 4; area++) {
    await db.execute(sql`insert into dining_areas (store_id, name, sort) values (${storeId}, ${`區${area}`}, ${area})`);
  }
  await db.execute(sql`
    insert into dining_tables (store_id, name, area_id, seats, pos_x, pos_y)
    select ${storeId}, 'T' || i, (select id from dining_areas where store_id = ${storeId} order by sort offset (i % 4) limit 1), 4, i % 10, (i / 10) % 10
    from generate_series(1, ${FLOOR_TABLES}::int) i`);
  const tableIds = ((await db.execute(sql`select id from dining_tables where store_id = ${storeId} order by id limit ${TABLES}`)) as unknown as { rows: { id: number }[] }).rows.map(
    (row) => Number(row.id),
  );
  const opener = await signIn(baseUrl);

  // Open every table: one check each, its first line; what each check must end with is counted from here.
  const checks = new Map<number, { orderId: number; expectedLines: number }>();
  for (const [index, tableId] of tableIds.entries()) {
    const draft: AddOrderInput = {
      storeId,
      lines: roundLines(store, index),
      tableId,
      guests: 1 + (index % 6),
      payLater: true,
      isInside: true,
      expectedTotals: { subtotal: 0, entertainAmount: 0, automaticDiscount: 0, manualDiscount: 0, payable: 0, change: 0 },
    };
    const totals = computeOrderTotals(checkoutInputOf(addOrderRequestSchema.parse(draft), [], null));
    const body = { ...draft, expectedTotals: expectedTotalsOf(totals) };
    const answer = await call<{ orderId: number }>(baseUrl, opener, 'POST', ORDER_PATHS.pos.addOrder.path, body, { [IDEMPOTENCY_KEY_HEADER]: randomUUID() });
    if (answer.status !== 200) throw new Error(`opening table ${tableId}: ${answer.status} ${answer.envelope.message}`);
    checks.set(tableId, { orderId: answer.envelope.data.orderId, expectedLines: body.lines.length });
  }

  const roundTimes: number[] = [];
  const floorTimes: number[] = [];
  let conflicts = 0;
  let failures = 0;
  let rounds = 0;
  // Signed in before the clock starts (argon2 is the sign-in's cost, not a round's); one floor read warms it up.
  const sessions = await Promise.all(Array.from({ length: TERMINALS + 1 }, () => signIn(baseUrl)));
  await call(baseUrl, sessions[TERMINALS]!, 'GET', `${TABLE_PATHS.floor.path}?storeId=${storeId}`);
  const end = performance.now() + SECONDS * 1000;

  const terminal = async (index: number) => {
    const session = sessions[index]!;
    const versions = new Map<number, number>();
    let seed = index * 1000;
    await sleep((INTERVAL_MS / TERMINALS) * index);
    while (performance.now() < end) {
      const due = performance.now() + INTERVAL_MS;
      const tableId = tableIds[Math.floor(Math.random() * tableIds.length)]!;
      const check = checks.get(tableId)!;
      const lines = roundLines(store, seed++);
      const started = performance.now();
      let version = versions.get(check.orderId) ?? 1;
      for (let attempt = 0; ; attempt++) {
        const answer = await call<{ version: number }>(baseUrl, session, 'POST', ORDER_BOARD_PATHS.addOrderDetail.path, {
          storeId,
          orderId: check.orderId,
          version,
          lines,
        });
        if (answer.status === 200) {
          versions.set(check.orderId, answer.envelope.data.version);
          check.expectedLines += lines.length;
          rounds++;
          roundTimes.push(performance.now() - started);
          break;
        }
        if (answer.status !== 409 || attempt > 20) {
          failures++;
          break;
        }
        // Stale: re-read the check and apply the round again, as the screen does.
        conflicts++;
        const detail = await call<{ version: number }>(baseUrl, session, 'GET', `${ORDER_DETAIL_PATHS.order.path}?storeId=${storeId}&orderId=${check.orderId}`);
        version = detail.envelope.data.version;
      }
      await sleep(Math.max(0, due - performance.now()));
    }
  };

  const floorReader = async () => {
    const session = sessions[TERMINALS]!;
    while (performance.now() < end) {
      const started = performance.now();
      const answer = await call<unknown[]>(baseUrl, session, 'GET', `${TABLE_PATHS.floor.path}?storeId=${storeId}`);
      if (answer.status !== 200) failures++;
      floorTimes.push(performance.now() - started);
      await sleep(FLOOR_EVERY_MS);
    }
  };

  await Promise.all([...Array.from({ length: TERMINALS }, (_, index) => terminal(index)), floorReader()]);

  // The audit: every line answered 200 is on its check.
  const stored = (await db.execute(sql`
    select o.table_id, count(l.id)::int as lines from orders o join order_lines l on l.store_id = o.store_id and l.order_id = o.id
    where o.store_id = ${storeId} group by o.table_id`)) as unknown as { rows: { table_id: number; lines: number }[] };
  const storedByTable = new Map(stored.rows.map((row) => [Number(row.table_id), Number(row.lines)]));
  let lostLines = 0;
  let expectedLines = 0;
  for (const [tableId, check] of checks) {
    expectedLines += check.expectedLines;
    lostLines += Math.max(0, check.expectedLines - (storedByTable.get(tableId) ?? 0));
  }

  roundTimes.sort((a, b) => a - b);
  floorTimes.sort((a, b) => a - b);
  const round2 = (value: number) => Math.round(value * 10) / 10;
  const figures = {
    database: 'embedded',
    seconds: SECONDS,
    terminals: TERMINALS,
    openTables: TABLES,
    floorTables: FLOOR_TABLES,
    rounds,
    conflictsReapplied: conflicts,
    failures,
    addRoundP50Ms: round2(percentile(roundTimes, 50)),
    addRoundP99Ms: round2(percentile(roundTimes, 99)),
    floorReads: floorTimes.length,
    floorP50Ms: round2(percentile(floorTimes, 50)),
    floorP99Ms: round2(percentile(floorTimes, 99)),
    expectedLines,
    lostLines,
  };
  console.log(`rounds: ${rounds} on ${TABLES} tables by ${TERMINALS} terminals in ${SECONDS} s; 409 re-read and re-applied: ${conflicts}; failures: ${failures}`);
  console.log(`add round: p50 ${figures.addRoundP50Ms} ms, p99 ${figures.addRoundP99Ms} ms (re-reads included)`);
  console.log(`floor read (${FLOOR_TABLES} tables): ${floorTimes.length} reads, p50 ${figures.floorP50Ms} ms, p99 ${figures.floorP99Ms} ms`);
  console.log(`lines: ${expectedLines} answered, ${lostLines} lost`);
  await app.close();
  await pglite.close();
  rmSync(dataDir, { recursive: true, force: true });
  console.log(JSON.stringify({ bench: 'tables', ok: lostLines === 0 && failures === 0, ...figures }));
}

main().catch((error: unknown) => {
  console.error(error);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
});
