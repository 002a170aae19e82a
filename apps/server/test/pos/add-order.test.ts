import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AddOrderResult, type ItemStock } from '@diancan/core';
import { MENU_PATHS } from '@diancan/core/contracts/menu';
import {
  orderIdempotencyKeys,
  orderLines,
  orderPayments,
  orders,
  orderStatusHistory,
} from '../../src/platform/db/schema/index.js';
import { addCategory, addItem, addOptionGroup, addUpgrade } from '../menu/menu-fixtures.js';
import { dataOf, withQuery } from '../harness.js';
import { type CheckoutWorld, orderBody, sendOrder, startCheckoutWorld } from './checkout-fixtures.js';

let world: CheckoutWorld;
let categoryId: number;

beforeAll(async () => {
  world = await startCheckoutWorld();
  categoryId = (await addCategory(world.owner, world.storeId, '結帳測試')).id;
});
afterAll(async () => {
  await world?.close();
});

const item = (name: string, price = 10000, extra: object = {}) => addItem(world.owner, world.storeId, categoryId, name, price, extra);

describe('pos/addOrder', () => {
  it('writes a cash order with change: order, lines with snapshots, payment, history and the key, numbered per day', async () => {
    const { owner, storeId, cash, server } = world;
    const sugar = await addOptionGroup(owner, storeId, '結帳甜度', [{ name: '正常' }, { name: '加珍珠', price: 1000 }], {
      leastSelectable: 1,
      mostSelectable: 2,
    });
    const tea = await item('結帳紅茶', 3000, { optionGroupIds: [sugar.id] });
    const pearl = sugar.options.find((option) => option.name === '加珍珠');
    if (!pearl) throw new Error('option missing');
    const body = await orderBody(
      owner,
      storeId,
      [{ itemId: tea.id, count: 2, unitPrice: 3000, options: [{ optionId: pearl.id, count: 1, price: 1000 }], remark: '少冰' }],
      { payMethod: cash, paid: 10000, remark: '快一點', isInside: true, tableNumber: '12' },
    );
    const response = await sendOrder(owner, body);
    const result = dataOf(response);
    expect(result).toMatchObject({
      status: 'NEW',
      paymentStatus: 'PAID',
      type: 'INSIDE',
      totals: { subtotal: 8000, payable: 8000, paid: 10000, change: 2000 },
    });
    expect(result.orderNo).toMatch(/^\d{3,}$/);
    const db = server.db;
    const [order] = await db.select().from(orders).where(eq(orders.id, result.orderId));
    expect(order).toMatchObject({ storeId, tableNumber: '12', remark: '快一點', payableCents: 8000, changeCents: 2000, version: 1, source: 'POS' });
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, result.orderId));
    expect(lines).toEqual([
      expect.objectContaining({
        itemName: '結帳紅茶',
        categoryName: '結帳測試',
        count: 2,
        unitPriceCents: 3000,
        unitTotalCents: 4000,
        amountCents: 8000,
        remark: '少冰',
        options: [{ optionId: pearl.id, groupId: sugar.id, groupName: '結帳甜度', name: '加珍珠', count: 1, price: 1000 }],
      }),
    ]);
    const payments = await db.select().from(orderPayments).where(eq(orderPayments.orderId, result.orderId));
    expect(payments).toEqual([
      expect.objectContaining({ payMethodName: cash.name, statisticKey: 'CASH', amountCents: 8000, tenderedCents: 10000, changeCents: 2000 }),
    ]);
    const history = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, result.orderId));
    expect(history).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'NEW', version: 1 })]);
    const [key] = await db.select().from(orderIdempotencyKeys).where(eq(orderIdempotencyKeys.orderId, result.orderId));
    expect(key?.requestHash).toMatch(/^[0-9a-f]{64}$/);

    const next = dataOf(await sendOrder(owner, body));
    expect(Number(next.orderNo)).toBe(Number(result.orderNo) + 1);
    expect(next.businessDate).toBe(result.businessDate);
  });

  it('collects exactly the payable with LINE Pay (no change), and keeps upgrades as snapshots', async () => {
    const { owner, storeId, linePay, server } = world;
    const drink = await item('套餐飲料', 2500);
    const combo = await addUpgrade(owner, storeId, '超值套餐', [drink.id], 5000);
    const meal = await item('套餐主餐', 12000, { upgradeIds: [combo.id] });
    const slot = combo.groups[0];
    if (!slot) throw new Error('slot missing');
    const body = await orderBody(
      owner,
      storeId,
      [
        {
          itemId: meal.id,
          count: 1,
          unitPrice: 12000,
          combos: [{ upgradeId: combo.id, comboPrice: 5000, items: [{ groupId: slot.id, itemId: drink.id, comboItemPrice: 0 }] }],
        },
      ],
      { payMethod: linePay, paid: 999999 },
    );
    const result = dataOf(await sendOrder(owner, body));
    expect(result.totals).toMatchObject({ subtotal: 17000, payable: 17000, paid: 17000, change: 0 });
    const [line] = await server.db.select().from(orderLines).where(eq(orderLines.orderId, result.orderId));
    expect(line?.combos).toEqual([
      {
        upgradeId: combo.id,
        name: '超值套餐',
        comboPrice: 5000,
        items: [{ groupId: slot.id, groupName: '飲料', itemId: drink.id, name: '套餐飲料', comboItemPrice: 0, options: [] }],
      },
    ]);
  });

  it('applies a 9折 ratio discount, rounding the payable up to a whole dollar', async () => {
    const { owner, storeId, cash } = world;
    const rice = await item('九折便當', 12345);
    const body = await orderBody(owner, storeId, [{ itemId: rice.id, count: 1, unitPrice: 12345 }], {
      payMethod: cash,
      paid: 20000,
      manualDiscount: { type: 'RATIO', ratio: 0.9 },
    });
    const result = dataOf(await sendOrder(owner, body));
    // 123.45 x 0.9 = 111.105 -> 112
    expect(result.totals).toMatchObject({ payable: 11200, change: 8800 });
  });

  it('entertains a whole order without a payment', async () => {
    const { owner, storeId, server } = world;
    const cake = await item('招待蛋糕', 8000);
    const body = await orderBody(owner, storeId, [{ itemId: cake.id, count: 1, unitPrice: 8000 }], { entertain: true, payment: null });
    const result = dataOf(await sendOrder(owner, body));
    expect(result.totals).toMatchObject({ subtotal: 8000, entertainAmount: 8000, payable: 0, paid: 0 });
    expect(await server.db.select().from(orderPayments).where(eq(orderPayments.orderId, result.orderId))).toEqual([]);
  });

  it('stores the buyer e-invoice choice and a pickup reservation', async () => {
    const { owner, storeId, cash, server } = world;
    const box = await item('預約餐盒', 15000);
    const tomorrow = new Date(Date.now() + 24 * 3600_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Taipei' });
    const body = await orderBody(owner, storeId, [{ itemId: box.id, count: 1, unitPrice: 15000 }], {
      payMethod: cash,
      invoice: { type: 'phoneCarrier', number: '/AB12+-.' },
      reservation: { type: 'PICKUP', date: tomorrow, time: '12:30', name: '王先生', phone: '0912345678', uniformNumber: '04595257' },
    });
    const result = dataOf(await sendOrder(owner, body));
    expect(result.type).toBe('PICKUP');
    const [order] = await server.db.select().from(orders).where(eq(orders.id, result.orderId));
    expect(order).toMatchObject({
      invoiceType: 'phoneCarrier',
      invoiceCode: '/AB12+-.',
      reservationType: 'PICKUP',
      reservationName: '王先生',
      reservationUniformNumber: '04595257',
    });
    expect(order?.reservedFor?.toISOString()).toBe(new Date(`${tomorrow}T12:30:00+08:00`).toISOString());

    const past = await orderBody(owner, storeId, [{ itemId: box.id, count: 1, unitPrice: 15000 }], {
      payMethod: cash,
      reservation: { type: 'PICKUP', date: '2020-01-01', time: '12:30', name: '王先生', phone: '0912345678' },
    });
    const refused = await sendOrder(owner, past);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('取餐時間已過，請重新選擇');
  });

  it('refuses a body without a key, an invalid body, and a checkout without a pay method (400)', async () => {
    const { owner, storeId, cash } = world;
    const soup = await item('驗證湯', 5000);
    const body = await orderBody(owner, storeId, [{ itemId: soup.id, count: 1, unitPrice: 5000 }], { payMethod: cash });
    const noKey = await sendOrder(owner, body, null);
    expect(noKey.status).toBe(400);
    expect(noKey.body.message).toBe('缺少Idempotency-Key標頭');
    expect((await sendOrder(owner, body, 'bad key')).status).toBe(400);
    const zero = await sendOrder(owner, { ...body, lines: [{ itemId: soup.id, count: 0, unitPrice: 5000 }] });
    expect(zero.body.message).toBe('數量須大於0');
    const unpaid = await sendOrder(owner, { ...body, payment: null });
    expect([unpaid.status, unpaid.body.message]).toEqual([400, '請選擇付款方式']);
    const poor = await sendOrder(owner, { ...body, payment: { payMethodId: cash.id, paid: 100 } });
    expect([poor.status, poor.body.message]).toEqual([400, '付款金額不足']);
  });

  it('refuses prices and totals that are not the catalogue’s (409), with the server totals', async () => {
    const { owner, storeId, cash } = world;
    const noodle = await item('漲價麵', 9000);
    const stale = await orderBody(owner, storeId, [{ itemId: noodle.id, count: 1, unitPrice: 8000 }], { payMethod: cash });
    const priced = await sendOrder(owner, stale);
    expect([priced.status, priced.body.message]).toEqual([409, '漲價麵價格已變更，請重新確認']);

    const body = await orderBody(owner, storeId, [{ itemId: noodle.id, count: 1, unitPrice: 9000 }], { payMethod: cash });
    const wrong = await sendOrder(owner, { ...body, expectedTotals: { ...body.expectedTotals, payable: 1 } });
    expect([wrong.status, wrong.body.message]).toEqual([409, '訂單金額已變更，請重新確認']);
    expect(wrong.body.data).toEqual({ totals: expect.objectContaining({ payable: 9000 }) });
  });

  it('refuses removed, switched-off and unknown items, and options the item does not offer', async () => {
    const { owner, storeId, cash } = world;
    const gone = await item('已刪除的菜', 1000);
    const off = await item('下架的菜', 1000);
    const plain = await item('沒有口味的菜', 1000);
    const size = await addOptionGroup(owner, storeId, '別的口味');
    dataOf(await owner.delete(withQuery(MENU_PATHS.item.remove.path, { storeId, id: gone.id })));
    dataOf(await owner.put(MENU_PATHS.item.updateStatus.path, { storeId, idList: [off.id], enabled: false }));
    const attempt = async (line: object) => {
      const body = await orderBody(owner, storeId, [line as never], { payMethod: cash });
      const response = await sendOrder(owner, body);
      return [response.status, response.body.message];
    };
    expect(await attempt({ itemId: gone.id, count: 1, unitPrice: 1000 })).toEqual([409, '已刪除的菜已下架，請重新選擇']);
    expect(await attempt({ itemId: off.id, count: 1, unitPrice: 1000 })).toEqual([409, '下架的菜已下架，請重新選擇']);
    expect(await attempt({ itemId: 999_999, count: 1, unitPrice: 1000 })).toEqual([404, '餐點不存在']);
    const option = size.options[0];
    expect(
      await attempt({ itemId: plain.id, count: 1, unitPrice: 1000, options: [{ optionId: option?.id, count: 1, price: option?.price }] }),
    ).toEqual([409, '沒有口味的菜的選項已變更，請重新選擇']);
  });

  it('checks the least and most of a taste group', async () => {
    const { owner, storeId, cash } = world;
    const ice = await addOptionGroup(owner, storeId, '冰塊', [{ name: '正常冰' }, { name: '去冰' }], { leastSelectable: 1, mostSelectable: 1 });
    const drink = await item('冰塊飲料', 3000, { optionGroupIds: [ice.id] });
    const [normal, none] = ice.options;
    const send = async (options: object[]) =>
      sendOrder(owner, await orderBody(owner, storeId, [{ itemId: drink.id, count: 1, unitPrice: 3000, options: options as never }], { payMethod: cash }));
    const missing = await send([]);
    expect([missing.status, missing.body.message]).toEqual([400, '冰塊飲料的「冰塊」選擇數量不符']);
    const both = await send([
      { optionId: normal?.id, count: 1, price: 0 },
      { optionId: none?.id, count: 1, price: 0 },
    ]);
    expect(both.status).toBe(400);
    expect((await send([{ optionId: none?.id, count: 1, price: 0 }])).status).toBe(200);
  });

  it('refuses a pay method switched off or removed meanwhile with the spec message', async () => {
    const { owner, storeId, cash } = world;
    const bread = await item('付款麵包', 4000);
    const added = dataOf(
      await owner.post<{ id: number; name: string; statisticKey: string; enabled: boolean; sort: number }>('/api/back/payMethod/add', {
        storeId,
        name: '街口',
        statisticKey: 'JKO_PAY',
      }),
    );
    const body = await orderBody(owner, storeId, [{ itemId: bread.id, count: 1, unitPrice: 4000 }], { payMethod: added });
    dataOf(await owner.put('/api/back/payMethod/updateStatus', { storeId, idList: [added.id], enabled: false }));
    const off = await sendOrder(owner, body);
    expect([off.status, off.body.message]).toEqual([409, '付款方式已被關閉請重新選擇']);
    dataOf(await owner.delete(withQuery('/api/back/payMethod/remove', { storeId, id: added.id })));
    expect((await sendOrder(owner, body)).body.message).toBe('付款方式已被關閉請重新選擇');
    expect((await sendOrder(owner, await orderBody(owner, storeId, [{ itemId: bread.id, count: 1, unitPrice: 4000 }], { payMethod: cash }))).status).toBe(200);
  });

  it('refuses an e-invoice choice when the store has invoices off', async () => {
    const { owner, secondStoreId, server } = world;
    const { storeConfigs } = await import('../../src/platform/db/schema/index.js');
    await server.db
      .update(storeConfigs)
      .set({ invoiceSettings: { adminInvoiceSwitch: true, storeInvoiceSwitch: false, deliveryPlatformSwitch: false } })
      .where(eq(storeConfigs.storeId, secondStoreId));
    const category = await addCategory(owner, secondStoreId, '二店分類');
    const tea = await addItem(owner, secondStoreId, category.id, '二店茶', 3000);
    const methods = await world.payMethods(secondStoreId);
    const body = await orderBody(owner, secondStoreId, [{ itemId: tea.id, count: 1, unitPrice: 3000 }], {
      payMethod: methods[0],
      invoice: { type: 'uniformNumber', number: '04595257' },
    });
    const refused = await sendOrder(owner, body);
    expect([refused.status, refused.body.message]).toEqual([400, '商店未開啟電子發票功能']);
    expect((await sendOrder(owner, { ...body, invoice: null })).status).toBe(200);
  });
});

describe('stock', () => {
  it('sells the last unit once when orders race for it, never below zero, and names the item', async () => {
    const { owner, storeId, cash, server } = world;
    const special = await item('限量牛肉麵', 20000);
    dataOf(await owner.put(MENU_PATHS.pos.updateItemStock.path, { storeId, itemId: special.id, availableQuantity: 1, availableForSale: true }));
    const body = await orderBody(owner, storeId, [{ itemId: special.id, count: 1, unitPrice: 20000 }], { payMethod: cash });
    const responses = await Promise.all(Array.from({ length: 6 }, () => sendOrder(owner, body)));
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    const refused = responses.filter((response) => response.status !== 200);
    expect(refused.map((response) => [response.status, response.body.message])).toEqual(
      Array.from({ length: 5 }, () => [409, '限量牛肉麵庫存不足，剩餘0份']),
    );
    const stock = dataOf(await owner.get<ItemStock>(withQuery(MENU_PATHS.pos.getItemStock.path, { storeId, itemId: special.id })));
    expect(stock.availableQuantity).toBe(0);
    const sold = await server.db.select().from(orderLines).where(and(eq(orderLines.storeId, storeId), eq(orderLines.itemId, special.id)));
    expect(sold).toHaveLength(1);
  });

  it('refuses a sold-out item (售完) and takes whole units for a decimal count', async () => {
    const { owner, storeId, cash } = world;
    const fish = await item('秤重魚', 10000);
    dataOf(await owner.put(MENU_PATHS.pos.updateItemStock.path, { storeId, itemId: fish.id, availableQuantity: 5, availableForSale: true }));
    dataOf(await sendOrder(owner, await orderBody(owner, storeId, [{ itemId: fish.id, count: 1.25, unitPrice: 10000 }], { payMethod: cash })));
    const left = dataOf(await owner.get<ItemStock>(withQuery(MENU_PATHS.pos.getItemStock.path, { storeId, itemId: fish.id })));
    expect(left.availableQuantity).toBe(3);
    dataOf(await owner.put(MENU_PATHS.pos.updateItemStock.path, { storeId, itemId: fish.id, availableQuantity: 3, availableForSale: false }));
    const soldOut = await sendOrder(owner, await orderBody(owner, storeId, [{ itemId: fish.id, count: 1, unitPrice: 10000 }], { payMethod: cash }));
    expect([soldOut.status, soldOut.body.message]).toEqual([409, '秤重魚已售完']);
  });
});

describe('idempotency', () => {
  it('creates one order for the same key sent 3 times at once, and answers each with it', async () => {
    const { owner, storeId, cash, server } = world;
    const dumpling = await item('冪等水餃', 6000);
    const body = await orderBody(owner, storeId, [{ itemId: dumpling.id, count: 1, unitPrice: 6000 }], { payMethod: cash });
    const key = `same-key-${Date.now()}`;
    const responses = await Promise.all([sendOrder(owner, body, key), sendOrder(owner, body, key), sendOrder(owner, body, key)]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    const ids = new Set(responses.map((response) => (response.body.data as AddOrderResult).orderId));
    expect(ids.size).toBe(1);
    expect(responses.map((response) => response.body.data)).toEqual([responses[0]?.body.data, responses[0]?.body.data, responses[0]?.body.data]);
    expect(responses.filter((response) => response.headers.get('idempotent-replayed') === 'true')).toHaveLength(2);
    const stored = await server.db.select().from(orderLines).where(eq(orderLines.itemId, dumpling.id));
    expect(stored).toHaveLength(1);

    const later = await sendOrder(owner, body, key);
    expect(later.body.data).toEqual(responses[0]?.body.data);
    const other = await sendOrder(owner, { ...body, remark: '不一樣' }, key);
    expect([other.status, other.body.message]).toEqual([409, '重複的請求內容不一致']);
  });

  it('lets a refused order be retried with its key once fixed', async () => {
    const { owner, storeId, cash } = world;
    const pork = await item('重試豬排', 9000);
    const key = `retry-key-${Date.now()}`;
    const stale = await orderBody(owner, storeId, [{ itemId: pork.id, count: 1, unitPrice: 8000 }], { payMethod: cash });
    expect((await sendOrder(owner, stale, key)).status).toBe(409);
    const fixed = await orderBody(owner, storeId, [{ itemId: pork.id, count: 1, unitPrice: 9000 }], { payMethod: cash });
    expect((await sendOrder(owner, fixed, key)).status).toBe(200);
  });
});

describe('access', () => {
  it('keeps stores apart: another store user, staff, and another store’s ids', async () => {
    const { owner, other, staff, storeId, otherStoreId, cash } = world;
    const rice = await item('隔離飯', 5000);
    const body = await orderBody(owner, storeId, [{ itemId: rice.id, count: 1, unitPrice: 5000 }], { payMethod: cash });
    expect((await sendOrder(other, body)).status).toBe(403);
    expect((await sendOrder(staff, body)).status).toBe(403);
    const mine = await sendOrder(other, { ...body, storeId: otherStoreId });
    expect([mine.status, mine.body.message]).toEqual([404, '餐點不存在']);
  });
});
