// The realtime link in the browser (access section 4): a password change in one browser reaches the other session of
// the account over the link, which shows 密碼已修改，三秒後即將登出！ and logs out.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inject } from 'vitest';
import { DEMO_PASSWORD, launchBrowser, newPage, signIn } from './support/browser.js';

const PASSWORD_RESET_LOGOUT = '密碼已修改，三秒後即將登出！';
const NEW_PASSWORD = 'Realtime2026';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Resolves once the page's realtime link has been answered with CONNECTED. */
function stompConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().endsWith('/app/websocket')) return;
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('CONNECTED')) resolve();
      });
    });
  });
}

/** Puts the demo password back through the API, so later journeys can sign in as before. */
async function restoreDemoPassword(): Promise<void> {
  const baseUrl = inject('baseUrl');
  const login = await fetch(`${baseUrl}/api/back/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'store', password: NEW_PASSWORD }),
  });
  if (!login.ok) return; // the change never happened
  const { data } = (await login.json()) as { data: { xsrfToken: string } };
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const reset = await fetch(`${baseUrl}/api/back/account/updatePassword`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': data.xsrfToken },
    body: JSON.stringify({ oldPassword: NEW_PASSWORD, newPassword: DEMO_PASSWORD }),
  });
  expect(reset.status).toBe(200);
}

it('changing the password in one browser logs the other out with the notice', async () => {
  const other = await newPage(browser);
  const changer = await newPage(browser);
  try {
    const linked = stompConnected(other.page);
    await signIn(other.page, 'store');
    await other.page.waitForURL('**/store-pos');
    await linked;

    // The page itself notes when the notice appeared, where it was then, and when it reached /login: read from here,
    // each moment would come late by a round trip to a busy browser (and the 3 s between them look shorter).
    await other.page.evaluate((notice) => {
      const seen = window as unknown as { noticeAt?: number; noticePath?: string; loginAt?: number };
      new MutationObserver((_records, observer) => {
        if (seen.noticeAt === undefined && document.body.textContent?.includes(notice)) {
          seen.noticeAt = performance.now();
          seen.noticePath = location.pathname;
        }
        if (seen.noticeAt !== undefined && location.pathname === '/login') {
          seen.loginAt = performance.now();
          observer.disconnect();
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    }, PASSWORD_RESET_LOGOUT);

    await signIn(changer.page, 'store');
    await changer.page.waitForURL('**/store-pos');
    await changer.page.goto('/account-manage/reset-password');
    await changer.page.getByLabel('舊密碼').fill(DEMO_PASSWORD);
    await changer.page.getByLabel('新密碼', { exact: true }).fill(NEW_PASSWORD);
    await changer.page.getByLabel('確認密碼').fill(NEW_PASSWORD);
    await changer.page.getByRole('button', { name: '確認' }).click();

    await expect.poll(() => other.page.getByText(PASSWORD_RESET_LOGOUT).count()).toBeGreaterThan(0);
    // Still there while the notice shows, then on the login page about 3 s later.
    await other.page.waitForURL('**/login', { timeout: 30_000 });
    await expect.poll(() => other.page.evaluate(() => (window as unknown as { loginAt?: number }).loginAt)).toBeDefined();
    const seen = await other.page.evaluate(() => {
      const { noticeAt, noticePath, loginAt } = window as unknown as { noticeAt: number; noticePath: string; loginAt: number };
      return { noticeAt, noticePath, loginAt };
    });
    expect(seen.noticePath).toBe('/store-pos');
    expect(seen.loginAt - seen.noticeAt).toBeGreaterThan(2_000);
  } finally {
    await other.context.close();
    await changer.context.close();
    await restoreDemoPassword();
  }
});
