import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AddOrderResult,
  BRAND_PATHS,
  BRAND_SHARING_MSG,
  BRAND_SHARING_PATHS,
  type BrandSettings,
  type Coupon,
  COUPON_MSG,
  COUPON_PATHS,
  type CouponTermsView,
  type Member,
  MEMBER_MSG,
  MEMBER_PATHS,
  type MemberPoints,
  type MemberSettings,
  type PayMethod,
  zonedDateTime,
} from '@diancan/core';
import { dataOf, type TestClient, withQuery } from '../harness.js';
import { addCategory, addItem } from '../menu/menu-fixtures.js';
import { type CheckoutWorld, orderBody, sendOrder } from '../pos/checkout-fixtures.js';
import { demoBrandCheckout } from '../chains/brand-fixtures.js';
import { findMember, newPhone, RULE } from './member-fixtures.js';

/**
 * Issue 37 item 5: a brand's stores share one member book (the brand's points rule) and its brand-wide coupons when
 * the brand says so; a store outside the brand never sees them. Real HTTP, PGlite or PostgreSQL (TEST_DATABASE_URL).
 * The demo brand holds both demo stores (A = storeId, B = secondStoreId); `other` owns a store outside it.
 */

let world: CheckoutWorld;
let hq: TestClient;
let brandId: number;
let cashB: PayMethod;
const bowl = { A: 0, B: 0 };
const PRICE = 25_000;

beforeAll(async () => {
  ({ world, hq, brandId, cashB } = await demoBrandCheckout());
  for (const [key, storeId] of [['A', world.storeId], ['B', world.secondStoreId]] as const) {
    const category = await addCategory(world.owner, storeId, '品牌會員');
    bowl[key] = (await addItem(world.owner, storeId, category.id, '牛肉麵', PRICE)).id;
  }
  // A: 1 point per NT$100; B: 1 point per NT$50 (its own rule until the brand shares).
  dataOf(await world.owner.put(MEMBER_PATHS.settings.path, { storeId: world.storeId, ...RULE }));
  dataOf(await world.owner.put(MEMBER_PATHS.settings.path, { storeId: world.secondStoreId, ...RULE, earnAmount: 5_000 }));
}, 300_000);
afterAll(async () => {
  await world?.close();
});

const status = async (reply: Promise<{ status: number; body: { message?: string | null } }>) => {
  const answer = await reply;
  return [answer.status, answer.body.message];
};
const add = async (storeId: number, phone: string, client = world.owner) =>
  dataOf(await client.post<{ id: number }>(MEMBER_PATHS.add.path, { storeId, phone })).id;
const find = async (storeId: number, phone: string, client = world.owner) => findMember(client, storeId, phone);
const ledger = async (storeId: number, memberId: number) =>
  dataOf(await world.owner.get<MemberPoints>(withQuery(MEMBER_PATHS.points.path, { storeId, memberId })));
const share = async (sharedMembers: boolean, sharedCoupons: boolean, client = hq) =>
  dataOf(await client.put<BrandSettings>(BRAND_SHARING_PATHS.settings.path, { brandId, sharedMembers, sharedCoupons }));

/** A cash checkout of bowls in store A or B, naming the member (and redeeming). */
async function checkout(store: 'A' | 'B', bowls: number, member: { memberId: number; redeemPoints?: number; pointsDiscount?: number }, extra: object = {}) {
  const storeId = store === 'A' ? world.storeId : world.secondStoreId;
  const body = await orderBody(world.owner, storeId, [{ itemId: bowl[store], count: bowls, unitPrice: PRICE }], {
    payMethod: store === 'A' ? world.cash : cashB,
    discounts: [],
    memberId: member.memberId,
    redeemPoints: member.redeemPoints ?? 0,
    pointsDiscount: member.pointsDiscount ?? 0,
    ...extra,
  });
  return sendOrder(world.owner, body);
}

const shared = newPhone();
const onlyB = newPhone();
let memberA = 0;
let memberB = 0;

describe('brand-wide members', () => {
  it('without sharing, each store has its own book', async () => {
    expect(dataOf(await hq.get<BrandSettings>(withQuery(BRAND_SHARING_PATHS.getSettings.path, { brandId })))).toMatchObject({ brandId, sharedMembers: false, sharedCoupons: false });
    memberA = await add(world.storeId, shared);
    memberB = await add(world.secondStoreId, shared);
    await add(world.secondStoreId, onlyB);
    expect(memberA).not.toBe(memberB);
    expect((await find(world.storeId, onlyB)).status).toBe(404);
    // A: NT$500 earns 5 points; B: NT$250 earns 5 points under its own rule.
    expect(dataOf(await checkout('A', 2, { memberId: memberA })).member?.balance).toBe(5);
    expect(dataOf(await checkout('B', 1, { memberId: memberB })).member?.balance).toBe(5);
    // A member of B is not A's.
    expect(await status(checkout('A', 1, { memberId: memberB }))).toEqual([404, MEMBER_MSG.NOT_FOUND]);
  }, 60_000);

  it('turning sharing on merges the books by number under the first store’s rule; the brand’s stores find, earn and redeem', async () => {
    const settings = await share(true, false);
    expect(settings).toMatchObject({ brandId, sharedMembers: true, sharedCoupons: false, memberRule: { ...RULE } });
    // One member per number: the older one (A's), with both stores' points, and B's own members.
    const inA = dataOf(await find(world.storeId, shared));
    const inB = dataOf(await find(world.secondStoreId, shared));
    expect(inA.id).toBe(memberA);
    expect(inB).toMatchObject({ id: memberA, points: 10, visits: 2 });
    expect(dataOf(await find(world.storeId, onlyB)).phone).toBe(onlyB);
    const merged = await ledger(world.storeId, memberA);
    expect(merged.entries.reduce((sum, entry) => sum + entry.points, 0)).toBe(merged.balance);
    expect(merged.balance).toBe(10);
    // The rule is the brand's: the stores read it, a store cannot change it.
    const ruleOfB = dataOf(await world.owner.get<MemberSettings>(withQuery(MEMBER_PATHS.getSettings.path, { storeId: world.secondStoreId })));
    expect(ruleOfB.earnAmount).toBe(RULE.earnAmount);
    expect(await status(world.owner.put(MEMBER_PATHS.settings.path, { storeId: world.secondStoreId, ...RULE }))).toEqual([409, BRAND_SHARING_MSG.RULE_BY_BRAND]);

    // Redeem 10 in B (NT$10 off NT$500 = NT$490: 4 points earned under the brand rule), seen from A.
    const redeemed: AddOrderResult = dataOf(await checkout('B', 2, { memberId: memberA, redeemPoints: 10, pointsDiscount: 1_000 }));
    expect(redeemed.member).toMatchObject({ pointsRedeemed: 10, pointsEarned: 4, balance: 4 });
    expect(await status(checkout('A', 1, { memberId: memberA, redeemPoints: 10, pointsDiscount: 1_000 }))).toEqual([400, MEMBER_MSG.NOT_ENOUGH]);
    const after = await ledger(world.storeId, memberA);
    expect(after.balance).toBe(4);
    expect(after.entries.reduce((sum, entry) => sum + entry.points, 0)).toBe(4);
    // A number is one member in the whole brand.
    expect(await status(world.owner.post(MEMBER_PATHS.add.path, { storeId: world.storeId, phone: onlyB }))).toEqual([409, MEMBER_MSG.PHONE_TAKEN]);
    const added = await add(world.storeId, newPhone());
    expect(dataOf(await world.owner.get<{ members: Member[] }>(withQuery(MEMBER_PATHS.list.path, { storeId: world.secondStoreId }))).members.map((m) => m.id)).toContain(added);
  }, 60_000);

  it('a store outside the brand never sees the brand’s members', async () => {
    expect((await find(world.otherStoreId, shared, world.other)).status).toBe(404);
    const own = await add(world.otherStoreId, shared, world.other);
    expect(own).not.toBe(memberA);
    expect(dataOf(await find(world.otherStoreId, shared, world.other))).toMatchObject({ id: own, points: 0 });
    expect((await world.other.get(withQuery(MEMBER_PATHS.points.path, { storeId: world.otherStoreId, memberId: memberA }))).status).toBe(404);
    expect((await world.other.get(withQuery(MEMBER_PATHS.find.path, { storeId: world.storeId, phone: shared }))).status).toBe(403);
  });

  it('refuses store owners, another brand’s HQ, unknown brands and bad bodies', async () => {
    expect((await world.owner.put(BRAND_SHARING_PATHS.settings.path, { brandId, sharedMembers: false, sharedCoupons: false })).status).toBe(403);
    expect((await world.other.get(withQuery(BRAND_SHARING_PATHS.getSettings.path, { brandId }))).status).toBe(403);
    const otherBrand = dataOf(await world.staff.post<{ id: number }>(BRAND_PATHS.add.path, { name: '別的品牌' })).id;
    expect(await status(hq.put(BRAND_SHARING_PATHS.settings.path, { brandId: otherBrand, sharedMembers: true, sharedCoupons: true }))).toEqual([403, '無權限存取此品牌']);
    expect(await status(world.staff.put(BRAND_SHARING_PATHS.settings.path, { brandId: 999_999, sharedMembers: true, sharedCoupons: true }))).toEqual([404, '品牌不存在']);
    expect((await world.staff.put(BRAND_SHARING_PATHS.settings.path, { brandId, sharedMembers: 'yes', sharedCoupons: true })).status).toBe(400);
    expect((await world.staff.put(BRAND_SHARING_PATHS.settings.path, { brandId: 2 ** 40, sharedMembers: true, sharedCoupons: true })).status).toBe(400);
    // A coupon of a store outside the brand: HQ is refused by the store scope, platform staff by the brand.
    const coupon = { brandId, storeId: world.otherStoreId, couponId: 1, brandWide: true };
    expect((await hq.put(BRAND_SHARING_PATHS.coupon.path, coupon)).status).toBe(403);
    expect(await status(world.staff.put(BRAND_SHARING_PATHS.coupon.path, coupon))).toEqual([400, BRAND_SHARING_MSG.STORE_NOT_IN_BRAND]);
    expect(await status(hq.put(BRAND_SHARING_PATHS.coupon.path, { ...coupon, storeId: world.storeId, couponId: 999_999 }))).toEqual([404, BRAND_SHARING_MSG.COUPON_NOT_FOUND]);
  });

  it('brand-wide coupons are taken in every store of the brand while it shares coupons, nowhere else', async () => {
    const today = zonedDateTime(new Date(), 'Asia/Taipei').date;
    const terms = { code: 'BRAND-50', name: '品牌券', discountType: 'AMOUNT', discountAmount: 5_000, minimumSpend: 0, startDate: today, endDate: '2099-12-31', quantity: 10 };
    const coupon = dataOf(await world.owner.post<Coupon>(COUPON_PATHS.add.path, { storeId: world.storeId, ...terms }));
    const check = (storeId: number, client = world.owner) => client.get<CouponTermsView>(withQuery(COUPON_PATHS.check.path, { storeId, code: 'BRAND-50' }));
    const unknown = async (storeId: number, client = world.owner) => expect(await status(check(storeId, client))).toEqual([400, COUPON_MSG.INVALID]);
    await unknown(world.secondStoreId);
    dataOf(await hq.put(BRAND_SHARING_PATHS.coupon.path, { brandId, storeId: world.storeId, couponId: coupon.id, brandWide: true }));
    await unknown(world.secondStoreId); // marked, but the brand does not share coupons yet
    expect(await share(true, true)).toMatchObject({ sharedMembers: true, sharedCoupons: true });
    const view = dataOf(await check(world.secondStoreId));
    expect(view).toMatchObject({ code: 'BRAND-50' });
    const body = await orderBody(world.owner, world.secondStoreId, [{ itemId: bowl.B, count: 1, unitPrice: PRICE }], {
      payMethod: cashB,
      discounts: [],
      couponCode: 'BRAND-50',
      coupon: view,
    });
    const order = dataOf(await sendOrder(world.owner, body));
    expect(order.orderId).toBeGreaterThan(0);
    const listed = dataOf(await world.owner.get<Coupon[]>(withQuery(COUPON_PATHS.getList.path, { storeId: world.storeId })));
    expect(listed.find((one) => one.id === coupon.id)?.usedCount).toBe(1);
    // Outside the brand, and once the brand stops sharing coupons: unknown.
    await unknown(world.otherStoreId, world.other);
    await share(true, false);
    await unknown(world.secondStoreId);
    expect((await check(world.storeId)).status).toBe(200);
  }, 60_000);

  it('turning sharing off gives every member back to the store it joined at', async () => {
    await share(false, false);
    expect(dataOf(await find(world.storeId, shared))).toMatchObject({ id: memberA, points: 4 });
    expect((await find(world.secondStoreId, shared)).status).toBe(404);
    expect(dataOf(await find(world.secondStoreId, onlyB)).phone).toBe(onlyB);
    expect((await find(world.storeId, onlyB)).status).toBe(404);
    // B may make the number its own member again; B's own rule is back.
    expect(await add(world.secondStoreId, shared)).not.toBe(memberA);
    const ruleOfB = dataOf(await world.owner.get<MemberSettings>(withQuery(MEMBER_PATHS.getSettings.path, { storeId: world.secondStoreId })));
    expect(ruleOfB.earnAmount).toBe(5_000);
  });
});
