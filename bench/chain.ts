/**
 * npm run bench:chain — a chain's brand menu and its cross-store report (issue 37, docs/chains.md).
 *
 * On a fresh migrated database with the demo data (whose brand 示範餐廳 has both demo stores and the HQ login `hq`)
 * grown to STORES stores in the brand: the first demo store (the source) gets a menu of ITEMS items in 20 categories
 * with taste groups, and ORDERS orders over a year are spread over the brand's stores, bulk-loaded with
 * generate_series (set-based SQL, a month per statement). The app runs in this process on a real port.
 *
 * 1. Publish: baseline = store/copyMenu of the source menu into one empty store (the same writer, one store); then
 *    HQ publishes the menu to every other store of the brand (all added), changes every price at the source and
 *    publishes again (all updated). Per store: the time its transaction took (between the MENU_CHANGED hooks that
 *    follow each store's commit); printed p50 / p99 per store, the whole publish, stores done and failed, and the
 *    per-store p99 against the baseline.
 * 2. Cross-store turnover of one month (brand/report/turnover, every store's own revenue query), RUNS times; baseline
 *    = one store's own revenue (store/report/order/revenue) of the same month. Also the cross-store ranking. Goal
 *    (PostgreSQL): turnover p99 <= 300 ms over 1,000,000 orders in 50 stores.
 *
 * The database: PostgreSQL (a scratch database on the server) when BENCH_DATABASE_URL or TEST_DATABASE_URL is set,
 * else the embedded PGlite in a data folder on disk. The last line is one JSON object.
 * Environment: BENCH_STORES (50), BENCH_ITEMS (300), BENCH_ORDERS (1,000,000), BENCH_RUNS (30).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { addDays, BRAND_PATHS, type BrandPublishResult, REPORT_PATHS } from '@diancan/core';
import { MENU_PATHS } from '@diancan/core/contracts/menu';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { type Database, type DatabaseHandle, pgliteHandle } from '../apps/server/src/platform/db/database.js';
import { queryRows } from '../apps/server/src/platform/db/raw-rows.js';
import { DEMO_BRAND, DEMO_MANAGER_CODE, DEMO_PASSWORD, DEMO_STORES } from '../apps/server/src/seed/demo-data.js';
import { seedDemoData } from '../apps/server/src/seed/demo-seed.js';
import { FIRST_DAY, insertLines, insertOrders, insertPayments } from './report-fixtures.js';
import { withScratchPostgres } from './scratch-postgres.js';

const STORES = Number(process.env.BENCH_STORES ?? 50);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 300);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 3;
const DAYS = 365;
const MONTH = { startDate: '2026-06-01', endDate: '2026-06-30' };
const GOAL_MS = { turnoverP99: 300 };

type DatabaseKind = 'embedded' | 'postgresql';
interface Timing {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}
interface PublishRun {
  wholeMs: number;
  perStore: Timing;
  storesDone: number;
  failed: number;
  added: number;
  updated: number;
}

const round = (ms: number) => Math.round(ms * 10) / 10;
const ratio = (value: number, base: number) => (base > 0 ? Math.round((value / base) * 100) / 100 : null);
function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}
function timingOf(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50Ms: round(percentile(sorted, 50)), p99Ms: round(percentile(sorted, 99)), maxMs: round(sorted.at(-1) ?? 0) };
}

async function one(db: Database, statement: SQL): Promise<number> {
  const [row] = await queryRows<Record<string, unknown>>(db, statement);
  return Number(Object.values(row ?? {})[0] ?? 0);
}

// ---- bulk load -------------------------------------------------------------------------------

/** The brand grown to STORES stores (each with cash and LINE Pay), the source's menu grown to ITEMS items. */
async function loadChain(db: Database): Promise<{ brandId: number; sourceId: number; emptyStoreId: number }> {
  const sourceId = await one(db, sql`select id from stores where name = ${DEMO_STORES[0]}`);
  const brandId = await one(db, sql`select brand_id from brand_stores where store_id = ${sourceId}::int`);
  const inBrand = await one(db, sql`select count(*) from brand_stores where brand_id = ${brandId}::int`);
  await db.execute(sql`
    with added as (insert into stores (name) select '連鎖分店 ' || g from generate_series(1, ${STORES - inBrand}::int) g returning id)
    insert into brand_stores (store_id, brand_id, created_at) select id, ${brandId}::int, now() from added`);
  const emptyStoreId = await one(db, sql`insert into stores (name) values ('複製基準店') returning id`);
  await db.execute(sql`
    insert into pay_methods (store_id, name, statistic_key, enabled, sort)
    select s.id, m.name, m.key, true, m.sort
    from stores s cross join (values ('現金', 'CASH', 1), ('LINE Pay', 'LINE_PAY_OFFLINE', 2)) m(name, key, sort)
    where not exists (select 1 from pay_methods p where p.store_id = s.id)`);

  const existing = await one(db, sql`select count(*) from menu_items where store_id = ${sourceId}::int and removed_at is null`);
  await db.execute(sql`
    insert into menu_categories (store_id, name, sort) select ${sourceId}::int, '連鎖分類 ' || g, 100 + g from generate_series(1, 20) g`);
  await db.execute(sql`
    insert into menu_items (store_id, category_id, name, price_cents, description, sort)
    select ${sourceId}::int, c.id, '連鎖餐點 ' || g, (50 + g % 200) * 100, '招牌' || g, g
    from generate_series(1, ${Math.max(0, ITEMS - existing)}::int) g
    join menu_categories c on c.store_id = ${sourceId}::int and c.name = '連鎖分類 ' || (1 + g % 20)`);
  await db.execute(sql`
    insert into menu_option_groups (store_id, name, least_selectable, most_selectable, sort)
    select ${sourceId}::int, '連鎖口味 ' || g, 1, 1, 100 + g from generate_series(1, 10) g`);
  await db.execute(sql`
    insert into menu_options (store_id, group_id, name, price_cents, sort)
    select ${sourceId}::int, og.id, o.name, o.price, o.sort
    from menu_option_groups og cross join (values ('正常', 0, 1), ('少冰', 0, 2), ('加大', 1000, 3)) o(name, price, sort)
    where og.store_id = ${sourceId}::int and og.name like '連鎖口味 %'`);
  await db.execute(sql`
    insert into menu_item_option_groups (store_id, item_id, group_id, sort)
    select ${sourceId}::int, i.id, og.id, 1
    from menu_items i join menu_option_groups og on og.store_id = i.store_id and og.name = '連鎖口味 ' || (1 + i.id % 10)
    where i.store_id = ${sourceId}::int and i.name like '連鎖餐點 %'`);
  return { brandId, sourceId, emptyStoreId };
}

/** ORDERS orders over a year, evenly over the brand's stores, with their lines and payments. */
async function loadOrders(db: Database, brandId: number): Promise<number> {
  const stores = sql`select store_id from brand_stores where brand_id = ${brandId}::int`;
  const perDay = Math.max(1, Math.ceil(ORDERS / STORES / DAYS));
  for (let fromDay = 0; fromDay < DAYS; fromDay += 30) {
    const toDay = Math.min(DAYS, fromDay + 30);
    await db.execute(insertOrders(stores, fromDay, toDay, perDay));
    const [from, to] = [addDays(FIRST_DAY, fromDay), addDays(FIRST_DAY, toDay - 1)];
    await db.execute(insertLines(stores, from, to));
    await db.execute(insertPayments(stores, from, to));
    process.stdout.write(`  loaded ${(toDay * perDay * STORES).toLocaleString('en-US')} orders\r`);
  }
  process.stdout.write('\n');
  await db.execute(sql`vacuum analyze`);
  return one(db, sql`select count(*) from orders o join brand_stores b on b.store_id = o.store_id where b.brand_id = ${brandId}::int`);
}

// ---- HTTP ------------------------------------------------------------------------------------

interface Session {
  baseUrl: string;
  cookie: string;
  xsrfToken: string;
}

async function signIn(baseUrl: string, account: string): Promise<Session> {
  const response = await fetch(`${baseUrl}/api/back/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${account} failed: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const { data } = (await response.json()) as { data: { xsrfToken: string } };
  return { baseUrl, cookie, xsrfToken: data.xsrfToken };
}

async function post<T>(session: Session, url: string, body: object): Promise<T> {
  const response = await fetch(`${session.baseUrl}${url}`, {
    method: 'POST',
    headers: { cookie: session.cookie, 'content-type': 'application/json', 'x-csrf-token': session.xsrfToken },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 200)}`);
  return (JSON.parse(text) as { data: T }).data;
}

async function repeat(work: () => Promise<unknown>): Promise<Timing> {
  const samples: number[] = [];
  for (let run = 0; run < WARMUP + RUNS; run++) {
    const started = performance.now();
    await work();
    if (run >= WARMUP) samples.push(performance.now() - started);
  }
  return timingOf(samples);
}

// ---- measuring -------------------------------------------------------------------------------

async function measure(handle: DatabaseHandle, database: DatabaseKind) {
  await handle.migrate();
  await seedDemoData(handle.db);
  const db = handle.db;
  const loadStarted = performance.now();
  const { brandId, sourceId, emptyStoreId } = await loadChain(db);
  console.log(`${database}: ${STORES} stores in the brand, ${ITEMS} items at the source; loading ${ORDERS.toLocaleString('en-US')} orders...`);
  const orders = await loadOrders(db, brandId);
  const loadMs = Math.round(performance.now() - loadStarted);
  const items = await one(db, sql`select count(*) from menu_items where store_id = ${sourceId}::int and removed_at is null`);
  const targets = (await queryRows<{ id: unknown }>(db, sql`select store_id as id from brand_stores where brand_id = ${brandId}::int and store_id <> ${sourceId}::int order by store_id`)).map(
    (row) => Number(row.id),
  );

  const config = { ...loadConfig({ NODE_ENV: 'test' }), databaseUrl: null, webDist: null, logLevel: 'silent' };
  const app = await buildApp({ config, db, logger: false });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const [hq, manager, owner] = [await signIn(baseUrl, DEMO_BRAND.hq.account), await signIn(baseUrl, 'manager'), await signIn(baseUrl, 'store')];
    await post(owner, '/api/back/account/validManagerCode', { storeId: sourceId, managerCode: DEMO_MANAGER_CODE });

    // Each store's commit is followed by its MENU_CHANGED hook: the gaps between them are the stores' transactions.
    let marks: number[] = [];
    app.services.menu.changes.subscribe(() => {
      marks.push(performance.now());
    });
    const publishRun = async (): Promise<PublishRun> => {
      marks = [];
      const started = performance.now();
      const result = await post<BrandPublishResult>(hq, BRAND_PATHS.publish.path, { brandId, sourceStoreId: sourceId, storeIds: targets, note: 'bench' });
      const wholeMs = performance.now() - started;
      const perStore = marks.map((mark, index) => mark - (index === 0 ? started : (marks[index - 1] as number)));
      return {
        wholeMs: round(wholeMs),
        perStore: timingOf(perStore),
        storesDone: result.stores.filter((store) => store.ok).length,
        failed: result.failedStoreIds.length,
        added: result.stores.reduce((sum, store) => sum + store.added, 0),
        updated: result.stores.reduce((sum, store) => sum + store.updated, 0),
      };
    };

    const copyStarted = performance.now();
    await post(manager, MENU_PATHS.store.copyMenu.path, { sourceStoreId: sourceId, targetStoreId: emptyStoreId });
    const copyMenuMs = round(performance.now() - copyStarted);
    const first = await publishRun();
    await db.execute(sql`update menu_items set price_cents = price_cents + 100 where store_id = ${sourceId}::int`);
    const again = await publishRun();
    // Every store has every item of the version, once.
    const perStoreItems = await queryRows<{ n: unknown }>(
      db,
      sql`select count(*) as n from brand_menu_links l join menu_items i on i.id = l.target_id and i.removed_at is null
          where l.brand_id = ${brandId}::int and l.kind = 'item' group by l.store_id`,
    );
    const complete = perStoreItems.length === targets.length && perStoreItems.every((row) => Number(row.n) === items);

    const month = { brandId, ...MONTH };
    const storeRevenue = await repeat(() => post(owner, REPORT_PATHS.revenue.path, { storeId: sourceId, ...MONTH }));
    const turnover = await repeat(() => post(hq, BRAND_PATHS.turnover.path, month));
    const turnoverYear = await repeat(() => post(hq, BRAND_PATHS.turnover.path, { brandId, startDate: FIRST_DAY, endDate: addDays(FIRST_DAY, DAYS - 1) }));
    const ranking = await repeat(() => post(hq, BRAND_PATHS.ranking.path, month));
    return {
      database,
      stores: targets.length + 1,
      items,
      orders,
      loadMs,
      publish: { baselineCopyMenuMs: copyMenuMs, first, again, complete, perStoreP99VsCopyMenu: ratio(again.perStore.p99Ms, copyMenuMs) },
      report: {
        baselineStoreRevenue: storeRevenue,
        turnoverMonth: turnover,
        turnoverYear,
        rankingMonth: ranking,
        turnoverP99VsStoreRevenue: ratio(turnover.p99Ms, storeRevenue.p99Ms),
      },
      withinGoal: turnover.p99Ms <= GOAL_MS.turnoverP99 && first.failed === 0 && again.failed === 0 && complete,
    };
  } finally {
    await app.close();
  }
}

type Result = Awaited<ReturnType<typeof measure>>;

function print(result: Result): void {
  const show = (timing: Timing) => `p50 ${timing.p50Ms} ms, p99 ${timing.p99Ms} ms`;
  const { publish, report } = result;
  console.log(
    `${result.database}: ${result.stores} stores, ${result.items} items, ${result.orders.toLocaleString('en-US')} orders (loaded in ${(result.loadMs / 1000).toFixed(1)} s)`,
  );
  console.log(`  baseline store/copyMenu into one empty store: ${publish.baselineCopyMenuMs} ms`);
  for (const [name, run] of [['publish (all added)', publish.first], ['publish again (all updated)', publish.again]] as const) {
    console.log(
      `  ${name}: per store ${show(run.perStore)}; whole ${run.wholeMs} ms; ${run.storesDone} stores done, ${run.failed} failed (${run.added} added, ${run.updated} updated)`,
    );
  }
  console.log(`  every store has every item once: ${publish.complete}; per-store p99 / copyMenu: ${publish.perStoreP99VsCopyMenu}`);
  console.log(`  baseline one store's revenue, one month: ${show(report.baselineStoreRevenue)}`);
  console.log(`  brand/report/turnover, one month: ${show(report.turnoverMonth)} (goal p99 <= ${GOAL_MS.turnoverP99} ms; ${report.turnoverP99VsStoreRevenue}x one store)`);
  console.log(`  brand/report/turnover, the whole year: ${show(report.turnoverYear)}`);
  console.log(`  brand/report/ranking, one month: ${show(report.rankingMonth)}`);
}

async function withEmbedded<T>(work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const folder = mkdtempSync(path.join(tmpdir(), 'diancan-bench-chain-'));
  const pglite = await PGlite.create(path.join(folder, 'data'));
  try {
    return await work(pgliteHandle(pglite));
  } finally {
    await pglite.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const serverUrl = (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL)?.trim();
  const result = serverUrl
    ? await withScratchPostgres(serverUrl, 'chain', (handle) => measure(handle, 'postgresql'))
    : await withEmbedded((handle) => measure(handle, 'embedded'));
  print(result);
  console.log(JSON.stringify({ bench: 'chain', goalMs: GOAL_MS, sizes: { stores: STORES, items: ITEMS, orders: ORDERS, runs: RUNS }, ...result }));
  if (result.database === 'postgresql' && !result.withinGoal) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
