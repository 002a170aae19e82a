// Forgot password end to end: the code travels by real SMTP to the test's mail sink, as it would to a store owner.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD, launchBrowser, newPage, signIn } from './support/browser.js';
import { mailCount, waitForVerifyCode } from './support/mail.js';

const ACCOUNT = 'store';
const EMAIL = 'store@demo.diancan.tw';
const NEW_PASSWORD = 'Newpass2026';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('resets the password with a mailed code, signs in with it, and the old password stops working', async () => {
  const { context, page } = await newPage(browser);
  await page.goto('/login');
  await page.getByText('忘記密碼').click();

  // step 1: the validation messages of section 5, then a real send
  await page.getByRole('button', { name: '發送驗證碼' }).click();
  await expect.poll(() => page.getByText('信箱為必填').count()).toBeGreaterThan(0);
  await page.getByLabel('信箱').fill('not-an-email');
  await page.getByRole('button', { name: '發送驗證碼' }).click();
  await expect.poll(() => page.getByText('信箱格式不正確').count()).toBeGreaterThan(0);
  await page.getByLabel('信箱').fill(EMAIL);
  await page.getByLabel('店家帳號').fill(ACCOUNT);
  const before = mailCount();
  await page.getByRole('button', { name: '發送驗證碼' }).click();
  const code = await waitForVerifyCode(EMAIL, before);

  // step 2: a wrong code shows the server's message, the right one moves on
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('驗證碼').fill(wrong);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect.poll(() => page.getByText('驗證碼錯誤').count()).toBeGreaterThan(0);
  await page.getByLabel('驗證碼').fill(code);
  await page.getByRole('button', { name: '下一步' }).click();

  // step 3: strength and confirmation rules, then the change signs us in
  await page.getByLabel('新密碼', { exact: true }).fill('abc');
  await page.getByLabel('確認密碼').fill('abc');
  await page.getByRole('button', { name: '確認' }).click();
  await expect.poll(() => page.getByText('新密碼強度須為中(含)以上').count()).toBeGreaterThan(0);
  await page.getByLabel('新密碼', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('確認密碼').fill(NEW_PASSWORD + 'x');
  await page.getByRole('button', { name: '確認' }).click();
  await expect.poll(() => page.getByText('新密碼不一致').count()).toBeGreaterThan(0);
  await page.getByLabel('確認密碼').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: '確認' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await context.close();

  const second = await newPage(browser);
  await signIn(second.page, ACCOUNT, DEMO_PASSWORD);
  await expect.poll(() => second.page.getByText('帳號或密碼錯誤').count()).toBeGreaterThan(0);
  await signIn(second.page, ACCOUNT, NEW_PASSWORD);
  await second.page.waitForURL((url) => url.pathname !== '/login');

  // put the demo password back for the other journeys, through the change-password call a signed-in user has
  const status = await second.page.evaluate(
    async ({ oldPassword, newPassword }) => {
      const state = JSON.parse(localStorage.getItem('diancan-session') ?? '{}');
      const token = state?.state?.xsrfToken ?? '';
      const res = await fetch('/api/back/account/updatePassword', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-csrf-token': token },
        body: JSON.stringify({ oldPassword, newPassword }),
      });
      return res.status;
    },
    { oldPassword: NEW_PASSWORD, newPassword: DEMO_PASSWORD },
  );
  expect(status).toBe(200);
  await second.context.close();
});
