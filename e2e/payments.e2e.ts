// Taking money (issue 34, docs/payments.md) in real browsers, through the LINE Pay stand-in the global setup runs on its
// own socket (the server reaches it at LINE_PAY_API_URL, as it would the real service). The owner enters the store's
// LINE Pay channel in 付款設定. At the POS a cashier scans a customer's code: a code without the balance is declined
// in zh-TW and the field empties for the next scan; the next code is charged once and the receipt the printer box
// puts on the LAN printer reads LINE Pay and 已付款. Then 先付款: a phone orders from a table's QR link, the order
// stays off the board until the customer pays on LINE Pay's page, and then the board shows it 已付款.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, launchBrowser, newPage, signIn, WIDE } from './support/browser.js';
import { openAroundTheClock } from './support/store-hours.js';

const repoRoot = path.resolve(import.meta.dirname, '..');
const journalDir = mkdtempSync(path.join(tmpdir(), 'diancan-e2e-pay-'));
const PHONE = { width: 390, height: 844 };
/** This journey's own LINE Pay channel, registered at the stand-in as LINE Pay's console would issue it. */
const CHANNEL = { channelId: '1657900034', channelSecret: 'e2e-line-pay-channel-secret-34' };

let browser: Browser;
let cashier: { context: BrowserContext; page: Page };
let phone: { context: BrowserContext; page: Page };
let agent: ChildProcess | null = null;
let lanPrinter: Server | null = null;
/** What each connection to the LAN printer carried, in order. */
const prints: Buffer[] = [];
let tableId: number | null = null;

async function session(page: Page): Promise<{ storeId: number; headers: Record<string, string> }> {
  const { storeId, xsrfToken } = await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('diancan-session') ?? '{}') as { state?: { storeId: number; xsrfToken: string } };
    return { storeId: stored.state?.storeId ?? 0, xsrfToken: stored.state?.xsrfToken ?? '' };
  });
  return { storeId, headers: { 'X-CSRF-TOKEN': xsrfToken, 'X-SID': String(storeId) } };
}

/** The stand-in's extras (`/_stand-in/`): what a customer's phone or LINE Pay's console does. */
async function standIn<T>(method: 'GET' | 'POST', route: string, body?: object): Promise<T> {
  const reply = await fetch(`${inject('linePayUrl')}/_stand-in/${route}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(reply.status).toBe(200);
  return (await reply.json()) as T;
}

/** A customer's LINE Pay My Code (18 digits); `balance` in whole TWD. */
const customerCode = async (balance?: number) => (await standIn<{ oneTimeKey: string }>('POST', 'oneTimeKey', balance === undefined ? {} : { balance })).oneTimeKey;
const chargesTaken = () => standIn<{ orderId: string; amount: number }[]>('GET', 'charges');

async function startLanPrinter(): Promise<number> {
  lanPrinter = createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => {
      if (chunks.length > 0) prints.push(Buffer.concat(chunks));
      socket.end();
    });
  });
  await new Promise<void>((resolve) => lanPrinter!.listen(0, '127.0.0.1', resolve));
  return (lanPrinter.address() as { port: number }).port;
}

beforeAll(async () => {
  browser = await launchBrowser();
  cashier = await newPage(browser, WIDE);
  await signIn(cashier.page, 'store');
  await cashier.page.waitForURL('**/store-pos');
  // The phone orders only while the store is open: the demo store's hours would depend on when CI runs.
  await openAroundTheClock(cashier.page);
  await standIn('POST', 'channel', CHANNEL);
  const port = await startLanPrinter();
  const { storeId } = await session(cashier.page);
  agent = spawn(
    process.execPath,
    [
      '--conditions=source',
      '--import',
      'tsx',
      'apps/server/src/printer-box/main.ts',
      '--url',
      inject('baseUrl'),
      '--account',
      'store',
      '--store',
      String(storeId),
      '--printer',
      `counter=tcp://127.0.0.1:${port}`,
      '--journal',
      path.join(journalDir, 'box.journal'),
    ],
    { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PRINTER_BOX_PASSWORD: DEMO_PASSWORD } },
  );
  phone = await newPage(browser, PHONE);
}, 120_000);

afterAll(async () => {
  try {
    // The demo store as it ships for the other journeys: LINE Pay recorded by hand (not charged), no 先付款, no table.
    if (cashier) {
      const { page } = cashier;
      const { storeId, headers } = await session(page);
      const linePay = await page.request.put('/api/back/payment/linePay', { headers, data: { storeId, ...CHANNEL, enabled: false } });
      expect(linePay.status()).toBe(200);
      const payFirst = await page.request.put('/api/back/payment/payFirst', { headers, data: { storeId, payFirst: false } });
      expect(payFirst.status()).toBe(200);
      if (tableId !== null) await page.request.delete(`/api/back/diningTable/remove?storeId=${storeId}&id=${tableId}`, { headers });
    }
  } finally {
    agent?.kill('SIGTERM');
    await new Promise<void>((resolve) => (lanPrinter ? lanPrinter.close(() => resolve()) : resolve()));
    await cashier?.context.close();
    await phone?.context.close();
    await browser?.close();
    rmSync(journalDir, { recursive: true, force: true });
  }
});

const big5 = (bytes: Buffer) => new TextDecoder('big5').decode(bytes);
const receiptOf = (orderNo: string) => prints.map(big5).find((text) => text.includes('收據') && text.includes(`單號 ${orderNo}`));

it("the owner enters the store's LINE Pay channel in 付款設定; the secret is never shown back", async () => {
  const { page } = cashier;
  await page.goto('/account-manage/payment-set');
  await page.getByRole('heading', { name: '付款設定' }).waitFor();
  await page.getByTestId('line-pay-channel-id').fill(CHANNEL.channelId);
  await page.getByTestId('line-pay-channel-secret').fill(CHANNEL.channelSecret);
  await page.getByRole('switch', { name: '啟用 LINE Pay 扣款' }).check();
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/back/payment/linePay'));
  await page.getByTestId('line-pay-save').click();
  const answer = await saved;
  expect(answer.status()).toBe(200);
  expect(await answer.text()).not.toContain(CHANNEL.channelSecret);
  await page.getByText('已啟用').first().waitFor();
  // The field empties once the save has settled, which may be a render after the reread status shows 已啟用.
  await expect.poll(() => page.getByTestId('line-pay-channel-secret').inputValue()).toBe('');
});

it('a cashier scans a LINE Pay code: a declined code empties the field, the next is charged once and the receipt prints 已付款 LINE Pay', async () => {
  const { page } = cashier;
  await page.getByRole('link', { name: '點餐', exact: true }).click();
  for (const [category, item] of [['主食', '滷肉飯'], ['飲料', '紅茶']] as const) {
    await page.getByRole('navigation', { name: '分類' }).getByRole('button', { name: category, exact: true }).click();
    await page.getByRole('list', { name: '餐點' }).getByRole('button', { name: new RegExp(`^${item} `) }).click();
  }
  await page.getByRole('button', { name: '結帳', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: '結帳' }).waitFor();
  await dialog.getByRole('radio', { name: 'LINE Pay' }).click();
  const field = dialog.getByRole('textbox', { name: '顧客付款條碼（LINE Pay）' });
  await field.waitFor();
  const before = (await chargesTaken()).length;

  // A customer whose wallet holds NT$1: LINE Pay declines, nothing is written, and the field waits for a new scan.
  const declined = page.waitForResponse((response) => response.url().endsWith('/api/back/pos/addOrder'));
  await field.click();
  await page.keyboard.type(await customerCode(1)); // the scanner types the code and ends it with Enter
  await page.keyboard.press('Enter');
  expect((await declined).status()).toBe(402);
  await page.locator('[data-toast]').filter({ hasText: '付款失敗：LINE Pay 餘額不足' }).first().waitFor();
  await expect.poll(() => field.inputValue()).toBe('');
  await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);

  // The next customer's code goes straight into the same field.
  const paid = page.waitForResponse((response) => response.url().endsWith('/api/back/pos/addOrder') && response.status() === 200);
  await page.keyboard.type(await customerCode());
  await page.keyboard.press('Enter');
  const { data } = (await (await paid).json()) as { data: { orderNo: string; paymentStatus: string; totals: { payable: number } } };
  expect(data.paymentStatus).toBe('PAID');
  await page.getByRole('dialog', { name: '結帳完成' }).waitFor();

  // Exactly one charge at LINE Pay, of the payable in whole TWD.
  const charges = await chargesTaken();
  expect(charges).toHaveLength(before + 1);
  expect(charges.at(-1)!.amount).toBe(data.totals.payable / 100);

  await expect.poll(() => receiptOf(data.orderNo), { timeout: 45_000 }).toBeTruthy();
  const receipt = receiptOf(data.orderNo)!;
  for (const item of ['滷肉飯', '紅茶']) expect(receipt).toContain(item);
  expect(receipt).toMatch(new RegExp(`LINE Pay +\\$${data.totals.payable / 100}`));
  expect(receipt).toMatch(/付款狀態 +已付款/);
  expect(receipt).not.toContain('找零');
  await page.getByRole('dialog', { name: '結帳完成' }).getByRole('button', { name: '完成' }).click();
}, 120_000);

it('先付款: a phone pays its QR order on LINE Pay and only then is the order on the board, shown 已付款', async () => {
  const { page } = cashier;
  await page.goto('/account-manage/payment-set');
  const switched = page.waitForResponse((response) => response.url().endsWith('/api/back/payment/payFirst') && response.status() === 200);
  // The switch shows the saved setting: it turns on once the server has it.
  const payFirst = page.getByRole('switch', { name: /^先付款：/ });
  await payFirst.click();
  await switched;
  await expect.poll(() => payFirst.isChecked()).toBe(true);

  // A table of its own and a plain item, through the API (the tables and menu journeys cover their screens).
  const { storeId, headers } = await session(page);
  const post = async <T>(route: string, body: object) => {
    const reply = await page.request.post(route, { headers, data: { storeId, ...body } });
    expect(reply.status()).toBe(200);
    return ((await reply.json()) as { data: T }).data;
  };
  const table = await post<{ id: number; orderUrl: string }>('/api/back/diningTable/add', { name: '付款桌1' });
  tableId = table.id;
  const category = await post<{ id: number }>('/api/back/category/add', { name: '付款測試' });
  await post('/api/back/item/add', { categoryId: category.id, name: '付款奶茶', price: 6000 });

  await page.getByRole('link', { name: '訂單管理' }).click();
  await page.getByRole('heading', { name: '即時訂單' }).waitFor();

  const customer = phone.page;
  await customer.goto(table.orderUrl);
  await customer.getByRole('button', { name: '付款奶茶' }).click();
  await customer.getByRole('button', { name: '加入購物車' }).click();
  await customer.getByRole('button', { name: /^購物車 1 項/ }).click();
  const ordered = customer.waitForResponse((response) => response.url().endsWith('/api/front/order') && response.status() === 200);
  await customer.getByRole('button', { name: '送出訂單' }).click();
  const { data } = (await (await ordered).json()) as { data: { orderNo: string; total: number } };
  expect(data.total).toBe(6000);
  await customer.getByText('請先付款 NT$60，付款後訂單才會送出').waitFor();
  const statusUrl = customer.url();

  // Unpaid, it is not on the board.
  const card = page.getByRole('article', { name: `訂單 ${data.orderNo}` });
  await customer.waitForTimeout(1_500);
  expect(await card.count()).toBe(0);

  // LINE Pay's page (the stand-in's), where the customer approves; then back to the order's page.
  const before = (await chargesTaken()).length;
  await customer.getByRole('button', { name: '以LINE Pay付款' }).click();
  await customer.getByRole('heading', { name: 'LINE Pay 付款（模擬）' }).waitFor();
  await customer.getByRole('button', { name: '確認付款' }).click();
  await customer.getByText('付款完成，請回到點餐頁面').waitFor();
  await customer.goto(statusUrl);
  await customer.getByText('已付款', { exact: true }).waitFor({ timeout: 30_000 });

  // The board gets it (NEW_ORDER) as paid; LINE Pay took the money once.
  await page.getByRole('region', { name: '新訂單' }).getByRole('article', { name: `訂單 ${data.orderNo}` }).waitFor({ timeout: 30_000 });
  await expect.poll(() => card.getByText('已付款', { exact: true }).count()).toBe(1);
  const charges = await chargesTaken();
  expect(charges).toHaveLength(before + 1);
  expect(charges.at(-1)!.amount).toBe(60);
}, 120_000);
