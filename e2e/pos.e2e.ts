// The point-of-sale journeys of issue 5 (store operations sections 2 to 9): a cashier sells with cash and change,
// with LINE Pay, with a 9折 discount, as 招待, with a 統編 (valid and not), refuses a bad donation code, takes a
// pickup reservation, cannot sell a sold-out item, and every order exists once on the server (the same attempt
// sent again answers the same order). A response lost on the way back is retried with the same key: one order.
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn, WIDE } from './support/browser.js';

const ADD_ORDER = '/api/back/pos/addOrder';
const SOLD_OUT_ITEM = '冬瓜檸檬';
/** The order number the cash journey showed, looked up on the order board next. */
let cashOrderNo = '';

let browser: Browser;
let context: BrowserContext;
let page: Page;

interface SessionInfo {
  storeId: number;
  xsrfToken: string;
}

interface AddOrderAnswer {
  status: boolean;
  message: string | null;
  data: { orderId: number; orderNo: string; totals: { payable: number; paid: number; change: number } } | null;
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser, WIDE));
  await signIn(page, 'store');
  await page.waitForURL('**/store-pos');
  await markSoldOut(SOLD_OUT_ITEM);
  await page.reload();
  await itemButton('滷肉飯').waitFor();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

// ---- helpers ---------------------------------------------------------------------------------

async function session(): Promise<SessionInfo> {
  return page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('diancan-session') ?? '{}') as { state?: { storeId: number; xsrfToken: string } };
    return { storeId: stored.state?.storeId ?? 0, xsrfToken: stored.state?.xsrfToken ?? '' };
  });
}

/** Switches an item to 售完 through the stock call, as the stock modal would. */
async function markSoldOut(name: string): Promise<void> {
  const { storeId, xsrfToken } = await session();
  const menu = (await (await page.request.get(`/api/back/pos/getMenu?storeId=${storeId}`)).json()) as {
    data: { categories: { items: { id: number; name: string }[] }[] };
  };
  const item = menu.data.categories.flatMap((category) => category.items).find((candidate) => candidate.name === name);
  if (!item) throw new Error(`no demo item ${name}`);
  const reply = await page.request.put('/api/back/pos/updateItemStock', {
    headers: { 'X-CSRF-TOKEN': xsrfToken, 'X-SID': String(storeId) },
    data: { storeId, itemId: item.id, availableQuantity: null, availableForSale: false },
  });
  expect(reply.status()).toBe(200);
}

function itemButton(name: string): Locator {
  return page.getByRole('list', { name: '餐點' }).getByRole('button', { name: new RegExp(`^${name} `) });
}

async function openCategory(name: string): Promise<void> {
  await page.getByRole('navigation', { name: '分類' }).getByRole('button', { name, exact: true }).click();
}

async function addItem(category: string, name: string): Promise<void> {
  await openCategory(category);
  await itemButton(name).click();
}

function cartLines(): Locator {
  return page.getByRole('list', { name: '已點餐點' }).getByRole('listitem');
}

function dialog(): Locator {
  return page.getByRole('dialog');
}

async function pressKeys(keys: string): Promise<void> {
  for (const key of keys) await dialog().getByRole('button', { name: key, exact: true }).click();
}

async function expectToast(text: string): Promise<void> {
  await expect.poll(() => page.locator('[data-toast]').filter({ hasText: text }).count()).toBeGreaterThan(0);
}

async function openCheckout(): Promise<void> {
  await page.getByRole('button', { name: '結帳', exact: true }).click();
  await dialog().getByRole('heading', { name: '結帳' }).waitFor();
  // The spec's checkout modal width (store operations section 9).
  expect((await dialog().boundingBox())?.width).toBe(800);
}

/**
 * Confirms the checkout and waits for the order: returns what was sent, the answer and the number shown.
 */
async function confirmCheckout(): Promise<{ request: Request; body: Record<string, unknown>; answer: AddOrderAnswer; shownNo: string }> {
  const sent = page.waitForRequest((request) => request.url().endsWith(ADD_ORDER));
  const answered = page.waitForResponse((response) => response.url().endsWith(ADD_ORDER) && response.status() === 200);
  await dialog().getByRole('button', { name: '確認', exact: true }).click();
  const request = await sent;
  const answer = (await (await answered).json()) as AddOrderAnswer;
  const number = page.getByLabel('訂單編號');
  await number.waitFor();
  const shownNo = (await number.textContent()) ?? '';
  return { request, body: request.postDataJSON() as Record<string, unknown>, answer, shownNo };
}

async function closeDone(): Promise<void> {
  await dialog().getByRole('button', { name: '完成' }).click();
  await expect.poll(() => dialog().count()).toBe(0);
  await expect.poll(() => cartLines().count()).toBe(0);
}

/** The same attempt sent again (same key, same body) answers the same order: it exists, once. */
async function expectStoredOnce(request: Request, orderId: number): Promise<void> {
  const { xsrfToken, storeId } = await session();
  const key = request.headers()['idempotency-key'];
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  const replay = await page.request.post(ADD_ORDER, {
    headers: { 'X-CSRF-TOKEN': xsrfToken, 'X-SID': String(storeId), 'Idempotency-Key': key ?? '', 'Content-Type': 'application/json' },
    data: request.postData() ?? '',
  });
  expect(replay.status()).toBe(200);
  expect(replay.headers()['idempotent-replayed']).toBe('true');
  expect(((await replay.json()) as AddOrderAnswer).data?.orderId).toBe(orderId);
}

// ---- journeys --------------------------------------------------------------------------------

it('cash with change: counts on the keypad, NT$500 tendered, the change shown and the order stored once', async () => {
  await addItem('主食', '滷肉飯');
  await cartLines().first().getByRole('button', { name: '滷肉飯數量' }).click();
  await pressKeys('3');
  await dialog().getByRole('button', { name: '確認' }).click();
  await addItem('飲料', '紅茶');
  await expect.poll(() => page.getByLabel('合計金額').textContent()).toBe('NT$150');

  await openCheckout();
  await expect.poll(() => dialog().getByRole('radio', { name: '現金' }).getAttribute('aria-checked')).toBe('true');
  await pressKeys('500');
  await expect.poll(() => dialog().getByLabel('找零').textContent()).toBe('NT$350');
  const { request, body, answer, shownNo } = await confirmCheckout();

  expect(answer.data?.totals).toMatchObject({ payable: 15000, paid: 50000, change: 35000 });
  expect(shownNo).toBe(answer.data?.orderNo);
  expect(body).toMatchObject({ payment: { paid: 50000 }, expectedTotals: { payable: 15000, change: 35000 } });
  await expect.poll(() => page.getByLabel('找零金額').textContent()).toBe('找零 NT$350');
  await closeDone();
  await expectStoredOnce(request, answer.data?.orderId ?? 0);
  cashOrderNo = shownNo;
});

it('the order shows up in the order list afterwards: its card is on the live order board', async () => {
  expect(cashOrderNo).not.toBe('');
  await page.getByRole('link', { name: '訂單管理' }).click();
  await page.getByRole('heading', { name: '即時訂單' }).waitFor();
  const card = page.getByRole('article', { name: `訂單 ${cashOrderNo}` });
  await card.waitFor();
  await expect.poll(() => card.getByText('滷肉飯').count()).toBeGreaterThan(0);
  await page.goto('/store-pos');
  await itemButton('滷肉飯').waitFor();
});

it('LINE Pay offline: no amount to tender and no change', async () => {
  await addItem('主食', '牛肉麵');
  await openCheckout();
  await dialog().getByRole('radio', { name: 'LINE Pay' }).click();
  await expect.poll(() => dialog().getByLabel('找零').count()).toBe(0);
  const { request, body, answer } = await confirmCheckout();
  expect(answer.data?.totals).toMatchObject({ payable: 18000, change: 0 });
  expect((body.payment as { paid: number }).paid).toBe(18000);
  await closeDone();
  await expectStoredOnce(request, answer.data?.orderId ?? 0);
});

it('a 9折 ratio discount', async () => {
  await addItem('主食', '雞腿便當');
  await openCheckout();
  await dialog().getByRole('button', { name: '折扣', exact: true }).click();
  await dialog().getByRole('heading', { name: '折扣' }).waitFor();
  // Once a sub-view is open the buttons of both are gone.
  expect(await dialog().getByRole('button', { name: '發票類型' }).count()).toBe(0);
  await dialog().getByText('折數', { exact: true }).click();
  await dialog().getByRole('radio', { name: '9折' }).click();
  await dialog().getByRole('button', { name: '確認', exact: true }).click();
  await dialog().getByRole('heading', { name: '結帳' }).waitFor();
  await expect.poll(() => dialog().getByLabel('應付金額').textContent()).toBe('NT$108');
  const { body, answer } = await confirmCheckout();
  expect(body.manualDiscount).toEqual({ type: 'RATIO', ratio: 0.9 });
  expect(answer.data?.totals.payable).toBe(10800);
  await closeDone();
});

it('entertain: nothing to pay, discount and invoice disabled', async () => {
  await addItem('主食', '炒飯');
  await openCheckout();
  await dialog().getByRole('button', { name: '招待', exact: true }).click();
  await expect.poll(() => dialog().getByLabel('應付金額').textContent()).toBe('NT$0');
  expect(await dialog().getByRole('button', { name: '折扣', exact: true }).isDisabled()).toBe(true);
  expect(await dialog().getByRole('button', { name: '發票類型' }).isDisabled()).toBe(true);
  const { body, answer } = await confirmCheckout();
  expect(body).toMatchObject({ entertain: true, payment: null, manualDiscount: null });
  expect(answer.data?.totals.payable).toBe(0);
  await closeDone();
});

it('統編: an invalid one is refused with 統編不正確, a valid one goes on the order', async () => {
  await addItem('小菜', '滷蛋');
  await openCheckout();
  await dialog().getByRole('button', { name: '發票類型' }).click();
  await dialog().getByRole('heading', { name: '發票類型' }).waitFor();
  const field = dialog().getByRole('textbox', { name: '統編' });
  await field.fill('12345679');
  await dialog().getByRole('button', { name: '確認', exact: true }).click();
  await dialog().getByText('統編不正確').waitFor();
  await expect.poll(() => dialog().getByRole('heading', { name: '發票類型' }).count()).toBe(1);

  await field.fill('04595257');
  await dialog().getByRole('button', { name: '確認', exact: true }).click();
  await dialog().getByRole('heading', { name: '結帳' }).waitFor();
  await expect.poll(() => dialog().getByLabel('發票資訊').textContent()).toBe('統編：04595257');
  const { body } = await confirmCheckout();
  expect(body.invoice).toEqual({ type: 'uniformNumber', number: '04595257' });
  await closeDone();
});

it('an invalid donation code is refused with 捐贈碼不正確', async () => {
  await addItem('小菜', '豆干');
  await openCheckout();
  await dialog().getByRole('button', { name: '發票類型' }).click();
  await dialog().getByText('捐贈碼', { exact: true }).click();
  await dialog().getByRole('textbox', { name: '捐贈碼' }).fill('12');
  await dialog().getByRole('button', { name: '確認', exact: true }).click();
  await dialog().getByText('捐贈碼不正確').waitFor();
  await dialog().getByRole('button', { name: '取消' }).click();
  await dialog().getByRole('heading', { name: '結帳' }).waitFor();
  expect(await dialog().getByLabel('發票資訊').count()).toBe(0);
  await dialog().getByRole('button', { name: '取消' }).click();
  await page.getByRole('button', { name: '清除', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '是' }).click();
  await expect.poll(() => cartLines().count()).toBe(0);
});

it('a pickup reservation (phone digits only, quick buttons, 取餐時間更改！ on a new time) is sent with the order', async () => {
  await addItem('飲料', '珍珠奶茶');
  await page.getByRole('button', { name: '預約', exact: true }).click();
  // A modal the spec names no width for: the default 384 (store operations section 9).
  await dialog().getByRole('button', { name: '30 分鐘' }).waitFor();
  expect((await dialog().boundingBox())?.width).toBe(384);
  await dialog().getByRole('button', { name: '30 分鐘' }).click();
  await dialog().getByRole('textbox', { name: '姓名' }).fill('林');
  await dialog().getByText('小姐', { exact: true }).click();
  await dialog().getByRole('textbox', { name: '電話' }).fill('0912-345');
  await dialog().getByText('電話格式不符').waitFor();
  await dialog().getByRole('textbox', { name: '電話' }).fill('0912345678');
  await dialog().getByRole('button', { name: '確認' }).click();
  await page.getByRole('button', { name: '修改預約' }).click();
  await dialog().getByRole('button', { name: '1 小時' }).click();
  await dialog().getByRole('button', { name: '確認' }).click();
  await expectToast('取餐時間更改！');

  await openCheckout();
  const { body, answer } = await confirmCheckout();
  expect(body.reservation).toMatchObject({ type: 'PICKUP', name: '林小姐', phone: '0912345678' });
  expect(body.isInside).toBe(false);
  expect(answer.status).toBe(true);
  await closeDone();
  await expect.poll(() => page.getByRole('button', { name: '修改預約' }).count()).toBe(0);
});

it('a sold-out item shows 售完 and cannot be added', async () => {
  await openCategory('飲料');
  const soldOut = itemButton(SOLD_OUT_ITEM);
  await expect.poll(() => soldOut.textContent()).toContain('售完');
  expect(await soldOut.isDisabled()).toBe(true);
  await soldOut.click({ force: true });
  expect(await cartLines().count()).toBe(0);
});

it('an answer lost on the way back is retried with the same key and makes one order', async () => {
  await addItem('主食', '滷肉飯');
  let sends = 0;
  const keys: string[] = [];
  await page.route(`**${ADD_ORDER}`, async (route) => {
    sends += 1;
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (sends === 1) {
      // The server creates the order, but the answer never reaches the cashier.
      await route.fetch();
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  await openCheckout();
  const replayed = page.waitForResponse((response) => response.url().endsWith(ADD_ORDER) && response.status() === 200);
  await dialog().getByRole('button', { name: '確認', exact: true }).click();
  const answer = await replayed;
  expect(answer.headers()['idempotent-replayed']).toBe('true');
  await page.getByLabel('訂單編號').waitFor();
  expect(sends).toBe(2);
  expect(keys[1]).toBe(keys[0]);
  await page.unroute(`**${ADD_ORDER}`);
  await closeDone();
});

it('settings: an automatic discount prices the cart (差$X元 before it applies), a pay method switched off leaves the checkout', async () => {
  await page.goto('/account-manage/store-set?tab=automaticDiscounts');
  await page.getByRole('button', { name: '新增自動折扣' }).click();
  await dialog().getByRole('textbox', { name: '自動折扣名稱' }).fill('滿百折十');
  await dialog().getByRole('textbox', { name: '最低消費金額' }).fill('100');
  await dialog().getByRole('textbox', { name: '折扣金額' }).fill('10');
  await dialog().getByRole('button', { name: '確認' }).click();
  await expectToast('新增成功');
  await page.getByRole('table', { name: '自動折扣列表' }).getByText('滿百折十').waitFor();

  await page.getByRole('tab', { name: '付款方式' }).click();
  // Not forced: the list's switches are disabled while a switch is saving; the click waits for this one to be enabled.
  await page.getByRole('switch', { name: '信用卡 啟用' }).click();
  await expectToast('已停用');

  await page.goto('/store-pos');
  await addItem('小菜', '滷蛋');
  await expect.poll(() => page.getByLabel('下一級自動折扣').textContent()).toBe('再差$85元享滿百折十');
  await addItem('主食', '牛肉麵');
  await expect.poll(() => page.getByLabel('合計金額').textContent()).toBe('NT$185');
  await openCheckout();
  await dialog().getByRole('radio', { name: 'LINE Pay' }).waitFor();
  expect(await dialog().getByRole('radio', { name: '信用卡' }).count()).toBe(0);
  const { answer } = await confirmCheckout();
  expect(answer.data?.totals).toMatchObject({ subtotal: 19500, payable: 18500 });
  await closeDone();

  // Put the store back as the other journeys found it.
  await page.goto('/account-manage/store-set?tab=automaticDiscounts');
  await page.getByRole('button', { name: '刪除 滿百折十' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '是' }).click();
  await expectToast('刪除成功');
  await page.getByRole('tab', { name: '付款方式' }).click();
  await page.getByRole('switch', { name: '信用卡 啟用' }).click();
  await expectToast('已啟用');
});

it('a coupon made on 優惠券面板 is redeemed at the checkout by typing its code, and counted on the panel', async () => {
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await page.goto('/whats-eat-manage');
  await page.waitForURL('**/whats-eat-manage/whats-eat-panel');
  await page.getByRole('button', { name: '新增優惠券' }).click();
  await dialog().getByRole('textbox', { name: '優惠券代碼' }).fill(code.toLowerCase());
  await dialog().getByRole('textbox', { name: '優惠券名稱' }).fill('折五十');
  await dialog().getByRole('textbox', { name: '折扣金額' }).fill('50');
  await dialog().getByRole('button', { name: '確認' }).click();
  await expectToast('新增成功');
  const row = page.getByRole('table', { name: '優惠券列表' }).getByRole('row').filter({ hasText: code });
  await expect.poll(() => row.textContent()).toContain('0 / 100');

  await page.goto('/store-pos');
  await addItem('主食', '牛肉麵');
  await openCheckout();
  await dialog().getByRole('textbox', { name: '優惠券代碼' }).fill(code.toLowerCase());
  await dialog().getByRole('button', { name: '套用' }).click();
  await expect.poll(() => dialog().getByLabel('已套用優惠券').textContent()).toContain(code);
  await expect.poll(() => dialog().getByTestId('coupon-discount').textContent()).toContain('NT$50');
  const { body, answer } = await confirmCheckout();
  expect(body.couponCode).toBe(code);
  expect(answer.data?.totals).toMatchObject({ couponDiscount: 5000, payable: 13000 });
  await closeDone();

  await page.goto('/whats-eat-manage/whats-eat-panel');
  await expect.poll(() => row.textContent()).toContain('1 / 100');
});
