/**
 * npm run bench:offline — the offline outbox's upload (issue 22, docs/offline.md).
 *
 * One store on the embedded database (PGlite in a data folder on disk, as `npm start` runs it), the server in this
 * process on a real port. 5 terminals (each its own session) come back online at once with 40 orders each in their
 * outbox (200 in all, 5-line cash orders taken over the last hour, each with its Idempotency-Key and `takenAt`).
 * Each terminal drains its outbox as the POS does: one order at a time, in the order taken; every 10th answer is
 * "lost" (the network drops after the server took the order) and the terminal sends that order again under its key.
 * Baseline, in the same run: the same 5 terminals send 200 fresh orders online at once (no takenAt, no lost answer).
 *
 * Checked on the database afterwards: every outboxed key has exactly one order (0 lost, 0 duplicated) and each order
 * kept the time it was taken. Printed: drain time, orders per second, the replays answered, the drain's time as a
 * ratio of the baseline's. The last line is one JSON object.
 *
 * Environment: BENCH_TERMINALS (5), BENCH_ORDERS_PER_TERMINAL (40).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { pgliteHandle } from '../apps/server/src/platform/db/database.js';
import { seedDemoData } from '../apps/server/src/seed/demo-seed.js';
import { orderBody, postOrder, seedBenchStores, type Session, signIn } from './orders-fixtures.js';

const TERMINALS = Number(process.env.BENCH_TERMINALS ?? 5);
const PER_TERMINAL = Number(process.env.BENCH_ORDERS_PER_TERMINAL ?? 40);
const LOST_EVERY = 10;

interface Outboxed {
  key: string;
  body: string;
  takenAt: string;
}

/** One terminal's upload: in order, one at a time; a lost answer is sent again under the same key. */
async function drain(baseUrl: string, session: Session, outbox: Outboxed[]): Promise<{ replays: number; failures: string[] }> {
  let replays = 0;
  const failures: string[] = [];
  for (const [index, order] of outbox.entries()) {
    const first = await postOrder(baseUrl, session, order.body, order.key);
    if (first.status !== 200) failures.push(`${first.status} ${first.message ?? ''}`);
    if ((index + 1) % LOST_EVERY === 0) {
      const again = await postOrder(baseUrl, session, order.body, order.key);
      if (again.status !== 200 || again.orderId !== first.orderId) failures.push(`replay ${again.status} ${again.message ?? ''}`);
      replays += 1;
    }
  }
  return { replays, failures };
}

async function main(): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'diancan-bench-offline-'));
  const pglite = await PGlite.create(path.join(folder, 'data'));
  const handle = pgliteHandle(pglite);
  await handle.migrate();
  await seedDemoData(handle.db);
  const [store] = await seedBenchStores(handle.db, 1, 'offline');
  if (!store) throw new Error('no bench store');
  const config = { ...loadConfig({ NODE_ENV: 'production' }), databaseUrl: null, webDist: null, logLevel: 'silent' };
  const app = await buildApp({ config, db: handle.db, logger: false });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const sessions: Session[] = [];
    for (let terminal = 0; terminal < TERMINALS; terminal++) sessions.push(await signIn(baseUrl));
    const hourAgo = Date.now() - 3600_000;
    const outboxes = sessions.map((_, terminal) =>
      Array.from({ length: PER_TERMINAL }, (_, index): Outboxed => {
        const takenAt = new Date(hourAgo + (index * TERMINALS + terminal) * 1000).toISOString();
        return { key: randomUUID(), takenAt, body: JSON.stringify({ ...orderBody(store, index + terminal), takenAt }) };
      }),
    );
    const total = TERMINALS * PER_TERMINAL;

    // Warm-up: a few orders through the same path, so neither run pays for the first compilations.
    await Promise.all(sessions.map((session, terminal) => postOrder(baseUrl, session, JSON.stringify(orderBody(store, terminal)), randomUUID())));

    const started = performance.now();
    const drained = await Promise.all(sessions.map((session, terminal) => drain(baseUrl, session, outboxes[terminal] ?? [])));
    const drainMs = performance.now() - started;

    const baselineStart = performance.now();
    await Promise.all(
      sessions.map(async (session, terminal) => {
        for (let index = 0; index < PER_TERMINAL; index++) await postOrder(baseUrl, session, JSON.stringify(orderBody(store, index + terminal)), randomUUID());
      }),
    );
    const baselineMs = performance.now() - baselineStart;

    const keys = outboxes.flat();
    const taken = new Map(keys.map((order) => [order.key, order.takenAt]));
    const rows = (
      (await handle.db.execute(sql`
        select k.key, count(o.id)::int as orders, min(o.created_at) as created_at
        from order_idempotency_keys k left join orders o on o.id = k.order_id
        where k.store_id = ${store.storeId} and k.key in (${sql.join(
          keys.map((order) => sql`${order.key}`),
          sql`, `,
        )})
        group by k.key`)) as unknown as { rows: { key: string; orders: number; created_at: string | Date }[] }
    ).rows;
    const created = rows.filter((row) => row.orders === 1).length;
    const duplicated = rows.filter((row) => row.orders > 1).length;
    const keptTime = rows.filter((row) => new Date(row.created_at).toISOString() === taken.get(row.key)).length;
    const failures = drained.flatMap((terminal) => terminal.failures);
    const result = {
      bench: 'offline',
      database: 'embedded',
      terminals: TERMINALS,
      outboxed: total,
      drainMs: Math.round(drainMs),
      ordersPerSecond: Math.round((total / drainMs) * 1000 * 10) / 10,
      replaysAnswered: drained.reduce((sum, terminal) => sum + terminal.replays, 0),
      lost: total - created - duplicated,
      duplicated,
      keptTakenAt: keptTime,
      failures: failures.length,
      baselineOnlineMs: Math.round(baselineMs),
      drainToBaseline: Math.round((drainMs / baselineMs) * 100) / 100,
    };
    if (failures.length > 0) console.error(`upload failures, first: ${failures[0]}`);
    console.log(`outbox upload: ${total} orders from ${TERMINALS} terminals in ${result.drainMs} ms (${result.ordersPerSecond}/s)`);
    console.log(`lost ${result.lost}, duplicated ${result.duplicated}, kept their takenAt ${keptTime}/${total}, lost answers replayed ${result.replaysAnswered}`);
    console.log(`baseline (the same ${total} orders sent online): ${result.baselineOnlineMs} ms; drain / baseline = ${result.drainToBaseline}`);
    console.log(JSON.stringify(result));
    if (result.lost > 0 || duplicated > 0 || failures.length > 0) process.exitCode = 1;
  } finally {
    await app.close();
    await pglite.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
