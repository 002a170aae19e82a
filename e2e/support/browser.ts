// Playwright drives Debian's Chromium: Playwright's own browser download does not work on these machines.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const WIDE = { width: 1280, height: 800 };
export const NARROW = { width: 800, height: 1000 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
}

export async function newPage(browser: Browser, viewport = WIDE): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL: inject('baseUrl'), locale: 'zh-TW', timezoneId: 'Asia/Taipei' });
  const page = await context.newPage();
  return { context, page };
}

export const DEMO_PASSWORD = 'Demo1234';

/** Signs in through the login form, as a person would. */
export async function signIn(page: Page, account: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('帳號').fill(account);
  await page.getByLabel('密碼', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登入' }).click();
}
