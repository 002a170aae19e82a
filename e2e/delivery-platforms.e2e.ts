// Issue 20's journey against the server's own Uber Eats stand-in (DELIVERY_STAND_INS, see global-setup and
// docs/delivery-platforms.md): 授權 on 外送平台設定 goes to the platform's consent page, which sends the browser back
// with ?code=; the page authorizes (授權成功), lists the platform stores and binds one; 送出測試訂單 makes the stand-in
// push an order to our webhook; the order is on the board with the platform, its number and the accept countdown, and
// is accepted and marked ready from there.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inject } from 'vitest';
import { launchBrowser, newPage, signIn, WIDE } from './support/browser.js';

const PAGE = '/account-manage/delivery-platform-set';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser, WIDE));
  await signIn(page, 'store');
  await page.waitForURL('**/store-pos');
});

afterAll(async () => {
  await page?.context().close();
  await browser?.close();
});

const toast = (text: string | RegExp) => page.locator('[data-toast]').filter({ hasText: text });

it('authorizes Uber Eats, binds a store, and its test order is accepted and marked ready on the board', async () => {
  await page.getByRole('link', { name: /帳號管理/ }).first().click();
  await page.getByRole('navigation', { name: '帳號管理選單' }).getByRole('link', { name: '外送平台設定', exact: true }).click();
  await page.waitForURL(`**${PAGE}`);
  const panel = page.getByRole('region', { name: 'Uber Eats' });

  // The round trip through the platform's consent page: back here with ?code=, one authorization call.
  const returned = page.waitForURL((url) => url.pathname === PAGE && url.searchParams.has('code'), { waitUntil: 'commit' });
  const authorized = page.waitForRequest((request) => request.url().endsWith('/api/back/deliveryPlatform/authorize'));
  await panel.getByRole('button', { name: '授權Uber Eats' }).click();
  await returned;
  const body = (await authorized).postDataJSON() as { platform: string; authorized: boolean; code: string; redirectUri: string };
  expect(body).toMatchObject({ platform: 'UBER_EATS', authorized: true, redirectUri: `${inject('baseUrl')}${PAGE}` });
  expect(body.code).not.toBe('');
  await toast('授權成功').waitFor();
  expect(new URL(page.url()).search).toBe('');

  await panel.getByRole('radio').first().check();
  await panel.getByRole('button', { name: '綁定', exact: true }).click();
  await panel.getByText('已綁定', { exact: true }).waitFor();

  const sent = page.waitForResponse((response) => response.url().endsWith('/api/back/deliveryPlatform/sendTestOrder'));
  await panel.getByRole('button', { name: '送出測試訂單' }).click();
  const { data } = (await (await sent).json()) as { data: { displayId: string } };
  await toast(`測試訂單 ${data.displayId} 已送出`).waitFor();

  await page.getByRole('link', { name: '訂單管理' }).click();
  await page.waitForURL('**/order-manage/socket');
  const card = page.getByRole('region', { name: '新訂單' }).getByRole('article').filter({ hasText: data.displayId });
  await card.waitFor();
  await card.getByText('Uber Eats', { exact: true }).waitFor();
  expect(await card.getByRole('timer', { name: '接單倒數' }).textContent()).toMatch(/^接單倒數 \d{2}:\d{2}$/);

  await card.getByRole('button', { name: /接單$/ }).click();
  const accepted = page.getByRole('region', { name: '已接單' }).getByRole('article').filter({ hasText: data.displayId });
  await accepted.getByRole('button', { name: /通知取餐$/ }).click();
  const ready = page.getByRole('region', { name: '待取餐' }).getByRole('article').filter({ hasText: data.displayId });
  // The platform's side follows: its badge reads 待取餐 too.
  await ready.getByText('待取餐', { exact: true }).waitFor();
});
