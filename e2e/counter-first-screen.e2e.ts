// Issue 15: the counter's first screen before the app (features/pos/boot-screen, docs/counter-speed.md). A counter
// reopened cold shows the first category's items from the menu head boot.ts sent ahead, while the app's own code is
// still on its way (held back here); the items tapped there are in the cart once the POS is ready, and from then on
// only the app's own grid is on the page.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launchBrowser, signIn, WIDE } from './support/browser.js';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  // Without the service worker, whose answers from its cache the test could not hold back.
  context = await browser.newContext({ viewport: WIDE, baseURL: inject('baseUrl'), locale: 'zh-TW', timezoneId: 'Asia/Taipei', serviceWorkers: 'block' });
  page = await context.newPage();
  await signIn(page, 'store');
  await page.waitForURL('**/store-pos');
  await grid().getByRole('button').first().waitFor();
  // A cold open of the counter writes down its first reads for the next one.
  await page.reload();
  await grid().getByRole('button').first().waitFor();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const grid = () => page.getByRole('list', { name: '餐點', exact: true });
const firstScreen = () => page.locator('#diancan-boot-screen');

/** Reloads the counter with the app's entry file held until `release` is called. */
async function reloadWithAppHeld(): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload({ waitUntil: 'commit' });
  return release;
}

it('takes taps before the app has run and puts them in the cart when the POS is ready', async () => {
  const release = await reloadWithAppHeld();
  await firstScreen().waitFor();
  // Nothing of the app yet: the first screen's grid is the only one, drawn from the menu head.
  expect(await page.locator('#root').innerHTML()).toBe('');
  const item = grid().getByRole('button', { name: /^滷肉飯 / });
  await item.click();
  await item.click();
  await grid().getByRole('button', { name: /^滷肉飯 / }).getByLabel('已點 2').waitFor();

  release();
  await page.getByRole('list', { name: '已點餐點' }).getByRole('listitem').first().waitFor();
  await expect.poll(() => page.getByLabel('合計金額').textContent()).toBe('NT$80');
  expect(await firstScreen().count()).toBe(0);
  expect(await grid().count()).toBe(1);
  await page.unroute(/\/assets\/main-[^/]+\.js$/);
});

it('closes without taking taps when the app shows another page first', async () => {
  // Signed out meanwhile (another tab): the app goes to the login page; the first screen must not stay over it.
  const release = await reloadWithAppHeld();
  await firstScreen().waitFor();
  await grid().getByRole('button', { name: /^滷肉飯 / }).click();
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('diancan-session') ?? '{}') as { state?: Record<string, unknown> };
    localStorage.setItem('diancan-session', JSON.stringify({ ...stored, state: { ...stored.state, token: false } }));
  });
  release();
  await page.waitForURL('**/login');
  await page.getByRole('button', { name: '登入' }).waitFor();
  expect(await firstScreen().count()).toBe(0);
  await page.unroute(/\/assets\/main-[^/]+\.js$/);
});
