// Staff mode at the counter (issue 33, docs/staff.md): a part-timer signs in on the POS with their PIN, a discount
// asks for 主管授權, the manager's PIN lets it through (the PIN pad shows no name), and 權限紀錄 shows both.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn, WIDE } from './support/browser.js';

const ADD_ORDER = '/api/back/pos/addOrder';

let browser: Browser;
let context: BrowserContext;
let page: Page;

async function session(): Promise<{ storeId: number; xsrfToken: string }> {
  return page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('diancan-session') ?? '{}') as { state?: { storeId: number; xsrfToken: string } };
    return { storeId: stored.state?.storeId ?? 0, xsrfToken: stored.state?.xsrfToken ?? '' };
  });
}

async function setStaffMode(enabled: boolean): Promise<void> {
  const { storeId, xsrfToken } = await session();
  const reply = await page.request.put('/api/back/store/updateStaffMode', {
    headers: { 'X-CSRF-TOKEN': xsrfToken, 'X-SID': String(storeId) },
    data: { storeId, enabled },
  });
  expect(reply.status()).toBe(200);
}

function pinPad(title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

async function typePin(pad: Locator, pin: string): Promise<void> {
  for (const digit of pin) await pad.getByRole('button', { name: digit, exact: true }).click();
  await pad.getByRole('button', { name: '確認', exact: true }).click();
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser, WIDE));
  await signIn(page, 'store');
  await page.waitForURL('**/store-pos');
  await setStaffMode(true);
});

afterAll(async () => {
  // The other journeys run on the same store without staff mode.
  if (page) await setStaffMode(false).catch(() => undefined);
  await context?.close();
  await browser?.close();
});

it('a part-timer signs in with their PIN, a discount asks for 主管授權, the manager PIN lets it through, 權限紀錄 shows both', async () => {
  await page.reload();
  const signInPad = pinPad('請輸入員工密碼');
  await signInPad.waitFor();
  await typePin(signInPad, '3333');
  await expect.poll(() => page.getByTestId('staff-on-duty').textContent()).toContain('林工讀');

  await page.getByRole('navigation', { name: '分類' }).getByRole('button', { name: '主食', exact: true }).click();
  await page.getByRole('list', { name: '餐點' }).getByRole('button', { name: /^雞腿便當 / }).click();
  await page.getByRole('button', { name: '結帳', exact: true }).click();
  const checkout = page.getByRole('dialog');
  await checkout.getByRole('heading', { name: '結帳' }).waitFor();
  await checkout.getByRole('button', { name: '折扣', exact: true }).click();
  await checkout.getByText('折數', { exact: true }).click();
  await checkout.getByRole('radio', { name: '9折' }).click();
  await checkout.getByRole('button', { name: '確認', exact: true }).click();
  await checkout.getByRole('heading', { name: '結帳' }).waitFor();

  const refused = page.waitForResponse((response) => response.url().endsWith(ADD_ORDER) && response.status() === 403);
  const approved = page.waitForResponse((response) => response.url().endsWith(ADD_ORDER) && response.status() === 200);
  await checkout.getByRole('button', { name: '確認', exact: true }).click();
  expect(((await (await refused).json()) as { message: string }).message).toBe('權限不足：折扣 (DISCOUNT)');
  const approval = pinPad('主管授權');
  await approval.waitFor();
  await expect.poll(() => approval.textContent()).toContain('折扣');
  await typePin(approval, '1111');
  const answer = (await (await approved).json()) as { data: { orderId: number; totals: { payable: number } } };
  expect(answer.data.totals.payable).toBe(10_800);
  expect((await approved).request().headers()['x-staff-approval']).toMatch(/^[\w-]{20,}$/);
  await page.getByLabel('訂單編號').waitFor();
  // Nowhere on the counter is the approver named.
  expect(await page.getByText('王店長').count()).toBe(0);
  await page.getByRole('dialog').getByRole('button', { name: '完成' }).click();
  // The owner reads the log: with the part-timer still on, the session would need their REPORTS.
  await page.getByRole('button', { name: '登出員工' }).click();
  await expect.poll(() => page.getByTestId('staff-on-duty').textContent()).toContain('尚未登入員工');

  await page.goto('/account-manage/staff-activity');
  const log = page.getByTestId('staff-activity');
  const row = log.getByRole('row').filter({ hasText: '結帳' }).filter({ hasText: '王店長' });
  await row.first().waitFor();
  expect(await row.first().textContent()).toContain('林工讀');
  expect(await row.first().textContent()).toContain('折扣');
  await log.getByRole('row').filter({ hasText: '員工登入' }).filter({ hasText: '林工讀' }).first().waitFor();
});
