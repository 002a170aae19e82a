// The offline counter of issue 22 (docs/offline.md): with the network cut the POS keeps selling cash orders into its
// IndexedDB outbox behind the banner 離線中，N 筆訂單待上傳, opens again after a reload with no network (the service
// worker's shell, the saved menu), and when the network returns every order reaches the server once, in order, with
// the time it was taken, also when the network drops again in the middle of the upload and an answer is lost.
import type { Browser, BrowserContext, Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn, WIDE } from './support/browser.js';

const ADD_ORDER = '/api/back/pos/addOrder';
const FIRST = 30;
const AFTER_RELOAD = 5;

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser, WIDE));
  await signIn(page, 'store');
  await page.waitForURL('**/store-pos');
  await itemButton('滷肉飯').waitFor();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

function itemButton(name: string): Locator {
  return page.getByRole('list', { name: '餐點' }).getByRole('button', { name: new RegExp(`^${name} `) });
}

const dialog = () => page.getByRole('dialog');
const banner = () => page.getByRole('status').filter({ hasText: '筆訂單待上傳' });

async function openTeaCategory(): Promise<void> {
  await page.getByRole('navigation', { name: '分類' }).getByRole('button', { name: '飲料', exact: true }).click();
  await itemButton('紅茶').waitFor();
}

/** The offline invoice numbers the done dialog showed, in the order sold ('AB-00000100'). */
const offlineInvoices: string[] = [];

/** One cash order of one 紅茶 at the exact amount, confirmed and closed; keeps the invoice number it was given. */
async function sellTea(): Promise<void> {
  await itemButton('紅茶').click();
  await page.getByRole('button', { name: '結帳', exact: true }).click();
  await expect.poll(() => dialog().getByRole('radio', { name: '現金' }).getAttribute('aria-checked')).toBe('true');
  await dialog().getByRole('button', { name: '確認', exact: true }).click();
  await dialog().getByLabel('離線單號').waitFor();
  offlineInvoices.push(((await dialog().getByLabel('離線發票號碼').textContent()) ?? '').replace('發票號碼 ', ''));
  await dialog().getByRole('button', { name: '完成' }).click();
  await expect.poll(() => dialog().count()).toBe(0);
}

async function session(): Promise<{ storeId: number }> {
  return page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('diancan-session') ?? '{}') as { state?: { storeId: number } };
    return { storeId: stored.state?.storeId ?? 0 };
  });
}

interface Block {
  id: number;
  terminalId: string;
  letters: string;
  startNumber: number;
  endNumber: number;
  usedNumbers: number[];
}

/** This browser's offline invoice blocks, read through the store settings' call. */
async function terminalBlocks(): Promise<Block[]> {
  const { storeId } = await session();
  const terminal = await page.evaluate(() => localStorage.getItem('diancan-device-id'));
  const reply = await page.request.get(`/api/back/einvoice/getOfflineBlockList?storeId=${storeId}`);
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { data: Block[] }).data.filter((block) => block.terminalId === terminal);
}

interface Card {
  id: number;
  orderNo: string;
  createdAt: string;
}

/**
 * The orders still open on the live board, read through the board's own call. Each card's fields are checked: a
 * card read by a wrong name (it is `id`, not `orderId`) once made every card look alike and hid the new ones.
 */
async function boardOrders(): Promise<Card[]> {
  const { storeId } = await session();
  const reply = await page.request.get(`/api/back/order/getOrderCardList?storeId=${storeId}&scope=OPEN`);
  expect(reply.status()).toBe(200);
  const cards = ((await reply.json()) as { data: Card[] }).data;
  for (const card of cards) expect(card).toMatchObject({ id: expect.any(Number), orderNo: expect.any(String), createdAt: expect.any(String) });
  return cards;
}

/** The order ids the server gave the page's addOrder calls (a lost answer is not here; its replay is). */
const answeredIds = new Set<number>();
const answersRead: Promise<void>[] = [];
function recordAnswers(): void {
  page.on('response', (response) => {
    if (!response.url().endsWith(ADD_ORDER) || response.status() !== 200) return;
    answersRead.push(
      response.json().then(
        (body: { data: { orderId: number } }) => void answeredIds.add(body.data.orderId),
        () => undefined,
      ),
    );
  });
}

/** The keys still in the browser's outbox (IndexedDB `diancan-offline`). */
function outboxKeys(): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('diancan-offline');
        open.onerror = () => reject(open.error ?? new Error('indexedDB'));
        open.onsuccess = () => {
          const keys = open.result.transaction('outbox').objectStore('outbox').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String));
          keys.onerror = () => reject(keys.error ?? new Error('indexedDB'));
        };
      }),
  );
}

/** What a failed upload check reports: where the page is, what waits, what was refused. */
async function outboxState(): Promise<string> {
  const refused = await page.getByRole('alert').filter({ hasText: '離線訂單上傳被拒' }).allTextContents();
  return `page ${page.url()}, outbox ${(await outboxKeys()).length} waiting, refused: ${JSON.stringify(refused)}`;
}

it('sells through a network cut and a reload, then uploads every order exactly once, also when cut again mid-upload', async () => {
  // Other journeys on this server may have left open orders in the store: only the new ones count.
  const before = new Set((await boardOrders()).map((order) => order.id));
  recordAnswers();
  // The shell is cached by the service worker, and the reads the POS sells with are saved, before the cut.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await openTeaCategory();
  await itemButton('紅茶').click();
  await page.getByRole('button', { name: '結帳', exact: true }).click();
  await dialog().getByRole('radio', { name: 'LINE Pay' }).waitFor(); // the pay methods were read (and saved)
  await dialog().getByRole('button', { name: '取消', exact: true }).click();
  await expect.poll(() => dialog().count()).toBe(0);

  // This terminal reserved its book of 50 invoice numbers while online.
  await expect.poll(async () => (await terminalBlocks()).length).toBe(1);
  const [block] = await terminalBlocks();

  const cutAt = Date.now();
  await context.setOffline(true);
  await expect.poll(() => banner().textContent()).toBe('離線中，0 筆訂單待上傳');
  for (let sold = 0; sold < FIRST; sold += 1) await sellTea();
  await expect.poll(() => banner().textContent()).toBe(`離線中，${FIRST} 筆訂單待上傳`);

  await page.reload();
  await openTeaCategory();
  await expect.poll(() => banner().textContent()).toBe(`離線中，${FIRST} 筆訂單待上傳`);
  for (let sold = 0; sold < AFTER_RELOAD; sold += 1) await sellTea();
  const total = FIRST + AFTER_RELOAD;
  await expect.poll(() => banner().textContent()).toBe(`離線中，${total} 筆訂單待上傳`);
  const lastTakenBy = Date.now();

  // Back online; the 10th upload reaches the server, then the network drops before its answer comes back.
  let sent = 0;
  let lostAnswer: (() => Promise<void>) | null = null;
  let reachedServer: () => void = () => undefined;
  const cutMidway = new Promise<void>((resolve) => (reachedServer = resolve));
  await context.route(`**${ADD_ORDER}`, async (route: Route) => {
    sent += 1;
    if (sent !== 10) return route.continue();
    await route.fetch(); // the server creates the order
    lostAnswer = () => route.abort('internetdisconnected');
    reachedServer();
  });
  await context.setOffline(false);
  await cutMidway;
  await context.setOffline(true);
  await (lostAnswer as (() => Promise<void>) | null)?.();
  // The drain stopped at the lost answer: the orders before it are through, that order and the ones after it wait.
  await expect.poll(async () => Number(/^離線中，(\d+) /.exec((await banner().textContent()) ?? '')?.[1] ?? total)).toBeLessThan(total);
  await context.unroute(`**${ADD_ORDER}`);
  await context.setOffline(false);

  // Every order reaches the board (polled: the banner going is the screen's word, the board is the server's). 35
  // uploads one after another, each a checkout with its invoice: a minute on a busy machine.
  let uploaded: Card[] = [];
  await expect
    .poll(async () => {
      uploaded = (await boardOrders()).filter((order) => !before.has(order.id));
      return uploaded.length;
    }, { timeout: 60_000 })
    .toBe(total)
    .catch(async (error: unknown) => {
      throw new Error(`${String(error)}; ${await outboxState()}`);
    });
  await expect.poll(() => banner().count()).toBe(0);
  expect(page.url()).toMatch(/\/store-pos$/);
  expect(await outboxKeys()).toEqual([]);
  // Nothing was refused (a refusal would stay on screen, flagged, with the server's reason).
  expect(await page.getByRole('alert').filter({ hasText: '離線訂單上傳被拒' }).allTextContents()).toEqual([]);
  expect(new Set(uploaded.map((order) => order.orderNo)).size).toBe(total);
  // The board's new orders are exactly the ones the server answered the uploads with (the lost answer's replay named
  // the order its first send created), each stored with the time it was taken offline, not the time it arrived.
  await Promise.all(answersRead);
  expect(new Set(uploaded.map((order) => order.id))).toEqual(answeredIds);
  for (const order of uploaded) expect(Date.parse(order.createdAt)).toSatisfy((at: number) => at >= cutAt && at <= lastTakenBy);
  // Each offline invoice took the next number of this terminal's block, and the server recorded exactly those.
  const numbers = Array.from({ length: total }, (_, index) => block!.startNumber + index);
  expect(offlineInvoices).toEqual(numbers.map((number) => `${block!.letters}-${String(number).padStart(8, '0')}`));
  const [after] = await terminalBlocks();
  expect([after?.id, [...(after?.usedNumbers ?? [])].sort((a, b) => a - b)]).toEqual([block!.id, numbers]);
  // Uploaded in the order taken: the server's numbers follow the times the cashier took them.
  uploaded.sort((a, b) => Number(a.orderNo) - Number(b.orderNo));
  const times = uploaded.map((order) => Date.parse(order.createdAt));
  expect([...times].sort((a, b) => a - b)).toEqual(times);
}, 240_000);
