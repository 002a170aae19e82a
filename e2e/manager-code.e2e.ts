// The report gate of access section 4: six digits, a wrong code shakes and shows 識別碼錯誤!, the right one opens.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn, WIDE } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function press(page: Page, digits: string) {
  for (const digit of digits) await page.getByRole('button', { name: digit, exact: true }).click();
}

it('a store user must enter the manager code before the reports open', async () => {
  const { context, page } = await newPage(browser, WIDE);
  await signIn(page, 'store');
  await page.waitForURL('**/store-pos');
  await page.goto('/report/order-list');
  await expect.poll(() => page.getByText('請輸入識別碼').count()).toBeGreaterThan(0);

  await press(page, '000000');
  await expect.poll(() => page.getByText('識別碼錯誤!').count()).toBeGreaterThan(0);
  await press(page, '123456');
  await expect.poll(() => page.getByText('請輸入識別碼').count()).toBe(0);
  await expect.poll(() => page.getByRole('heading', { name: '營業額' }).count()).toBeGreaterThan(0);
  await context.close();
});
