// Table service of issue 32 at the counter, in two browser contexts of one store: the POS's 桌位 view opens a free
// table with 3 guests, sends two rounds to its check, splits the check by items into two, pays each part with its own
// e-invoice, and a second terminal's floor shows the table occupied and then free again, live (TABLE_CHANGED).
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn, WIDE } from './support/browser.js';

const ADD_ORDER = '/api/back/pos/addOrder';
const ADD_ROUND = '/api/back/order/addOrderDetail';
const SPLIT = '/api/back/order/split';
const PAY = '/api/back/order/updateOrderPaid';
const BUYER = '04595257';
const CARRIER = '/ABC+123';

let browser: Browser;
let counter: { context: BrowserContext; page: Page };
let floorTerminal: { context: BrowserContext; page: Page };
/** This run's own area and table, so the journey does not meet the other journeys' orders. */
const stamp = Date.now().toString(36).slice(-5).toUpperCase();
const AREA = `露台${stamp}`;
const TABLE = `T${stamp}`;

interface Session {
  storeId: number;
  xsrfToken: string;
}

async function session(page: Page): Promise<Session> {
  return page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('diancan-session') ?? '{}') as { state?: { storeId: number; xsrfToken: string } };
    return { storeId: stored.state?.storeId ?? 0, xsrfToken: stored.state?.xsrfToken ?? '' };
  });
}

async function callAs<T>(page: Page, method: 'get' | 'post', url: string, data?: Record<string, unknown>): Promise<T> {
  const { storeId, xsrfToken } = await session(page);
  const headers = { 'X-CSRF-TOKEN': xsrfToken, 'X-SID': String(storeId) };
  const reply = method === 'get' ? await page.request.get(url, { headers }) : await page.request.post(url, { headers, data: { storeId, ...data } });
  const body = (await reply.json()) as { status: boolean; message: string | null; data: T };
  if (reply.status() !== 200) throw new Error(`${url}: ${reply.status()} ${body.message}`);
  return body.data;
}

function dialog(page: Page): Locator {
  return page.getByRole('dialog');
}

function tableCard(page: Page): Locator {
  return page.getByTestId(`floor-table-${TABLE}`);
}

/** The 桌位 view on this run's area; with `status`, once the table shows it. */
async function showFloor(page: Page, status?: 'FREE' | 'OCCUPIED'): Promise<void> {
  await page.getByRole('radiogroup', { name: '點餐或桌位' }).getByText('桌位', { exact: true }).click();
  await page.getByRole('tab', { name: new RegExp(`^${AREA}`) }).click();
  await tableCard(page).waitFor();
  if (status) await expect.poll(() => tableCard(page).getAttribute('data-status')).toBe(status);
}

async function addItem(page: Page, category: string, name: string): Promise<void> {
  await page.getByRole('navigation', { name: '分類' }).getByRole('button', { name: category, exact: true }).click();
  await page.getByRole('list', { name: '餐點' }).getByRole('button', { name: new RegExp(`^${name} `) }).click();
}

/** 送出 for the table; resolves with the JSON answer of the call it makes. */
async function send(page: Page, path: string): Promise<{ data: { orderId: number } | null }> {
  const answered = page.waitForResponse((response) => response.url().endsWith(path));
  await page.getByRole('button', { name: '送出', exact: true }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  await expect.poll(() => page.getByRole('list', { name: '已點餐點' }).count()).toBe(0);
  return (await response.json()) as { data: { orderId: number } | null };
}

function checks(page: Page): Locator {
  return page.getByRole('region', { name: '桌位帳單' }).getByRole('region', { name: /^帳單 #/ });
}

beforeAll(async () => {
  browser = await launchBrowser();
  counter = await newPage(browser, WIDE);
  await signIn(counter.page, 'store');
  await counter.page.waitForURL('**/store-pos');
  const area = await callAs<{ id: number }>(counter.page, 'post', '/api/back/diningArea/add', { name: AREA });
  await callAs(counter.page, 'post', '/api/back/diningTable/add', { name: TABLE, areaId: area.id, seats: 4, shape: 'ROUND', x: 0, y: 0 });

  floorTerminal = await newPage(browser, WIDE);
  await signIn(floorTerminal.page, 'store');
  await floorTerminal.page.waitForURL('**/store-pos');
  await showFloor(floorTerminal.page);
  expect(await tableCard(floorTerminal.page).getAttribute('data-status')).toBe('FREE');
});

afterAll(async () => {
  await counter?.context.close();
  await floorTerminal?.context.close();
  await browser?.close();
});

let orderId = 0;

it('opens a free table with 3 guests and sends the first round unpaid; the other terminal sees it occupied', async () => {
  const { page } = counter;
  await showFloor(page, 'FREE');
  await tableCard(page).click();
  await dialog(page).getByRole('heading', { name: `開桌：${TABLE}` }).waitFor();
  await dialog(page).getByRole('textbox', { name: '來客數' }).fill('3');
  await dialog(page).getByRole('button', { name: '開桌點餐' }).click();
  await page.getByTestId('table-target').getByText(`開桌 ${TABLE} · 3人`).waitFor();

  await addItem(page, '主食', '滷肉飯');
  await addItem(page, '主食', '滷肉飯');
  await addItem(page, '飲料', '紅茶');
  const sent = page.waitForRequest((request) => request.url().endsWith(ADD_ORDER));
  const answer = await send(page, ADD_ORDER);
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ guests: 3, payLater: true, payment: null, isInside: true });
  orderId = answer.data?.orderId ?? 0;
  expect(orderId).toBeGreaterThan(0);

  await expect.poll(() => tableCard(floorTerminal.page).getAttribute('data-status')).toBe('OCCUPIED');
  await expect.poll(() => tableCard(floorTerminal.page).textContent()).toContain('用餐中 3人');
});

it('adds a second round to the open check (加點) on the version it reads', async () => {
  const { page } = counter;
  await showFloor(page, 'OCCUPIED');
  await tableCard(page).click();
  await checks(page).first().getByRole('button', { name: '加點' }).click();
  await page.getByTestId('table-target').getByText(`加點 ${TABLE}`).waitFor();
  await addItem(page, '主食', '牛肉麵');
  await send(page, ADD_ROUND);

  const order = await callAs<{ lines: { itemName: string; count: number }[]; tableId: number; guests: number }>(
    page,
    'get',
    `/api/back/order/getOrderDetail?storeId=${(await session(page)).storeId}&orderId=${orderId}`,
  );
  expect(order.guests).toBe(3);
  expect(order.lines.map((line) => `${line.itemName}x${line.count}`).sort()).toEqual(['滷肉飯x2', '牛肉麵x1', '紅茶x1'].sort());
});

it('splits the check by items into two, then pays each with its own e-invoice; the table frees on the other terminal', async () => {
  const { page } = counter;
  await showFloor(page, 'OCCUPIED');
  await tableCard(page).click();
  await checks(page).first().getByRole('button', { name: '拆單' }).click();
  await dialog(page).getByRole('heading', { name: /^拆單 #/ }).waitFor();
  await dialog(page).getByRole('textbox', { name: '新帳單1 牛肉麵' }).fill('1');
  await dialog(page).getByRole('textbox', { name: '新帳單1 紅茶' }).fill('1');
  const split = page.waitForResponse((response) => response.url().endsWith(SPLIT));
  await dialog(page).getByRole('button', { name: '確認拆單' }).click();
  const splitAnswer = (await (await split).json()) as { data: { orderIds: number[] } };
  expect(splitAnswer.data.orderIds).toHaveLength(2);
  await expect.poll(() => checks(page).count()).toBe(2);

  const invoices: string[] = [];
  const buyers = [
    { type: '統一編號', number: BUYER },
    { type: '手機載具', number: CARRIER },
  ];
  for (const buyer of buyers) {
    await checks(page).first().getByRole('button', { name: '結帳' }).click();
    await dialog(page).getByRole('heading', { name: /^結帳 #/ }).waitFor();
    await dialog(page).getByText(buyer.type, { exact: true }).click();
    await dialog(page).getByRole('textbox', { name: '發票資訊' }).fill(buyer.number);
    const paid = page.waitForResponse((response) => response.url().endsWith(PAY));
    await dialog(page).getByRole('button', { name: '確認結帳' }).click();
    const answer = (await (await paid).json()) as { data: { id: number; paymentStatus: string } };
    expect(answer.data.paymentStatus).toBe('PAID');
    await expect.poll(() => dialog(page).count()).toBe(0);
    const storeId = (await session(page)).storeId;
    const rows = await callAs<{ invoiceNumber: string; status: string }[]>(page, 'get', `/api/back/einvoice/getOrderInvoices?storeId=${storeId}&orderId=${answer.data.id}`);
    expect(rows).toHaveLength(1);
    invoices.push(rows[0]?.invoiceNumber ?? '');
  }
  expect(new Set(invoices).size).toBe(2);
  for (const number of invoices) expect(number).toMatch(/^[A-Z]{2}\d{8}$/);

  await expect.poll(() => tableCard(page).getAttribute('data-status')).toBe('FREE');
  await expect.poll(() => tableCard(floorTerminal.page).getAttribute('data-status')).toBe('FREE');
});

it('drags the table to another cell in the floor editor (商店設定) and moves it with the arrow keys; the counter’s floor shows it there', async () => {
  const { page } = counter;
  await page.goto('/account-manage/store-set?tab=diningTables');
  await page.getByRole('tab', { name: new RegExp(`^${AREA}`) }).click();
  const card = page.getByTestId(`editor-table-${TABLE}`);
  await card.waitFor();
  await card.scrollIntoViewIfNeeded();
  expect([await card.getAttribute('data-x'), await card.getAttribute('data-y')]).toEqual(['0', '0']);

  // A real mouse drag: from the table's middle two cells right and one down (cells 96 x 76, 8 apart).
  const box = await card.boundingBox();
  if (!box) throw new Error('the table is not on screen');
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const saved = page.waitForRequest((request) => request.url().endsWith('/api/back/diningTable/update'));
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 104, start.y + 40, { steps: 5 });
  await page.mouse.move(start.x + 208, start.y + 84, { steps: 5 });
  await page.mouse.up();
  expect((await saved).postDataJSON()).toMatchObject({ name: TABLE, x: 2, y: 1 });
  await expect.poll(() => card.getAttribute('data-x')).toBe('2');
  expect(await card.getAttribute('data-y')).toBe('1');

  // The keyboard: the focused table one cell right.
  await card.focus();
  const moved = page.waitForResponse((response) => response.url().endsWith('/api/back/diningTable/update'));
  await page.keyboard.press('ArrowRight');
  expect((await moved).status()).toBe(200);
  await expect.poll(() => card.getAttribute('data-x')).toBe('3');

  // The other terminal's 桌位 view, live (TABLE_CHANGED): the table on column 4, row 2.
  const counterCard = tableCard(floorTerminal.page);
  await expect.poll(() => counterCard.evaluate((element) => `${element.style.gridColumn} | ${element.style.gridRow}`)).toBe('4 / span 1 | 2');
});
