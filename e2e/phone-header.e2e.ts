// Issue 39: the store header on a phone (390 x 844). Below 975 px the header keeps the store name and a menu button
// that opens the rest: the 手機點餐 switch, printer status, clock and 登出 are all reachable; nothing sticks out of the
// screen; the board's status tabs stay on one row.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn } from './support/browser.js';

const PHONE = { width: 390, height: 844 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('a phone reaches 手機點餐, the clock and 登出 through the header menu, and logs out from the board', async () => {
  const { context, page } = await newPage(browser, PHONE);
  await signIn(page, 'store');
  await page.waitForURL('**/order-manage/socket');
  await page.getByRole('heading', { name: '即時訂單' }).waitFor();

  // Nothing wider than the screen: the header and the board fit 390 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const header = page.locator('header');
  await expect.poll(() => header.getByText('示範餐廳 信義店').isVisible()).toBe(true);
  const menuButton = page.getByRole('button', { name: '更多功能' });
  const buttonBox = await menuButton.boundingBox();
  expect(buttonBox && buttonBox.x + buttonBox.width).toBeLessThanOrEqual(PHONE.width);

  // The board's status tabs: one row (all tabs on the same line).
  const tabs = page.getByRole('tab');
  expect(await tabs.count()).toBeGreaterThanOrEqual(3);
  const tops = await tabs.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);

  await menuButton.click();
  const toggle = page.getByRole('switch', { name: '手機點餐' });
  await expect.poll(() => toggle.isVisible()).toBe(true);
  // The switch works from the menu: flipped and saved, then put back as it was.
  const before = await toggle.isChecked();
  const saved = () => page.waitForResponse((response) => response.url().includes('/api/back/account/updateStoreSetting'));
  // A toast (top of the screen, 2 s) lies over the menu on a phone: the next tap waits for it, as a person would.
  const toastsGone = () => expect.poll(() => page.locator('[data-toast]').count(), { timeout: 10_000 }).toBe(0);
  // The switch stays disabled until the store config has reloaded after a save (a forced click on it then does
  // nothing): wait for it as a person waits for the switch to come back.
  const switchReady = () => expect.poll(() => toggle.isEnabled()).toBe(true);
  await switchReady();
  let answer = saved();
  await toggle.click({ force: true });
  expect((await answer).ok()).toBe(true);
  await expect.poll(() => toggle.isChecked()).toBe(!before);
  await toastsGone();
  // The store config reloads after the change; the menu is opened again if that closed it.
  if (!(await toggle.isVisible())) await menuButton.click();
  await switchReady();
  answer = saved();
  await toggle.click({ force: true });
  expect((await answer).ok()).toBe(true);
  await expect.poll(() => toggle.isChecked()).toBe(before);
  expect(await page.getByLabel('時間', { exact: true }).textContent()).toMatch(/^\d{2}:\d{2}:\d{2}$/);

  await toastsGone();
  if (!(await toggle.isVisible())) await menuButton.click();
  const logout = page.getByRole('button', { name: '登出' });
  const logoutBox = await logout.boundingBox();
  expect(logoutBox && logoutBox.x >= 0 && logoutBox.x + logoutBox.width <= PHONE.width).toBe(true);
  await logout.click();
  await expect.poll(() => page.getByText('確定要登出嗎？').count()).toBeGreaterThan(0);
  // The menu closed as the confirmation opened.
  await expect.poll(() => page.getByRole('dialog', { name: '更多功能' }).count()).toBe(0);
  await page.getByRole('button', { name: '是' }).click();
  await page.waitForURL('**/login');
  await expect.poll(() => page.getByText('登出成功').count()).toBeGreaterThan(0);
  await context.close();
});
