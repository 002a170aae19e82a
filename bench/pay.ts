/**
 * npm run bench:pay — wallet checkouts at the counter under a rush, with lost answers (issue 34; docs/payments.md).
 *
 * The server runs in this process over the embedded database (a data folder on disk, as `npm start` runs it) with the
 * LINE Pay stand-in it starts itself (PAYMENT_STAND_INS), told to lose 5 % of the pay calls' answers (the money is
 * taken, the connection is cut): each of those is settled by the status call only. 10 terminals (one store each,
 * each with its own session) check out at a rush's pace, one checkout every BENCH_PAY_INTERVAL_MS (2 s) each,
 * alternating LINE Pay (a fresh customer code from the stand-in) and cash, for BENCH_SECONDS (30 s). A checkout
 * answered 409 付款確認中 is sent again with the same Idempotency-Key, as the counter does, until it is answered.
 *
 * Printed: checkouts, lost answers, p50 / p99 of LINE Pay and of cash checkouts (first send to final answer) and
 * their ratio, and the audit after the run (the settling worker had its turn): charges the stand-in took against
 * orders we wrote. Double charges (a checkout charged more than once) and charges without an order must be 0. The
 * last line is one JSON object.
 *
 * Environment: BENCH_SECONDS (30), BENCH_TERMINALS (10), BENCH_PAY_INTERVAL_MS (2000), BENCH_LOSS_RATE (0.05).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { PAYMENT_PATHS } from '@diancan/core';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { pgliteHandle } from '../apps/server/src/platform/db/database.js';
import { seedDemoData } from '../apps/server/src/seed/demo-seed.js';
import { LINE_PAY_STAND_IN_CHANNEL } from '../apps/server/src/features/payments/index.js';
import { type BenchStore, orderBody, percentile, postOrder, seedBenchStores, signIn } from './orders-fixtures.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const TERMINALS = Number(process.env.BENCH_TERMINALS ?? 10);
const INTERVAL_MS = Number(process.env.BENCH_PAY_INTERVAL_MS ?? 2000);
const LOSS_RATE = Number(process.env.BENCH_LOSS_RATE ?? 0.05);

const dataDir = mkdtempSync(path.join(tmpdir(), 'diancan-bench-pay-'));
const config = {
  ...loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }),
  webDist: null,
  smtpUrl: null,
  demoData: false,
  deliveryPlatforms: { standIns: false, tokenKey: randomBytes(32).toString('base64'), uberEats: null, foodpanda: null },
  payments: {
    standIns: true,
    linePayApiUrl: null,
    jkoPayApiUrl: null,
    jkoPayPosApiUrl: null,
    // A lost answer is given up on after 2 s, then the status is asked every 500 ms.
    callTimeoutMs: 2000,
    settleWaitMs: 10_000,
    pollMs: 500,
    timings: { notFoundAfterMs: 5000, jkoInquiryAfterMs: 15_000, jkoCancelAfterMs: 60_000, onlineExpiryMs: 20 * 60_000, orphanAfterMs: 10 * 60_000 },
  },
};

async function main(): Promise<void> {
  const pglite = await PGlite.create(path.join(dataDir, 'data'));
  const handle = pgliteHandle(pglite);
  await handle.migrate();
  await seedDemoData(handle.db);
  const app = await buildApp({ config, db: handle.db, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const standIn = app.services.payments.standIns.linePay;
  if (!standIn) throw new Error('no LINE Pay stand-in');
  const db = app.services.db;
  const stores = await seedBenchStores(db, TERMINALS, 'pay');
  const session = await signIn(baseUrl);
  const linePayIds = new Map<number, number>();
  for (const store of stores) {
    const rows = (await db.execute(sql`
      insert into pay_methods (store_id, name, statistic_key, sort) values (${store.storeId}, 'LINE Pay', 'LINE_PAY_OFFLINE', 2) returning id`)) as unknown as { rows: { id: number }[] };
    linePayIds.set(store.storeId, Number(rows.rows[0]?.id));
    const saved = await fetch(`${baseUrl}${PAYMENT_PATHS.linePay.path}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-csrf-token': session.xsrfToken },
      body: JSON.stringify({ storeId: store.storeId, ...LINE_PAY_STAND_IN_CHANNEL, enabled: true }),
    });
    if (!saved.ok) throw new Error(`saving LINE Pay failed: ${saved.status}`);
  }
  standIn.faults.lossRate = LOSS_RATE;

  const latencies = { linePay: [] as number[], cash: [] as number[] };
  let failures = 0;
  let settlingRetries = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const lostBefore = standIn.payCalls;

  const terminal = async (store: BenchStore, index: number) => {
    let seed = index * 1000;
    // Spread the terminals' first checkouts over one interval.
    await new Promise((resolve) => setTimeout(resolve, (INTERVAL_MS * index) / TERMINALS));
    while (performance.now() < deadline) {
      const started = performance.now();
      seed += 1;
      const wallet = seed % 2 === 0;
      const base = orderBody(store, seed);
      const body = wallet
        ? { ...base, payment: { payMethodId: linePayIds.get(store.storeId)!, paid: base.expectedTotals.payable, oneTimeKey: standIn.issueOneTimeKey() }, expectedTotals: { ...base.expectedTotals, change: 0 } }
        : base;
      const text = JSON.stringify(body);
      const key = randomUUID();
      let answer = await postOrder(baseUrl, session, text, key);
      while (answer.status === 409 && answer.message === '付款確認中，請稍候') {
        settlingRetries += 1;
        await new Promise((resolve) => setTimeout(resolve, 1000));
        answer = await postOrder(baseUrl, session, text, key);
      }
      const took = performance.now() - started;
      if (answer.status === 200) (wallet ? latencies.linePay : latencies.cash).push(took);
      else failures += 1;
      const rest = INTERVAL_MS - took;
      if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
    }
  };
  await Promise.all(stores.map((store, index) => terminal(store, index)));
  standIn.faults.lossRate = 0;
  await app.services.payments.settler.round();

  // The audit: what the stand-in took, against what we wrote.
  const attempts = (await db.execute(sql`
    select merchant_order_id, status, order_id, refunded_cents, amount_cents from payment_attempts where channel = 'COUNTER'`)) as unknown as {
    rows: { merchant_order_id: string; status: string; order_id: number | null; refunded_cents: number; amount_cents: number }[];
  };
  const byId = new Map(attempts.rows.map((row) => [row.merchant_order_id, row]));
  const taken = standIn.completedCharges(LINE_PAY_STAND_IN_CHANNEL.channelId);
  const perOrderId = new Map<string, number>();
  for (const charge of taken) perOrderId.set(charge.orderId, (perOrderId.get(charge.orderId) ?? 0) + 1);
  const doubleCharges = [...perOrderId.values()].filter((count) => count > 1).length;
  const withoutOrder = taken.filter((charge) => {
    const row = byId.get(charge.orderId);
    return (row?.order_id ?? null) === null && charge.refunded < charge.amount;
  }).length;
  const unsettled = attempts.rows.filter((row) => row.status === 'PENDING').length;
  const ordersPaidByLinePay = Number(
    ((await db.execute(sql`select count(*)::int as n from order_payments where statistic_key = 'LINE_PAY_OFFLINE'`)) as unknown as { rows: { n: number }[] }).rows[0]?.n,
  );

  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const linePay = sorted(latencies.linePay);
  const cash = sorted(latencies.cash);
  const figures = {
    seconds: SECONDS,
    terminals: TERMINALS,
    lossRate: LOSS_RATE,
    checkouts: linePay.length + cash.length,
    failures,
    linePayCheckouts: linePay.length,
    cashCheckouts: cash.length,
    payCalls: standIn.payCalls - lostBefore,
    settlingRetries,
    linePayP50Ms: Math.round(percentile(linePay, 50)),
    linePayP99Ms: Math.round(percentile(linePay, 99)),
    cashP50Ms: Math.round(percentile(cash, 50)),
    cashP99Ms: Math.round(percentile(cash, 99)),
    p99Ratio: Number((percentile(linePay, 99) / Math.max(1, percentile(cash, 99))).toFixed(1)),
    chargesTaken: taken.length,
    ordersPaidByLinePay,
    doubleCharges,
    chargesWithoutOrder: withoutOrder,
    unsettledAttempts: unsettled,
  };
  console.log(`checkouts: ${figures.checkouts} (${figures.linePayCheckouts} LINE Pay, ${figures.cashCheckouts} cash), failures ${failures}`);
  console.log(`LINE Pay: p50 ${figures.linePayP50Ms} ms, p99 ${figures.linePayP99Ms} ms; cash: p50 ${figures.cashP50Ms} ms, p99 ${figures.cashP99Ms} ms; p99 ratio ${figures.p99Ratio}`);
  console.log(`pay calls ${figures.payCalls}, 付款確認中 retries ${settlingRetries}; charges taken ${taken.length}, orders paid by LINE Pay ${ordersPaidByLinePay}`);
  console.log(`double charges ${doubleCharges}, charges without an order ${withoutOrder}, unsettled ${unsettled}`);
  await app.close();
  await pglite.close();
  rmSync(dataDir, { recursive: true, force: true });
  console.log(JSON.stringify({ bench: 'pay', ok: doubleCharges === 0 && withoutOrder === 0 && failures === 0, ...figures }));
}

main().catch((error: unknown) => {
  console.error(error);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
});
