import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTOMATIC_DISCOUNT_PATHS,
  type AutomaticDiscount,
  type AutomaticDiscountMealListResult,
} from '@diancan/core';
import { addCategory, addItem } from '../menu/menu-fixtures.js';
import { dataOf, withQuery } from '../harness.js';
import { type CheckoutWorld, orderBody, sendOrder, startCheckoutWorld } from './checkout-fixtures.js';

const paths = AUTOMATIC_DISCOUNT_PATHS;
let world: CheckoutWorld;
beforeAll(async () => {
  world = await startCheckoutWorld();
});
afterAll(async () => {
  await world?.close();
});

const add = (body: object, storeId = world.storeId) => world.owner.post<AutomaticDiscount>(paths.add.path, { storeId, ...body });
const list = (path: string, storeId = world.storeId) => world.owner.get<AutomaticDiscount[]>(withQuery(path, { storeId }));

describe('automatic discounts', () => {
  it('adds tiers, checks a free minimum, lists them and the active ones in order', async () => {
    const { owner, storeId } = world;
    const fifty = dataOf(await add({ name: '滿500折50', minimumSpendingAmount: 50000, discountType: 'AMOUNT', discountAmount: 5000 }));
    expect(fifty).toMatchObject({ discountType: 'AMOUNT', discountAmount: 5000, discountPercentage: null, enabled: true });
    const tenPercent = dataOf(
      await add({ name: '滿1000打9折', minimumSpendingAmount: 100000, discountType: 'PERCENTAGE', discountPercentage: 10, discountAmount: 999 }),
    );
    expect(tenPercent.discountAmount).toBeNull();

    const taken = await owner.post(paths.checkItem.path, { storeId, minimumSpendingAmount: 50000 });
    expect(taken.body).toEqual({ status: false, message: '已有相同最低消費金額的自動折扣', data: null });
    const own = await owner.post(paths.checkItem.path, { storeId, id: fifty.id, minimumSpendingAmount: 50000 });
    expect(own.body.status).toBe(true);
    const duplicate = await add({ name: '重複', minimumSpendingAmount: 50000, discountType: 'AMOUNT', discountAmount: 100 });
    expect([duplicate.status, duplicate.body.message]).toEqual([409, '已有相同最低消費金額的自動折扣']);

    dataOf(await owner.put(paths.updateStatus.path, { storeId, idList: [tenPercent.id], enabled: false }));
    expect(dataOf(await list(paths.getList.path)).map((row) => row.id)).toEqual([fifty.id, tenPercent.id]);
    expect(dataOf(await list(paths.getActiveList.path)).map((row) => row.id)).toEqual([fifty.id]);
    dataOf(await owner.put(paths.updateStatus.path, { storeId, idList: [tenPercent.id], enabled: true }));
    dataOf(await owner.put(paths.updateSort.path, { storeId, sortedIdList: [tenPercent.id, fifty.id] }));
    expect(dataOf(await list(paths.getActiveList.path)).map((row) => row.id)).toEqual([tenPercent.id, fifty.id]);
  });

  it('updates with the optimistic lock and deletes', async () => {
    const { owner, storeId } = world;
    const tier = dataOf(await add({ name: '滿300折20', minimumSpendingAmount: 30000, discountType: 'AMOUNT', discountAmount: 2000 }));
    const update = { storeId, id: tier.id, name: '滿300折30', minimumSpendingAmount: 30000, discountType: 'AMOUNT', discountAmount: 3000 };
    const saved = dataOf(await owner.put<AutomaticDiscount>(paths.update.path, { ...update, lastUpdateTime: tier.lastUpdateTime }));
    expect(saved).toMatchObject({ name: '滿300折30', discountAmount: 3000 });
    const stale = await owner.put(paths.update.path, { ...update, lastUpdateTime: tier.lastUpdateTime });
    expect(stale.status).toBe(409);
    dataOf(await owner.delete(withQuery(paths.delete.path, { storeId, id: tier.id })));
    expect((await owner.delete(withQuery(paths.delete.path, { storeId, id: tier.id }))).status).toBe(404);
  });

  it('refuses a tier without its amount or with a discount above its minimum', async () => {
    const missing = await add({ name: '沒有金額', minimumSpendingAmount: 1000, discountType: 'AMOUNT' });
    expect([missing.status, missing.body.message]).toEqual([400, '折扣金額為必填']);
    const over = await add({ name: '折太多', minimumSpendingAmount: 1000, discountType: 'AMOUNT', discountAmount: 2000 });
    expect(over.body.message).toBe('折扣金額不可大於最低消費金額');
  });

  it('prices a cart (mealList) and an order with the highest tier reached, hinting the next one', async () => {
    const { owner, storeId, cash } = world;
    const category = await addCategory(owner, storeId, '折扣菜');
    const steak = await addItem(owner, storeId, category.id, '折扣牛排', 60000);
    const lines = [{ itemId: steak.id, count: 1, unitPrice: 60000 }];
    const preview = dataOf(await owner.post<AutomaticDiscountMealListResult>(paths.mealList.path, { storeId, lines }));
    expect(preview).toMatchObject({
      amount: 60000,
      applied: { name: '滿500折50' },
      automaticDiscountPrice: 5000,
      next: { discount: { name: '滿1000打9折' }, shortfall: 40000, text: '差$400元' },
    });
    const order = dataOf(await sendOrder(owner, await orderBody(owner, storeId, lines, { payMethod: cash })));
    expect(order.totals).toMatchObject({ subtotal: 60000, automaticDiscount: 5000, payable: 55000 });

    // A client still pricing without the tier is told the totals changed.
    const stale = await orderBody(owner, storeId, lines, { payMethod: cash, discounts: [] });
    const refused = await sendOrder(owner, stale);
    expect([refused.status, refused.body.message]).toEqual([409, '訂單金額已變更，請重新確認']);
  });

  it('keeps stores apart', async () => {
    const { owner, other, otherStoreId, storeId } = world;
    const theirs = dataOf(
      await other.post<AutomaticDiscount>(paths.add.path, {
        storeId: otherStoreId,
        name: '別店折扣',
        minimumSpendingAmount: 1000,
        discountType: 'AMOUNT',
        discountAmount: 100,
      }),
    );
    expect((await owner.delete(withQuery(paths.delete.path, { storeId, id: theirs.id }))).status).toBe(404);
    expect((await owner.put(paths.updateStatus.path, { storeId, idList: [theirs.id], enabled: false })).status).toBe(404);
    expect((await list(paths.getList.path, otherStoreId)).status).toBe(403);
    expect(dataOf(await list(paths.getList.path)).some((row) => row.id === theirs.id)).toBe(false);
  });
});
