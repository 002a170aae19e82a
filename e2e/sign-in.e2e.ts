// Journeys of the access document, sections 2 and 4: where each role lands, wrong passwords, logout, guarded routes.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, NARROW, newPage, signIn, WIDE } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('sign-in lands each demo role where section 2 says', () => {
  it.each([
    ['super', WIDE, '/store-manage'],
    ['manager', WIDE, '/store-manage'],
    ['sales', WIDE, '/store-manage'],
    ['store', WIDE, '/store-pos'],
    ['store', NARROW, '/order-manage/socket'],
  ])('%s on a %o screen lands on %s', async (account, viewport, landing) => {
    const { context, page } = await newPage(browser, viewport);
    await signIn(page, account);
    await page.waitForURL((url) => url.pathname === landing);
    expect(new URL(page.url()).pathname).toBe(landing);
    await context.close();
  });
});

it('a wrong password shows the server message and stays on the login page', async () => {
  const { context, page } = await newPage(browser);
  await signIn(page, 'store', 'Wrong1234');
  await expect.poll(() => page.getByText('帳號或密碼錯誤').count()).toBeGreaterThan(0);
  expect(new URL(page.url()).pathname).toBe('/login');
  await context.close();
});

it('without a session every route goes to /login, and a signed-in user opening /login is sent back', async () => {
  const { context, page } = await newPage(browser);
  await page.goto('/report/order-list');
  await page.waitForURL('**/login');
  await signIn(page, 'manager');
  await page.waitForURL('**/store-manage');
  await page.goto('/login');
  await page.waitForURL((url) => url.pathname !== '/login');
  expect(new URL(page.url()).pathname).toBe('/store-manage');
  await context.close();
});

it('a store user opening a staff route is redirected to its own landing', async () => {
  const { context, page } = await newPage(browser, WIDE);
  await signIn(page, 'store');
  await page.waitForURL('**/store-pos');
  await page.goto('/store-manage');
  await page.waitForURL((url) => url.pathname !== '/store-manage');
  expect(new URL(page.url()).pathname).toBe('/store-pos');
  await context.close();
});

it('a staff user opening a store route is redirected', async () => {
  const { context, page } = await newPage(browser, WIDE);
  await signIn(page, 'sales');
  await page.waitForURL('**/store-manage');
  await page.goto('/report/order-list');
  await page.waitForURL((url) => !url.pathname.startsWith('/report'));
  expect(new URL(page.url()).pathname).toBe('/store-manage');
  await context.close();
});

it('logout asks to confirm, then signs out with 登出成功', async () => {
  const { context, page } = await newPage(browser, NARROW);
  await signIn(page, 'store');
  await page.waitForURL('**/order-manage/socket');
  // Below 975 px 登出 is in the header's menu.
  await page.getByRole('button', { name: '更多功能' }).click();
  await page.getByRole('button', { name: '登出' }).click();
  await expect.poll(() => page.getByText('確定要登出嗎？').count()).toBeGreaterThan(0);
  // The menu closed as the confirmation opened.
  await expect.poll(() => page.getByRole('dialog', { name: '更多功能' }).count()).toBe(0);
  // A modal the spec names no width for is the default 384 (store operations section 9).
  expect((await page.getByRole('dialog').boundingBox())?.width).toBe(384);
  await page.getByRole('button', { name: '是' }).click();
  await page.waitForURL('**/login');
  await expect.poll(() => page.getByText('登出成功').count()).toBeGreaterThan(0);
  // the session is gone on the server too: a guarded page sends us back to /login
  await page.goto('/order-manage/socket');
  await page.waitForURL('**/login');
  await context.close();
});
