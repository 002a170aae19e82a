/**
 * npm run bench:web — the weight and speed of the counter screen (issue 15).
 *
 * The built web app (apps/web/dist; `npm run build` first) is served by the app in this process, over a fresh
 * embedded database with the demo data. A store user opens /store-pos cold (a new browser context: empty cache) in
 * headless Chromium, first with the demo menu, then after the same store was given a 20,000-item menu (bench/large-
 * menu.ts, as bench:menu seeds it). Printed per case, as the median of BENCH_RUNS cold loads: the JS files fetched,
 * their bytes as transferred and as brotli (what the budget counts; each file compressed at quality 11, as a
 * pre-compressing server or CDN would send it), the entry chunk's brotli size, and the time from navigation start to
 * the first item card that can be clicked. The last line is one JSON object. The dialogs a sale needs, which the POS
 * fetches as soon as its code is in (issue 39, features/pos/sale-code.ts), are reported apart (`salePreloadBrotliBytes`):
 * the budget counts the route's own files, as before they were fetched ahead.
 *
 * Goals: POS route JS <= 300 KiB brotli; with 20,000 items the first item clickable within 800 ms.
 * Environment: BENCH_RUNS (default 3), BENCH_ITEMS, BENCH_CATEGORIES; for looking closer BENCH_LIST, BENCH_TRACE,
 * BENCH_PROFILE, BENCH_CDP_TRACE, BENCH_SERVER_LOG, BENCH_API_DELAY_MS and BENCH_WEB_DIST (docs/counter-speed.md).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { chromium, type Browser, type BrowserContext, type CDPSession } from 'playwright-core';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { pgliteHandle } from '../apps/server/src/platform/db/database.js';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-data.js';
import { seedDemoData } from '../apps/server/src/seed/demo-seed.js';
import { firstStoreId, seedLargeMenu } from './large-menu.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 20_000);
const CATEGORIES = Number(process.env.BENCH_CATEGORIES ?? 200);
const GOAL_JS_BROTLI_KIB = 300;
const GOAL_FIRST_CLICKABLE_MS = 800;
/** BENCH_WEB_DIST: another build to measure (a baseline built from main, for a before/after in one run window). */
const WEB_DIST = process.env.BENCH_WEB_DIST ?? new URL('../apps/web/dist', import.meta.url).pathname;
/** The first item card a cashier can tap (ItemGrid). */
const CLICKABLE_ITEM = '[role="list"][aria-label="餐點"] [role="listitem"] button:not([disabled])';
/** The sale's dialogs the POS fetches ahead (features/pos/sale-code.ts): checkout, 結帳完成, item detail, print preview. */
const SALE_PRELOAD = /\/assets\/(CheckoutModal|OrderDoneModal|ItemDetailModal|PrintoutList)-[\w-]+\.js$/;

type SessionState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface Load {
  jsFiles: number;
  jsTransferredBytes: number;
  jsBrotliBytes: number;
  entryBrotliBytes: number;
  /** The sale's dialogs fetched ahead, not counted in jsFiles and jsBrotliBytes. */
  salePreloadBrotliBytes: number;
  firstClickableMs: number;
  /** The app's own POS grid (after the first screen the boot script draws on a reopened counter, decision 0007). */
  appClickableMs: number;
}

interface Case extends Load {
  menu: 'demo' | `${number} items`;
  runs: number;
}

const brotliSizes = new Map<string, number>();

/** The brotli size of a built file (each file once). */
function brotliSize(urlPath: string): number {
  const cached = brotliSizes.get(urlPath);
  if (cached !== undefined) return cached;
  const size = brotliCompressSync(readFileSync(path.join(WEB_DIST, urlPath))).length;
  brotliSizes.set(urlPath, size);
  return size;
}

/**
 * The entry: every JS file index.html itself loads (its module script and the files it preloads), before any page
 * asks for its own chunk.
 */
function entryFiles(): string[] {
  const html = readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
  const files = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1] ?? '');
  if (files.length === 0) throw new Error('no entry script in index.html');
  return files;
}

/**
 * BENCH_CDP_TRACE=<file>: Chromium's own trace of the last load (every process and thread: parse, compile, style,
 * layout, paint, network), in the trace-event format chrome://tracing and ui.perfetto.dev open.
 */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'disabled-by-default-v8.compile', 'blink', 'loading', 'toplevel', 'cc', 'viz'];

async function startTrace(session: CDPSession): Promise<() => Promise<void>> {
  const events: unknown[] = [];
  session.on('Tracing.dataCollected', (data) => events.push(...data.value));
  await session.send('Tracing.start', { traceConfig: { includedCategories: TRACE_CATEGORIES } });
  // The browser's processes start recording a moment after the answer: without the wait the navigation was missing.
  await new Promise((resolve) => setTimeout(resolve, 500));
  return async () => {
    const complete = new Promise((resolve) => session.once('Tracing.tracingComplete', resolve));
    await session.send('Tracing.end');
    await complete;
    writeFileSync(process.env.BENCH_CDP_TRACE ?? 'trace.json', JSON.stringify({ traceEvents: events }));
  };
}

/**
 * Records, in the page itself, when the first clickable item card appears, and when the app's own grid does (the
 * first may be on the screen the boot script draws before the app, features/pos/boot-screen): a MutationObserver installed
 * before any script of the page runs, so no polling from outside delays or blurs the figures. (A string: tsx's
 * compiled functions call helpers the page does not have.)
 */
const WATCH_FIRST_CLICKABLE = `
  new MutationObserver((_records, observer) => {
    const cards = [...document.querySelectorAll(${JSON.stringify(CLICKABLE_ITEM)})];
    if (cards.length === 0) return;
    window.firstClickableAt ??= performance.now();
    if (!cards.some((card) => !card.closest('#diancan-boot-screen'))) return;
    window.appClickableAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
`;

/** A cold load, and the browser state it leaves (localStorage: the session and the counter's boot reads). */
async function coldLoad(browser: Browser, baseUrl: string, storageState: SessionState): Promise<Load & { leaves: SessionState }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: baseUrl, storageState });
  try {
    const page = await context.newPage();
    await page.addInitScript(WATCH_FIRST_CLICKABLE);
    const profiler = process.env.BENCH_PROFILE ? await context.newCDPSession(page) : null;
    if (profiler) await Promise.all([profiler.send('Profiler.enable'), profiler.send('Profiler.setSamplingInterval', { interval: 200 })]).then(() => profiler.send('Profiler.start'));
    const scripts: { urlPath: string; transferred: Promise<number> }[] = [];
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() !== 'script' || !url.pathname.endsWith('.js')) return;
      // A file that finishes after the sizes were summed is still asked for its size when the context closes: that
      // rejection must not end the bench (it did, now and then, as an unhandled rejection).
      const transferred = request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize);
      transferred.catch(() => undefined);
      scripts.push({ urlPath: url.pathname, transferred });
    });
    const stopTrace = process.env.BENCH_CDP_TRACE ? await startTrace(await context.newCDPSession(page)) : null;
    await page.goto('/store-pos');
    await page.waitForFunction(() => (window as unknown as { appClickableAt?: number }).appClickableAt !== undefined, null, { timeout: 60_000 });
    const [firstClickableMs, appClickableMs] = await page.evaluate(() => {
      const times = window as unknown as { firstClickableAt: number; appClickableAt: number };
      return [Math.round(times.firstClickableAt), Math.round(times.appClickableAt)];
    });
    if (profiler) printProfile((await profiler.send('Profiler.stop')).profile);
    await stopTrace?.();
    // Whatever the page still fetches right after (a lazy chunk it asked for at once) counts too.
    await page.waitForLoadState('networkidle');
    const salePreload = scripts.filter((script) => SALE_PRELOAD.test(script.urlPath));
    const route = scripts.filter((script) => !SALE_PRELOAD.test(script.urlPath));
    const transferred = await Promise.all(route.map((script) => script.transferred));
    if (process.env.BENCH_TRACE) {
      const entries = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((e) => [Math.round(e.startTime), Math.round(e.responseEnd), (e as PerformanceResourceTiming).initiatorType, e.name.replace(location.origin, '')] as const),
      );
      for (const [start, end, kind, name] of entries) console.log(`  ${String(start).padStart(6)} ${String(end).padStart(6)} ${kind.padEnd(8)} ${name.slice(0, 100)}`);
      const nav = await page.evaluate(() => JSON.stringify(performance.getEntriesByType('navigation')[0]?.toJSON()));
      console.log(nav);
      console.log('first clickable', firstClickableMs, "the app's own grid", appClickableMs);
    }
    if (process.env.BENCH_LIST) for (const script of scripts) console.log(`  ${kib(brotliSize(script.urlPath)).padStart(8)}  ${script.urlPath}`);
    return {
      leaves: await context.storageState(),
      jsFiles: route.length,
      jsTransferredBytes: transferred.reduce((sum, bytes) => sum + bytes, 0),
      jsBrotliBytes: route.reduce((sum, script) => sum + brotliSize(script.urlPath), 0),
      entryBrotliBytes: entryFiles().reduce((sum, file) => sum + brotliSize(file), 0),
      salePreloadBrotliBytes: salePreload.reduce((sum, script) => sum + brotliSize(script.urlPath), 0),
      firstClickableMs,
      appClickableMs,
    };
  } finally {
    await context.close();
  }
}

/** BENCH_PROFILE=1: where the page's main thread spent its time until the first clickable item, by file and function. */
function printProfile(profile: { nodes: { id: number; callFrame: { functionName: string; url: string }; hitCount?: number }[]; samples?: number[]; timeDeltas?: number[] }): void {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  profile.samples?.forEach((id, i) => {
    const frame = nodes.get(id)?.callFrame;
    const ms = (profile.timeDeltas?.[i + 1] ?? 0) / 1000;
    const file = frame?.url ? frame.url.replace(/^.*\//, '') : `(${frame?.functionName || 'native'})`;
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    byFunction.set(`${frame?.functionName || '(anonymous)'} ${file}`, (byFunction.get(`${frame?.functionName || '(anonymous)'} ${file}`) ?? 0) + ms);
  });
  const top = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([name, ms]) => `  ${ms.toFixed(0).padStart(6)} ms  ${name}`).join('\n');
  console.log(`self time by file:\n${top(byFile)}\nby function:\n${top(byFunction)}`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

async function measureCase(browser: Browser, baseUrl: string, storageState: SessionState, menu: Case['menu']): Promise<Case> {
  // One warm-up load: the server's first answers (plan caches) are not what a cashier waits for. The measured loads
  // start from the localStorage it left, as a counter reopened during the day does (the session, and the reads its
  // start sent, which boot.ts sends ahead: lib/boot-reads.ts); the HTTP cache is empty every time.
  const warmUp = await coldLoad(browser, baseUrl, storageState);
  console.log(`${menu.padEnd(12)} first open after signing in: first clickable item ${warmUp.firstClickableMs} ms`);
  const loads: Load[] = [];
  for (let run = 0; run < RUNS; run++) loads.push(await coldLoad(browser, baseUrl, warmUp.leaves));
  const of = (key: keyof Load) => median(loads.map((load) => load[key]));
  return {
    menu,
    runs: RUNS,
    jsFiles: of('jsFiles'),
    jsTransferredBytes: of('jsTransferredBytes'),
    jsBrotliBytes: of('jsBrotliBytes'),
    entryBrotliBytes: of('entryBrotliBytes'),
    salePreloadBrotliBytes: of('salePreloadBrotliBytes'),
    firstClickableMs: of('firstClickableMs'),
    appClickableMs: of('appClickableMs'),
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

function print(result: Case): void {
  console.log(
    `${result.menu.padEnd(12)} ${result.jsFiles} JS files, ${kib(result.jsTransferredBytes)} transferred, ` +
      `${kib(result.jsBrotliBytes)} brotli (entry ${kib(result.entryBrotliBytes)}), ${kib(result.salePreloadBrotliBytes)} fetched ahead for a sale; ` +
      `first clickable item ${result.firstClickableMs} ms, the app's own grid ${result.appClickableMs} ms (median of ${result.runs} cold loads)`,
  );
}

async function main(): Promise<void> {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) throw new Error('build the web app first: npm run build');
  const pglite = await PGlite.create();
  const handle = pgliteHandle(pglite);
  await handle.migrate();
  await seedDemoData(handle.db);
  const config = { ...loadConfig({ NODE_ENV: 'test' }), databaseUrl: null, webDist: WEB_DIST, logLevel: 'silent' };
  const app = await buildApp({ config, db: handle.db, logger: false });
  // BENCH_SERVER_LOG=1: each answer as the server timed it (a slow static file means the process waited for the CPU).
  // BENCH_API_DELAY_MS: every API answer that much later, as a store server farther away or slower than this one's.
  const apiDelayMs = Number(process.env.BENCH_API_DELAY_MS ?? 0);
  if (apiDelayMs > 0) app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) await new Promise((resolve) => setTimeout(resolve, apiDelayMs));
  });
  if (process.env.BENCH_SERVER_LOG) app.addHook('onResponse', async (request, reply) => console.log(`    server ${reply.elapsedTime.toFixed(0).padStart(5)} ms  ${request.url.slice(0, 80)}`));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    // Signed in once through the form; every measured load starts from this session with an empty cache.
    const signIn = await browser.newContext({ baseURL: baseUrl });
    const page = await signIn.newPage();
    await page.goto('/login');
    await page.getByLabel('帳號').fill('store');
    await page.getByLabel('密碼', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登入' }).click();
    await page.waitForURL('**/store-pos');
    const storageState = await signIn.storageState();
    await signIn.close();

    const demo = await measureCase(browser, baseUrl, storageState, 'demo');
    print(demo);
    await seedLargeMenu(handle.db, await firstStoreId(handle.db), { items: ITEMS, categories: CATEGORIES });
    const large = await measureCase(browser, baseUrl, storageState, `${ITEMS} items`);
    print(large);

    const withinGoal =
      Math.max(demo.jsBrotliBytes, large.jsBrotliBytes) <= GOAL_JS_BROTLI_KIB * 1024 && large.firstClickableMs <= GOAL_FIRST_CLICKABLE_MS;
    console.log(
      JSON.stringify({
        bench: 'web',
        goal: { jsBrotliKiB: GOAL_JS_BROTLI_KIB, firstClickableMs: GOAL_FIRST_CLICKABLE_MS },
        withinGoal,
        results: [demo, large],
      }),
    );
    if (!withinGoal) process.exitCode = 1;
  } finally {
    await browser.close();
    await app.close();
    await pglite.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
