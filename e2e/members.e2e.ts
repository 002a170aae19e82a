// Members and points (issue 36, docs/members.md) in a real browser, with the real printer-box agent printing to a
// local TCP socket standing in for the LAN receipt printer. The owner turns points on in 會員設定 (1 point per NT$1,
// 10 points = NT$10) and adds a member; at the POS a cashier looks the member up by number, the first order earns,
// the next one redeems 10 points: the screen shows 點數折抵, the answer and the printed receipt show the discount and
// the new balance. A walk-in's order prints a QR code of the claim link on its receipt; read back from the printed
// ESC/POS raster, the link opens the customer's claim page, where typing a number collects the points once.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rasterToRgba, readEscPos } from '@diancan/core';
import jsQRModule from 'jsqr';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, launchBrowser, newPage, NARROW, signIn, WIDE } from './support/browser.js';

// jsqr is CommonJS whose types declare a default export: the default import is the function itself.
const jsQR = jsQRModule as unknown as typeof jsQRModule.default;
const repoRoot = path.resolve(import.meta.dirname, '..');
const journalDir = mkdtempSync(path.join(tmpdir(), 'diancan-e2e-members-'));
const MEMBER_PHONE = '0911222333';
const WALK_IN_PHONE = '0955666777';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let agent: ChildProcess | null = null;
let lanPrinter: Server | null = null;
/** What each connection to the LAN printer carried, in order. */
const prints: Buffer[] = [];

interface CheckoutAnswer {
  orderNo: string;
  totals: { payable: number; pointsDiscount: number };
  member?: { pointsEarned: number; pointsRedeemed: number; balance: number } | null;
  pointsClaim?: { token: string; points: number } | null;
}

async function session(): Promise<{ storeId: number; xsrfToken: string }> {
  return page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('diancan-session') ?? '{}') as { state?: { storeId: number; xsrfToken: string } };
    return { storeId: stored.state?.storeId ?? 0, xsrfToken: stored.state?.xsrfToken ?? '' };
  });
}

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
  ({ context, page } = await newPage(browser, WIDE));
  await signIn(page, 'store');
  await page.waitForURL('**/store-pos');
  const port = await startLanPrinter();
  const { storeId } = await session();
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
}, 60_000);

afterAll(async () => {
  // Points off again: the other journeys of the shared demo store check out without members.
  if (page) {
    const { storeId, xsrfToken } = await session();
    await page.request.put('/api/back/member/settings', {
      headers: { 'X-CSRF-TOKEN': xsrfToken, 'X-SID': String(storeId) },
      data: { storeId, enabled: false, earnAmount: 100, earnPoints: 1, redeemPoints: 10, redeemAmount: 1000, expireMonths: null },
    });
  }
  agent?.kill('SIGTERM');
  await new Promise<void>((resolve) => (lanPrinter ? lanPrinter.close(() => resolve()) : resolve()));
  await context?.close();
  await browser?.close();
  rmSync(journalDir, { recursive: true, force: true });
});

const dialog = () => page.getByRole('dialog');
const toast = (text: string) => page.locator('[data-toast]').filter({ hasText: text }).first();
const big5 = (bytes: Buffer) => new TextDecoder('big5').decode(bytes);
const receiptOf = (orderNo: string) => prints.find((print) => big5(print).includes('收據') && big5(print).includes(`單號 ${orderNo}`));

/** Puts items in the cart, opens 結帳 and waits for 現金 as the default. */
async function openCheckout(items: readonly (readonly [string, string])[]): Promise<void> {
  await page.getByRole('link', { name: '點餐', exact: true }).click();
  for (const [category, item] of items) {
    await page.getByRole('navigation', { name: '分類' }).getByRole('button', { name: category, exact: true }).click();
    await page.getByRole('list', { name: '餐點' }).getByRole('button', { name: new RegExp(`^${item} `) }).click();
  }
  await page.getByRole('button', { name: '結帳', exact: true }).click();
  await dialog().getByRole('heading', { name: '結帳' }).waitFor();
  await expect.poll(() => dialog().getByRole('radio', { name: '現金' }).getAttribute('aria-checked')).toBe('true');
}

/** 確認 with the exact amount in cash; answers addOrder's data once 結帳完成 shows. */
async function confirmCheckout(): Promise<CheckoutAnswer> {
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/back/pos/addOrder') && response.status() === 200);
  await dialog().getByRole('button', { name: '確認', exact: true }).click();
  const answer = ((await (await answered).json()) as { data: CheckoutAnswer }).data;
  await page.getByLabel('訂單編號').waitFor();
  return answer;
}

async function lookUpMember(phone: string): Promise<void> {
  await dialog().getByRole('button', { name: '會員', exact: true }).click();
  await dialog().getByRole('textbox', { name: '會員手機號碼' }).fill(phone);
  await dialog().getByRole('button', { name: '查詢' }).click();
  await dialog().getByLabel('已選擇會員').waitFor();
}

it('the owner turns points on in 會員設定 and adds a member; the list shows the number masked', async () => {
  await page.goto('/account-manage/member-set');
  await page.getByRole('heading', { name: '會員設定' }).waitFor();
  await page.getByRole('switch', { name: '啟用會員點數' }).check();
  await page.getByRole('textbox', { name: '每消費金額' }).fill('1');
  await expect.poll(() => page.getByLabel('規則說明').innerText()).toContain('每消費 NT$1 累積 1 點；每 10 點折抵 NT$10');
  await page.getByRole('button', { name: '儲存' }).click();
  await toast('儲存成功').waitFor();

  await page.getByRole('tab', { name: '會員列表' }).click();
  await page.getByRole('button', { name: '新增會員' }).click();
  await dialog().getByRole('textbox', { name: /手機號碼/ }).fill('0911-222-333');
  await dialog().getByRole('textbox', { name: '姓名' }).fill('陳會員');
  await dialog().getByRole('button', { name: '確認' }).click();
  await toast('新增成功').waitFor();
  const row = page.getByRole('table', { name: '會員列表' }).getByRole('row').filter({ hasText: '0911***333' });
  await expect.poll(() => row.innerText()).toContain('陳會員');
}, 60_000);

it('a cashier looks the member up by number: the first order earns, the next redeems 10 points, and the receipt shows the discount and the new balance', async () => {
  await openCheckout([
    ['主食', '滷肉飯'],
    ['飲料', '紅茶'],
  ]);
  await lookUpMember(MEMBER_PHONE);
  expect(await dialog().getByLabel('會員點數').innerText()).toBe('0');
  const first = await confirmCheckout();
  expect(first.member).toMatchObject({ pointsEarned: first.totals.payable / 100, pointsRedeemed: 0, balance: first.totals.payable / 100 });
  expect(await page.getByLabel('本次會員點數').innerText()).toContain(`點數餘額 ${first.member?.balance} 點`);
  await dialog().getByRole('button', { name: '完成' }).click();

  const balance = first.member?.balance ?? 0;
  await openCheckout([['主食', '滷肉飯']]);
  await lookUpMember(MEMBER_PHONE);
  expect(await dialog().getByLabel('會員點數').innerText()).toBe(String(balance));
  const payableBefore = await dialog().getByLabel('應付金額').innerText();
  await dialog().getByRole('textbox', { name: '折抵點數' }).fill('10');
  await expect.poll(() => dialog().getByTestId('points-discount').innerText()).toContain('-NT$10');
  expect(await dialog().getByLabel('應付金額').innerText()).not.toBe(payableBefore);
  const second = await confirmCheckout();
  expect(second.totals.pointsDiscount).toBe(1000);
  const after = balance - 10 + second.totals.payable / 100;
  expect(second.member).toMatchObject({ pointsRedeemed: 10, balance: after });
  expect(await page.getByLabel('本次會員點數').innerText()).toContain(`折抵 10 點`);
  await dialog().getByRole('button', { name: '完成' }).click();

  // The printer box prints the receipt: the points discount, the member and the balance after the order.
  await expect.poll(() => receiptOf(second.orderNo), { timeout: 45_000 }).toBeTruthy();
  const receipt = big5(receiptOf(second.orderNo)!);
  expect(receipt).toMatch(/點數折抵 +-\$10/);
  expect(receipt).toMatch(/會員 +0911\*\*\*333/);
  expect(receipt).toMatch(/本次折抵點數 +-10/);
  expect(receipt).toMatch(new RegExp(`點數餘額 +${after}`));
}, 150_000);

it("a walk-in's receipt prints the claim QR; the link opens the claim page, where a number collects the points once", async () => {
  await openCheckout([['飲料', '紅茶']]);
  const walkIn = await confirmCheckout();
  expect(walkIn.pointsClaim?.points).toBe(walkIn.totals.payable / 100);
  await page.getByLabel('集點資訊').waitFor();
  await dialog().getByRole('button', { name: '完成' }).click();

  await expect.poll(() => receiptOf(walkIn.orderNo), { timeout: 45_000 }).toBeTruthy();
  const printed = readEscPos(Uint8Array.from(receiptOf(walkIn.orderNo)!));
  expect(printed.lines.map((line) => line.trim())).toContain(`掃碼集點 ${walkIn.pointsClaim?.points} 點（7天內有效）`);
  const [raster] = printed.rasters;
  expect(raster).toBeDefined();
  const { pixels, width, height } = rasterToRgba(raster!, 0, raster!.widthBytes * 8, 24);
  const link = jsQR(pixels, width, height)?.data ?? '';
  expect(link).toBe(`${inject('baseUrl')}/order/points/${walkIn.pointsClaim?.token}`);

  // The customer's phone: no session, the link from the paper.
  const phone = await newPage(browser, NARROW);
  try {
    await phone.page.goto(link);
    expect(await phone.page.getByLabel('可集點數').innerText()).toBe(`${walkIn.pointsClaim?.points} 點`);
    await phone.page.getByRole('textbox', { name: '手機號碼' }).fill(WALK_IN_PHONE);
    await phone.page.getByRole('button', { name: '集點' }).click();
    expect(await phone.page.getByLabel('集點完成').innerText()).toBe(`已集 ${walkIn.pointsClaim?.points} 點，目前點數 ${walkIn.pointsClaim?.points} 點`);
    await phone.page.reload();
    await phone.page.getByText('此筆消費的點數已領取').waitFor();
  } finally {
    await phone.context.close();
  }

  // The number became a member with the points: the owner's list shows it.
  await page.goto('/account-manage/member-set');
  await page.getByRole('tab', { name: '會員列表' }).click();
  const row = page.getByRole('table', { name: '會員列表' }).getByRole('row').filter({ hasText: '0955***777' });
  await expect.poll(() => row.innerText()).toContain(String(walkIn.pointsClaim?.points));
}, 150_000);
