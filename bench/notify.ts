/**
 * npm run bench:notify — where the realtime NOTIFY goes, measured on PostgreSQL with many writers (issue 38).
 *
 * PostgreSQL serialises the commits of every transaction that issued NOTIFY on one global lock. Three ways of telling
 * the boards about a change are measured, each on a fresh scratch database, with the same writers (BENCH_WRITERS
 * connections, each committing one short "order" transaction after another for BENCH_SECONDS) and one more
 * instance's bus listening:
 *
 * - `in-transaction`: the change's own transaction runs pg_notify (what the outbox exists to avoid);
 * - `after-commit`: the change commits, then its event is published by the bus (batched NOTIFY, not durable: an
 *   instance that dies between the two loses the event) — the design before the outbox;
 * - `outbox`: the change's transaction writes its event row; after the commit the instance's outbox sender claims
 *   its rows and notifies them in one transaction per batch (what the app runs).
 *
 * Printed per way: commits per second, the writer's time per change (transaction plus publishing, what a request
 * waits) p50/p99, commit-to-heard p99 at the other instance, lost events, and the lock waits seen by sampling
 * pg_locks / pg_stat_activity every 20 ms (samples with a session waiting on a lock, and the most waiting at once).
 * Ratios against `in-transaction` in the same run. The last line is one JSON object.
 *
 * Environment: BENCH_DATABASE_URL (or TEST_DATABASE_URL) names the server; BENCH_WRITERS (32), BENCH_SECONDS (10).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { RealtimeMessage } from '@diancan/core';
import type { BusEvent, RealtimeBus } from '../apps/server/src/platform/realtime/index.js';
import { createPostgresBus } from '../apps/server/src/platform/realtime/index.js';
import { createScratchDatabase } from '../apps/server/src/platform/realtime/testing/instances.js';
import { percentile } from './orders-fixtures.js';

const WRITERS = Number(process.env.BENCH_WRITERS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SETTLE_MS = 3000;
const WAYS = ['in-transaction', 'after-commit', 'outbox'] as const;
type Way = (typeof WAYS)[number];

interface Figures {
  way: Way;
  commits: number;
  commitsPerSecond: number;
  changeP50Ms: number;
  changeP99Ms: number;
  heardP99Ms: number;
  lost: number;
  lockWaitSamples: number;
  samples: number;
  mostWaitingAtOnce: number;
}

function event(orderId: number): BusEvent {
  const message = {
    messageId: randomUUID(),
    type: 'NEW_ORDER',
    data: { storeId: 1, orderId, orderNo: `B${orderId}`, channel: 'POS' },
    sentAt: new Date().toISOString(),
  } as RealtimeMessage;
  return { kind: 'message', target: { destination: 'store', storeId: 1 }, message };
}

async function measure(serverUrl: string, way: Way): Promise<Figures> {
  const scratch = await createScratchDatabase(serverUrl, 'diancan_notify');
  const channel = `bench_notify_${Date.now()}`;
  const pool = new pg.Pool({ connectionString: scratch.url, max: WRITERS + 2 });
  let writerBus: RealtimeBus | null = null;
  let listenerBus: RealtimeBus | null = null;
  try {
    await pool.query('CREATE TABLE bench_orders (id bigserial PRIMARY KEY, body text NOT NULL, created_at timestamptz DEFAULT now())');
    writerBus = await createPostgresBus({ connectionString: scratch.url, channel, outbox: true });
    listenerBus = await createPostgresBus({ connectionString: scratch.url, channel });
    const heardAt = new Map<string, number>();
    listenerBus.subscribe((heard) => {
      if (heard.kind === 'message') heardAt.set(heard.message.messageId, performance.now());
    });

    const committedAt = new Map<string, number>();
    const changeMs: number[] = [];
    const deadline = performance.now() + SECONDS * 1000;
    let sequence = 0;

    const sampler = new pg.Client({ connectionString: scratch.url });
    await sampler.connect();
    let samples = 0;
    let lockWaitSamples = 0;
    let mostWaitingAtOnce = 0;
    let sampling = true;
    const sampling$ = (async () => {
      while (sampling) {
        const { rows } = await sampler.query<{ waiting: number }>(
          `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        const waiting = rows[0]?.waiting ?? 0;
        samples += 1;
        if (waiting > 0) lockWaitSamples += 1;
        mostWaitingAtOnce = Math.max(mostWaitingAtOnce, waiting);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();

    const writer = async () => {
      const client = await pool.connect();
      try {
        while (performance.now() < deadline) {
          const orderId = (sequence += 1);
          const announced = event(orderId);
          const json = JSON.stringify(announced);
          const started = performance.now();
          await client.query('BEGIN');
          await client.query('INSERT INTO bench_orders (body) VALUES ($1)', [`order ${orderId}`]);
          let outboxId: string | null = null;
          if (way === 'in-transaction') await client.query('SELECT pg_notify($1, $2)', [channel, `i:${json}`]);
          if (way === 'outbox') {
            const { rows } = await client.query<{ id: string }>('INSERT INTO realtime_outbox (body) VALUES ($1) RETURNING id', [json]);
            outboxId = rows[0]!.id;
          }
          await client.query('COMMIT');
          const messageId = announced.kind === 'message' ? announced.message.messageId : '';
          committedAt.set(messageId, performance.now());
          if (way === 'after-commit') await writerBus!.publish(announced);
          if (outboxId) await writerBus!.outbox!.send([outboxId]);
          changeMs.push(performance.now() - started);
        }
      } finally {
        client.release();
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, writer));
    sampling = false;
    await sampling$;
    await sampler.end();
    const settleUntil = performance.now() + SETTLE_MS;
    while (performance.now() < settleUntil && heardAt.size < committedAt.size) await new Promise((resolve) => setTimeout(resolve, 50));

    const heardMs = [...committedAt].flatMap(([id, at]) => (heardAt.has(id) ? [heardAt.get(id)! - at] : [])).sort((a, b) => a - b);
    const sortedChange = changeMs.sort((a, b) => a - b);
    const round = (value: number) => Math.round(value * 10) / 10;
    return {
      way,
      commits: committedAt.size,
      commitsPerSecond: Math.round(committedAt.size / SECONDS),
      changeP50Ms: round(percentile(sortedChange, 50)),
      changeP99Ms: round(percentile(sortedChange, 99)),
      heardP99Ms: round(percentile(heardMs, 99)),
      lost: [...committedAt.keys()].filter((id) => !heardAt.has(id)).length,
      lockWaitSamples,
      samples,
      mostWaitingAtOnce,
    };
  } finally {
    await writerBus?.close();
    await listenerBus?.close();
    await pool.end();
    await scratch.drop();
  }
}

async function main(): Promise<void> {
  const serverUrl = (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL)?.trim();
  if (!serverUrl) {
    console.log('bench:notify needs PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
    console.log(JSON.stringify({ bench: 'notify', skipped: true }));
    return;
  }
  console.log(`bench:notify — ${WRITERS} writers for ${SECONDS} s per way`);
  const results: Figures[] = [];
  for (const way of WAYS) {
    const figures = await measure(serverUrl, way);
    results.push(figures);
    console.log(
      `${way.padEnd(15)} ${String(figures.commitsPerSecond).padStart(6)} commits/s  change p50 ${figures.changeP50Ms} ms p99 ${figures.changeP99Ms} ms` +
        `  heard p99 ${figures.heardP99Ms} ms  lost ${figures.lost}  lock waits in ${figures.lockWaitSamples}/${figures.samples} samples (most ${figures.mostWaitingAtOnce} at once)`,
    );
  }
  const baseline = results[0]!;
  const ratios = Object.fromEntries(
    results.map((figures) => [
      figures.way,
      {
        commitsPerSecond: Math.round((figures.commitsPerSecond / baseline.commitsPerSecond) * 100) / 100,
        changeP99: Math.round((figures.changeP99Ms / baseline.changeP99Ms) * 100) / 100,
      },
    ]),
  );
  console.log(`against in-transaction: ${JSON.stringify(ratios)}`);
  console.log(JSON.stringify({ bench: 'notify', writers: WRITERS, seconds: SECONDS, results, ratios }));
}

await main();
