import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { COUPON_MSG, COUPON_PATHS, zonedDateTime, type AddOrderResult, type Coupon, type CouponAddInput, type CouponTermsView } from '@diancan/core';
import { couponRedemptions, orders } from '../../src/platform/db/schema/index.js';
import { dataOf, type TestClient, withQuery } from '../harness.js';
import { addCategory, addItem } from '../menu/menu-fixtures.js';
import { type CheckoutWorld, orderBody, sendOrder, startCheckoutWorld } from '../pos/checkout-fixtures.js';

/** Coupons (docs/coupons.md): the panel's calls, redemption in addOrder, and the last coupon under concurrent checkouts. */

let world: CheckoutWorld;
let itemId: number;
beforeAll(async () => {
  world = await startCheckoutWorld();
  const category = await addCategory(world.owner, world.storeId, '優惠券測試');
  itemId = (await addItem(world.owner, world.storeId, category.id, '牛肉麵', 20000)).id;
});
afterAll(async () => {
  await world?.close();
});

const today = () => zonedDateTime(new Date(), 'Asia/Taipei').date;
const shift = (days: number) => new Date(Date.parse(`${today()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const coupon = (code: string, extra: Partial<CouponAddInput> = {}): CouponAddInput => ({
  storeId: world.storeId,
  code,
  name: `券${code}`,
  discountType: 'AMOUNT',
  discountAmount: 5000,
  minimumSpend: 0,
  startDate: today(),
  endDate: shift(30),
  quantity: 100,
  ...extra,
});
const addCoupon = async (input: CouponAddInput) => dataOf(await world.owner.post<Coupon>(COUPON_PATHS.add.path, input));
const listCoupons = async (client: TestClient = world.owner) =>
  dataOf(await client.get<Coupon[]>(withQuery(COUPON_PATHS.getList.path, { storeId: world.storeId })));
const check = (code: string) => world.owner.get<CouponTermsView>(withQuery(COUPON_PATHS.check.path, { storeId: world.storeId, code }));

/** An order of `count` bowls (NT$200 each) redeeming the coupon, priced with it as the checkout prices it. */
async function orderWith(terms: CouponTermsView, count = 1, extra: object = {}) {
  return orderBody(world.owner, world.storeId, [{ itemId, count, unitPrice: 20000 }], {
    payMethod: world.cash,
    couponCode: terms.code,
    coupon: terms,
    discounts: [],
    ...extra,
  });
}

describe('the coupon panel calls', () => {
  it('adds, lists, edits, pauses and removes a coupon, with the contract checks and store scope', async () => {
    const added = await addCoupon(coupon('new-50', { perCustomerLimit: 2 }));
    expect(added).toMatchObject({ code: 'NEW-50', discountAmount: 5000, discountPercentage: null, usedCount: 0, status: 'ACTIVE', perCustomerLimit: 2 });

    const { owner, staff, other } = world;
    const refused = async (reply: Promise<{ status: number; body: { message?: string | null } }>) => {
      const answer = await reply;
      return [answer.status, answer.body.message];
    };
    expect(await refused(owner.post(COUPON_PATHS.add.path, coupon('NEW-50')))).toEqual([409, COUPON_MSG.CODE_TAKEN]);
    expect(await refused(owner.post(COUPON_PATHS.add.path, coupon('a b')))).toEqual([400, COUPON_MSG.CODE_FORMAT]);
    expect(await refused(owner.post(COUPON_PATHS.add.path, coupon('NOAMOUNT', { discountAmount: null })))).toEqual([400, COUPON_MSG.AMOUNT_REQUIRED]);
    expect(await refused(owner.post(COUPON_PATHS.add.path, coupon('PCT-100', { discountType: 'PERCENTAGE', discountPercentage: 100 })))).toEqual([
      400,
      COUPON_MSG.PERCENTAGE_RANGE,
    ]);
    expect(await refused(owner.post(COUPON_PATHS.add.path, coupon('DATES', { endDate: shift(-1) })))).toEqual([400, COUPON_MSG.DATE_ORDER]);
    expect(await refused(owner.post(COUPON_PATHS.add.path, coupon('ZERO', { quantity: 0 })))).toEqual([400, '發行數量須至少1張']);
    expect((await staff.post(COUPON_PATHS.add.path, coupon('STAFF'))).status).toBe(403);
    expect((await other.get(withQuery(COUPON_PATHS.getList.path, { storeId: world.storeId }))).status).toBe(403);
    expect((await owner.post(COUPON_PATHS.add.path, { ...coupon('OTHER'), storeId: world.otherStoreId })).status).toBe(403);

    const edited = dataOf(
      await owner.put<Coupon>(COUPON_PATHS.update.path, {
        ...coupon('NEW-50', { discountType: 'PERCENTAGE', discountPercentage: 10, discountAmount: 5000 }),
        id: added.id,
      }),
    );
    expect(edited).toMatchObject({ discountType: 'PERCENTAGE', discountPercentage: 10, discountAmount: null });
    expect(dataOf(await owner.put(COUPON_PATHS.updateStatus.path, { storeId: world.storeId, id: added.id, status: 'PAUSED' }))).toBeNull();
    expect(await refused(check('new-50'))).toEqual([400, COUPON_MSG.PAUSED]);
    expect((await listCoupons()).find((row) => row.id === added.id)?.status).toBe('PAUSED');

    expect(dataOf(await owner.delete(withQuery(COUPON_PATHS.remove.path, { storeId: world.storeId, id: added.id })))).toBeNull();
    expect((await listCoupons()).some((row) => row.id === added.id)).toBe(false);
    expect(await refused(check('NEW-50'))).toEqual([400, COUPON_MSG.INVALID]);
    // The code is free again once removed.
    expect((await addCoupon(coupon('NEW-50'))).code).toBe('NEW-50');
  });

  it('check answers the terms of a redeemable code, and why not otherwise', async () => {
    await addCoupon(coupon('LATER', { startDate: shift(2), endDate: shift(3) }));
    await addCoupon(coupon('GONE', { startDate: shift(-5), endDate: shift(-1) }));
    expect((await check('later')).body.message).toBe(COUPON_MSG.NOT_STARTED);
    expect((await check('GONE')).body.message).toBe(COUPON_MSG.EXPIRED);
    expect(dataOf(await check(' new-50 '))).toMatchObject({ code: 'NEW-50', discountAmount: 5000, minimumSpend: 0 });
  });
});

describe('redeeming a coupon with addOrder', () => {
  it('prices the order with it after the automatic discount, stores it with the order and counts the use once', async () => {
    const added = await addCoupon(coupon('TAKE30', { discountAmount: 3000, minimumSpend: 30000 }));
    const terms = dataOf(await check('TAKE30'));
    const key = randomUUID();
    const body = await orderWith(terms, 2);
    expect(body.expectedTotals).toMatchObject({ subtotal: 40000, couponDiscount: 3000, payable: 37000 });
    const first = await sendOrder(world.owner, body, key);
    const result = dataOf(first) as AddOrderResult;
    expect(result.totals).toMatchObject({ couponDiscount: 3000, total: 37000, payable: 37000 });
    // A retry of the same checkout answers the same order and does not count the coupon again.
    expect((dataOf(await sendOrder(world.owner, body, key)) as AddOrderResult).orderId).toBe(result.orderId);

    const [row] = await world.server.db.select().from(orders).where(eq(orders.id, result.orderId));
    expect(row).toMatchObject({ couponDiscountCents: 3000, coupon: { id: added.id, code: 'TAKE30' } });
    const listed = (await listCoupons()).find((entry) => entry.id === added.id);
    expect(listed).toMatchObject({ usedCount: 1, discountTotal: 3000 });

    const detail = await world.owner.get<{ coupon: unknown; totals: { couponDiscount: number } }>(
      withQuery('/api/back/order/getOrderDetail', { storeId: world.storeId, orderId: result.orderId }),
    );
    expect(dataOf(detail)).toMatchObject({ coupon: { code: 'TAKE30' }, totals: { couponDiscount: 3000 } });
  });

  it('refuses a coupon below its minimum spend, under entertain, or past its per-customer limit', async () => {
    await addCoupon(coupon('MIN500', { minimumSpend: 50000 }));
    const small = await sendOrder(world.owner, await orderWith(dataOf(await check('MIN500')), 1));
    expect([small.status, small.body.message]).toEqual([400, '未達優惠券最低消費金額']);

    const entertained = await orderBody(world.owner, world.storeId, [{ itemId, count: 1, unitPrice: 20000 }], {
      entertain: true,
      payment: null,
      discounts: [],
    });
    const refused = await sendOrder(world.owner, { ...entertained, couponCode: 'NEW-50' });
    expect([refused.status, refused.body.message]).toEqual([400, COUPON_MSG.ENTERTAIN]);

    await addCoupon(coupon('ONCE', { perCustomerLimit: 1 }));
    const once = dataOf(await check('ONCE'));
    const anonymous = await sendOrder(world.owner, await orderWith(once));
    expect([anonymous.status, anonymous.body.message]).toEqual([400, COUPON_MSG.CUSTOMER_REQUIRED]);
    const carrier = { invoice: null, reservation: { type: 'PICKUP', date: shift(1), time: '12:00', name: '王先生', phone: '0912345678' } };
    expect((await sendOrder(world.owner, await orderWith(once, 1, carrier))).status).toBe(200);
    const again = await sendOrder(world.owner, await orderWith(once, 1, carrier));
    expect([again.status, again.body.message]).toEqual([409, COUPON_MSG.CUSTOMER_LIMIT]);
  });

  it('lets exactly one of 20 concurrent checkouts have the last coupon', async () => {
    const last = await addCoupon(coupon('LAST-ONE', { quantity: 3 }));
    const terms = dataOf(await check('LAST-ONE'));
    for (let used = 0; used < 2; used += 1) expect((await sendOrder(world.owner, await orderWith(terms))).status).toBe(200);

    const bodies = await Promise.all(Array.from({ length: 20 }, () => orderWith(terms)));
    const answers = await Promise.all(bodies.map((body) => sendOrder(world.owner, body)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.message)).toEqual(Array(19).fill(COUPON_MSG.USED_UP));
    expect((await listCoupons()).find((row) => row.id === last.id)).toMatchObject({ usedCount: 3, quantity: 3 });
    expect(await world.server.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, last.id))).toHaveLength(3);
    expect((await check('LAST-ONE')).body.message).toBe(COUPON_MSG.USED_UP);
  });
});
