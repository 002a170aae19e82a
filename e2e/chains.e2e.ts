// The chains journey of issue 37 (docs/chains.md): a manager sets up a brand in 商店管理 › 品牌 over two new stores
// (the flagship holds a copy of the demo menu) and gives it an HQ account; HQ signs in on its 總部 pages, changes a
// price in the flagship's menu with the ordinary menu screens and publishes; the second store's POS, open in its own
// browser, shows the new price. Its stores, brand and accounts are its own (the demo stores are left as they are);
// afterAll deactivates the two stores so no other journey meets them.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn, WIDE } from './support/browser.js';

const STAMP = Date.now().toString(36);
const BRAND = `E2E 品牌 ${STAMP}`;
const FLAGSHIP = `E2E 旗艦店 ${STAMP}`;
const BRANCH = `E2E 分店 ${STAMP}`;
const HQ_ACCOUNT = `e2ehq${STAMP}`;
const BRANCH_OWNER = `e2ebranch${STAMP}`;
const PASSWORD = 'Chain2026ok';
const DEMO_FLAGSHIP_MENU = '示範餐廳 信義店';
const ITEM = '滷肉飯';

let browser: Browser;
const contexts: BrowserContext[] = [];
let manager: Page;
const created: number[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  manager = await signedIn('manager', '/store-manage');
});

afterAll(async () => {
  try {
    for (const id of created) await call(manager, 'DELETE', `/api/back/store/remove?id=${id}`);
  } finally {
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
  }
});

// ---- helpers ---------------------------------------------------------------------------------

async function signedIn(account: string, landing: string, password?: string): Promise<Page> {
  const { context, page } = await newPage(browser, WIDE);
  contexts.push(context);
  await signIn(page, account, password);
  await page.waitForURL((url) => url.pathname === landing, { timeout: 30_000 });
  return page;
}

/** One API call from the signed-in page (its session cookie and CSRF token), answering the envelope's data. */
async function call<T>(page: Page, method: string, path: string, body?: unknown, form = false): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, path, body, form }) => {
      const session = JSON.parse(localStorage.getItem('diancan-session') ?? '{}') as { state?: { xsrfToken?: string } };
      const headers: Record<string, string> = { 'X-CSRF-TOKEN': session.state?.xsrfToken ?? '' };
      let payload: BodyInit | undefined;
      if (form) {
        const data = new FormData();
        data.set('data', JSON.stringify(body));
        payload = data;
      } else if (body !== undefined) {
        headers['Content-Type'] = 'application/json';
        payload = JSON.stringify(body);
      }
      const response = await fetch(path, { method, headers, body: payload, credentials: 'same-origin' });
      return { status: response.status, envelope: (await response.json()) as { status: boolean; message: string | null; data: unknown } };
    },
    { method, path, body, form },
  );
  if (!answer.envelope.status) throw new Error(`${method} ${path}: ${answer.status} ${answer.envelope.message}`);
  return answer.envelope.data as T;
}

async function addStore(name: string, owner: string): Promise<number> {
  const store = await call<{ id: number }>(
    manager,
    'POST',
    '/api/back/store/add',
    { name, owner: { account: owner, password: PASSWORD, name: `${name}負責人` } },
    true,
  );
  created.push(store.id);
  await call(manager, 'PUT', '/api/back/store/updateModule', { storeId: store.id, module: 'POS_ORDER', enabled: true });
  return store.id;
}

async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expect.poll(() => page.locator('[data-toast]').filter({ hasText: text }).count()).toBeGreaterThan(0);
}

/** Picks an option of a Mantine Select by its label. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

// ---- the journey -----------------------------------------------------------------------------

it('HQ changes a price in the flagship, publishes, and the second store\'s POS shows it', async () => {
  // Two stores of the chain: the flagship starts with a copy of the demo menu, the branch with nothing.
  const flagshipId = await addStore(FLAGSHIP, `e2eflag${STAMP}`);
  await addStore(BRANCH, BRANCH_OWNER);
  const stores = await call<{ id: number; name: string }[]>(manager, 'POST', '/api/back/store/getList', { includeInactive: false });
  const demo = stores.find((store) => store.name === DEMO_FLAGSHIP_MENU);
  if (!demo) throw new Error('no demo store');
  await call(manager, 'POST', '/api/back/store/copyMenu', { sourceStoreId: demo.id, targetStoreId: flagshipId, overwrite: false });

  // 商店管理 › 品牌: the brand, its two stores, its HQ account.
  await manager.getByRole('link', { name: '品牌', exact: true }).click();
  await manager.waitForURL('**/store-manage/brands');
  await manager.getByRole('textbox', { name: '新品牌名稱' }).fill(BRAND);
  await manager.getByRole('button', { name: '新增品牌' }).click();
  await expectToast(manager, '品牌已新增');
  const brand = manager.getByRole('region', { name: `品牌 ${BRAND}` });
  for (const store of [FLAGSHIP, BRANCH]) {
    await choose(manager, `加入${BRAND}的商店`, store);
    await brand.getByRole('button', { name: '加入品牌' }).click();
    await brand.getByText(store, { exact: true }).waitFor();
  }
  await brand.getByRole('button', { name: '新增總部帳號' }).click();
  const hqForm = manager.getByRole('dialog', { name: `新增總部帳號（${BRAND}）` });
  await hqForm.getByRole('textbox', { name: /^帳號/ }).fill(HQ_ACCOUNT);
  await hqForm.getByLabel(/^密碼/, { exact: false }).first().fill(PASSWORD);
  await hqForm.getByRole('textbox', { name: /^姓名/ }).fill('E2E 總部');
  await hqForm.getByRole('button', { name: '確認' }).click();
  await expectToast(manager, `已新增總部帳號 ${HQ_ACCOUNT}`);

  // The branch's counter is open in its own browser before anything is published: no brand items yet.
  const pos = await signedIn(BRANCH_OWNER, '/store-pos', PASSWORD);
  const itemCards = pos.getByRole('list', { name: '餐點' }).getByRole('button');

  // HQ lands on its brand's stores and edits the flagship's menu with the menu screens.
  const hq = await signedIn(HQ_ACCOUNT, '/hq/stores', PASSWORD);
  const storeTable = hq.getByRole('table', { name: '品牌商店' });
  await storeTable.getByText(BRANCH, { exact: true }).waitFor();
  await hq.getByRole('tab', { name: '品牌菜單' }).click();
  await hq.waitForURL('**/hq/menu');
  await expect.poll(() => hq.getByRole('combobox', { name: '旗艦店（菜單來源）' }).inputValue()).toBe(FLAGSHIP);
  await hq.getByRole('button', { name: '編輯旗艦店菜單' }).click();
  await hq.waitForURL('**/menu-manage/meals');
  await hq.getByRole('button', { name: `編輯 ${ITEM}` }).click();
  await hq.waitForURL('**/menu-manage/meal/editor?id=*');
  const price = hq.getByRole('textbox', { name: '價格', exact: true });
  await expect.poll(() => price.inputValue()).toMatch(/40/);
  await price.fill('45');
  await hq.getByRole('button', { name: '儲存' }).click();
  await expectToast(hq, '編輯成功');

  // Publish to the branch with a note.
  await hq.goto('/hq/menu');
  const branchBox = hq.getByRole('checkbox', { name: BRANCH });
  await expect.poll(() => branchBox.isChecked()).toBe(true);
  await hq.getByRole('textbox', { name: '備註' }).fill('滷肉飯調價');
  await hq.getByRole('button', { name: '發布', exact: true }).click();
  await hq.getByRole('dialog').getByRole('button', { name: '是' }).click();
  const result = hq.getByRole('table', { name: '版本 1 發布結果' });
  await result.getByText('已更新').waitFor({ timeout: 30_000 });

  // The branch's counter takes the new menu live (MENU_CHANGED), with the new price.
  await expect
    .poll(() => itemCards.filter({ hasText: ITEM }).first().getAttribute('aria-label').catch(() => null), { timeout: 30_000 })
    .toBe(`${ITEM} NT$45`);

  // The version is listed with its note.
  await hq.getByRole('tab', { name: '菜單版本' }).click();
  await hq.getByRole('table', { name: '菜單版本' }).getByText('滷肉飯調價').waitFor();
}, 300_000);
