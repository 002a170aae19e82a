// The platform back office of issue 9 (access sections 2, 4, 5 and 7): a manager sets a store up with a contract that
// ends in 20 days and its sales person finds it under 即將到期; an announcement reaches a signed-in store user as a
// dialog and 我知道了 hides it for good; maintenance on blocks the store user, off reloads the page; kicking out every
// user signs the store user out. Every journey leaves the demo data as it found it (maintenance off, announcement
// removed, passwords untouched).
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, launchBrowser, newPage, signIn, WIDE } from './support/browser.js';

const STAMP = Date.now().toString(36);
const SCHEME = `E2E方案${STAMP}`;
const STORE = `E2E 測試店 ${STAMP}`;
const OWNER = `e2eowner${STAMP}`;
const ANNOUNCEMENT = `E2E 公告 ${STAMP}`;
const MAINTENANCE_TITLE = `系統維護中 ${STAMP}`;
const NEW_PASSWORD = 'Owner2026ok';

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  try {
    await cleanUp();
  } finally {
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
  }
});

// ---- helpers ---------------------------------------------------------------------------------

async function signedIn(account: string, landing: string): Promise<Page> {
  const { context, page } = await newPage(browser, WIDE);
  contexts.push(context);
  await signIn(page, account);
  await page.waitForURL((url) => url.pathname === landing);
  return page;
}

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

async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expect.poll(() => page.locator('[data-toast]').filter({ hasText: text }).count()).toBeGreaterThan(0);
}

/** Picks an option of a Mantine Select or MultiSelect. */
async function choose(page: Page, field: Locator, option: string | RegExp): Promise<void> {
  await field.click();
  await page.getByRole('option', { name: option }).first().click();
}

/** yyyy-MM-dd in Taipei, `days` from today. */
function taipeiDate(days = 0): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
  return parts;
}

/** A signed-in API session of a demo account (for the clean-up, which must not depend on any page state). */
async function apiSession(account: string) {
  const baseUrl = inject('baseUrl');
  const login = await fetch(`${baseUrl}/api/back/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password: DEMO_PASSWORD }),
  });
  const { data } = (await login.json()) as { data: { xsrfToken: string } };
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return async (method: string, path: string, body?: unknown): Promise<{ status: number; data: unknown }> => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': data.xsrfToken },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json().catch(() => ({ data: null }))) as { data: unknown };
    return { status: response.status, data: envelope.data };
  };
}

/** Maintenance off and this run's announcement removed, whatever happened above. */
async function cleanUp(): Promise<void> {
  const call = await apiSession('manager');
  await call('PUT', '/back/system/update', { paramId: 'MAINTENANCE', value: { on: false, title: '', message: '' } });
  const page = await call('POST', '/back/announcement/getPage', { page: 1, size: 50, keyword: ANNOUNCEMENT });
  for (const row of (page.data as { list: { id: number }[] } | null)?.list ?? []) {
    await call('DELETE', `/back/announcement/remove?id=${row.id}`);
  }
}

// ---- journeys ----------------------------------------------------------------------------------

it('a manager sets up a store with a contract ending in 20 days; its sales person sees it under 即將到期', async () => {
  const manager = await signedIn('manager', '/store-manage');

  // A scheme with its PDF (a text file is refused by the upload rules first).
  await manager.goto('/contractManage/add-contract');
  await manager.getByLabel('方案名稱').fill(SCHEME);
  await manager.getByLabel('方案金額（NT$）').fill('12000');
  await manager.getByLabel('合約月數').fill('12');
  const fileInput = manager.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') });
  await expectToast(manager, '新增失敗！檔案類型錯誤');
  await fileInput.setInputFiles({ name: '合約條款.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n') });
  await manager.getByText('合約條款.pdf').waitFor();
  await manager.getByRole('button', { name: '新增方案' }).click();
  await manager.waitForURL(/\/contractManage\/contract-details\/\d+\/info$/);

  // The store, its owner and its sales person.
  await manager.goto('/store-manage/add-store');
  await manager.getByLabel('商店名稱').fill(STORE);
  await manager.getByLabel('電話').first().fill('02-2345-6789');
  await choose(manager, manager.getByRole('combobox', { name: '業務人員' }), /業務專員/);
  await manager.getByLabel('店家帳號').fill(OWNER);
  await manager.getByLabel('負責人姓名').fill('陳老闆');
  await manager.getByLabel('新密碼', { exact: true }).fill(NEW_PASSWORD);
  await manager.getByLabel('確認密碼').fill(NEW_PASSWORD);
  await manager.getByRole('button', { name: '新增商店' }).click();
  await manager.waitForURL(/\/store-manage\/add-contract\/\d+$/);
  const storeId = Number(new URL(manager.url()).pathname.split('/').pop());

  // The contract: the scheme proposes a year from today; it ends in 20 days instead.
  await choose(manager, manager.getByRole('combobox', { name: '合約方案' }), new RegExp(SCHEME));
  const end = manager.getByRole('textbox', { name: '結束日期' });
  await end.fill(taipeiDate(20));
  await end.press('Tab');
  await manager.getByLabel('合約金額（NT$）').fill('1000');
  await manager.getByRole('button', { name: '新增合約' }).click();
  await manager.waitForURL(`**/store-manage/store-details/${storeId}/contracts`);
  await manager.getByRole('table', { name: '合約列表' }).getByText(`${taipeiDate(0)} ~ ${taipeiDate(20)}`).waitFor();

  // The sales person it was assigned to finds it among the stores about to expire.
  const sales = await signedIn('sales', '/store-manage');
  await sales.goto('/nearly-expired');
  const row = sales.getByRole('table', { name: '即將到期商店' }).getByRole('row').filter({ hasText: STORE });
  await row.waitFor();
  expect(await row.textContent()).toContain('剩 20 天');
  expect(await row.textContent()).toContain(taipeiDate(20));
});

let storePage: Page;
let managerPage: Page;

it('an announcement reaches a signed-in store user as a dialog; 我知道了 hides it for good', async () => {
  storePage = (await newPage(browser, WIDE)).page;
  contexts.push(storePage.context());
  const linked = stompConnected(storePage);
  await signIn(storePage, 'store');
  await storePage.waitForURL('**/store-pos');
  await linked;

  managerPage = await signedIn('manager', '/store-manage');
  await managerPage.goto('/announcementManager/announcement/add-announcement');
  await managerPage.getByLabel('公告標題').fill(ANNOUNCEMENT);
  await managerPage.getByRole('textbox', { name: '公告內容' }).fill('<p>本週六店休，<strong>請提前備料</strong>。</p><script>window.hacked = 1</script>');
  await managerPage.getByRole('button', { name: '發布公告' }).click();
  await managerPage.waitForURL('**/announcementManager/announcement');
  await managerPage.getByRole('table', { name: '公告列表' }).getByText(ANNOUNCEMENT, { exact: true }).waitFor();

  // Pushed over the realtime link: the store user's page shows it without a reload, sanitised.
  const dialog = storePage.getByRole('dialog', { name: ANNOUNCEMENT });
  await dialog.waitFor({ timeout: 30_000 });
  expect(await dialog.getByRole('region', { name: '公告內容' }).innerHTML()).toContain('<strong>請提前備料</strong>');
  expect(await storePage.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  await dialog.getByRole('button', { name: '我知道了' }).click();
  await dialog.waitFor({ state: 'hidden' });

  // Hidden for good: a fresh page load fetches the list again and it is not there.
  const listed = storePage.waitForResponse((response) => response.url().includes('/api/back/announcement/getDisplayList'));
  await storePage.reload();
  const body = (await (await listed).json()) as { data: { title: string }[] };
  expect(body.data.map((announcement) => announcement.title)).not.toContain(ANNOUNCEMENT);
  expect(await storePage.getByRole('dialog', { name: ANNOUNCEMENT }).count()).toBe(0);
});

it('maintenance on shows the overlay to the store user; off takes it away with a reload', async () => {
  await managerPage.goto('/system-setting');
  const section = managerPage.getByRole('region', { name: '系統維護' });
  await section.getByRole('switch', { name: '維護模式' }).check({ force: true });
  await section.getByLabel('維護標題').fill(MAINTENANCE_TITLE);
  await section.getByLabel('維護訊息').fill('預計 30 分鐘後恢復服務');
  await section.getByRole('button', { name: '儲存維護設定' }).click();
  await managerPage.getByRole('dialog').getByRole('button', { name: '開啟' }).click();
  await expectToast(managerPage, '維護模式已開啟');

  await storePage.getByText(MAINTENANCE_TITLE).waitFor({ timeout: 30_000 });
  expect(await storePage.getByText('預計 30 分鐘後恢復服務').count()).toBeGreaterThan(0);

  // A marker on the page's window: a reload is the only thing that takes it away.
  await storePage.evaluate(() => {
    (window as { beforeReload?: boolean }).beforeReload = true;
  });
  // Staff keep working during maintenance; the settings page is opened afresh, as the manager would come back to it.
  await managerPage.goto('/system-setting');
  await section.getByRole('switch', { name: '維護模式' }).uncheck({ force: true });
  await section.getByRole('button', { name: '儲存維護設定' }).click();
  await expectToast(managerPage, '維護模式已關閉');

  await storePage.getByText(MAINTENANCE_TITLE).waitFor({ state: 'hidden', timeout: 30_000 });
  await expect
    .poll(() => storePage.evaluate(() => (window as { beforeReload?: boolean }).beforeReload ?? false))
    .toBe(false);
});

it('kicking out every user signs the store user out', async () => {
  if (!storePage.url().endsWith('/store-pos')) await storePage.goto('/store-pos');
  await storePage.waitForURL('**/store-pos');
  await managerPage.goto('/system-setting');
  await managerPage.getByRole('region', { name: '踢出所有使用者' }).getByRole('button', { name: '踢出所有使用者' }).click();
  await managerPage.getByRole('dialog').getByRole('button', { name: '確定' }).click();
  await storePage.waitForURL('**/login', { timeout: 30_000 });
});
