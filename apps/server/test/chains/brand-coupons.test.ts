import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BRAND_COUPON_PATHS,
  BRAND_MSG,
  BRAND_PATHS,
  BRAND_SHARING_MSG,
  BRAND_SHARING_PATHS,
  type BrandStorePriceRow,
  type Coupon,
  COUPON_MSG,
  COUPON_PATHS,
  type CouponTermsView,
  MSG,
  type PayMethod,
  zonedDateTime,
} from '@diancan/core';
import { type PosMenu, MENU_PATHS } from '@diancan/core/contracts/menu';
import { dataOf, type TestClient, withQuery } from '../harness.js';
import { addCategory, addItem } from '../menu/menu-fixtures.js';
import { type CheckoutWorld, orderBody, sendOrder } from '../pos/checkout-fixtures.js';
import { demoBrandCheckout } from './brand-fixtures.js';

/**
 * Brand-wide coupons where the staff look for them, and 門市價格's list (docs/chains.md "Members and coupons", "Local
 * prices"): a store's coupon list shows its brand's brand-wide coupons read-only while the brand shares coupons; HQ
 * makes a coupon for the brand in one step, lists them, and edits, pauses, unmarks and removes them; the local-price
 * list holds only the store's brand items.
 * The demo brand holds both demo stores (A = storeId, B = secondStoreId, HQ `hq`); `other`'s store is put in a brand
 * of its own. Real HTTP, PGlite or PostgreSQL (TEST_DATABASE_URL).
 */

let world: CheckoutWorld;
let hq: TestClient;
let brandId: number;
let otherBrandId: number;
let cashB: PayMethod;
const today = zonedDateTime(new Date(), 'Asia/Taipei').date;
const terms = (code: string) => ({ code, name: '品牌券', discountType: 'AMOUNT', discountAmount: 5_000, minimumSpend: 0, startDate: today, endDate: '2099-12-31', quantity: 10 });

beforeAll(async () => {
  ({ world, hq, brandId, cashB } = await demoBrandCheckout());
  // Another brand over `other`'s store, sharing coupons, with a brand-wide coupon of its own.
  otherBrandId = dataOf(await world.staff.post<{ id: number }>(BRAND_PATHS.add.path, { name: '他牌' })).id;
  dataOf(await world.staff.put(BRAND_PATHS.addStore.path, { brandId: otherBrandId, storeId: world.otherStoreId }));
  dataOf(await world.staff.put(BRAND_SHARING_PATHS.settings.path, { brandId: otherBrandId, sharedMembers: false, sharedCoupons: true }));
  const theirs = dataOf(await world.other.post<Coupon>(COUPON_PATHS.add.path, { storeId: world.otherStoreId, ...terms('OTHER-50') }));
  dataOf(await world.staff.put(BRAND_SHARING_PATHS.coupon.path, { brandId: otherBrandId, storeId: world.otherStoreId, couponId: theirs.id, brandWide: true }));
}, 300_000);
afterAll(async () => {
  await world?.close();
});

const status = async (reply: Promise<{ status: number; body: { message?: string | null } }>) => {
  const answer = await reply;
  return [answer.status, answer.body.message];
};
const share = async (sharedCoupons: boolean) =>
  dataOf(await hq.put(BRAND_SHARING_PATHS.settings.path, { brandId, sharedMembers: false, sharedCoupons }));
const listOf = async (storeId: number, client = world.owner) =>
  dataOf(await client.get<Coupon[]>(withQuery(COUPON_PATHS.getList.path, { storeId })));
const codesOf = async (storeId: number, client = world.owner) => (await listOf(storeId, client)).map((coupon) => coupon.code);

describe('a store lists its brand’s brand-wide coupons', () => {
  let couponA: Coupon;

  it('read-only in the other stores of the brand while it shares coupons, with the owner and what is left', async () => {
    couponA = dataOf(await world.owner.post<Coupon>(COUPON_PATHS.add.path, { storeId: world.storeId, ...terms('BRAND-A') }));
    expect(couponA).toMatchObject({ brandWide: false, ownerStoreId: world.storeId, ownerStoreName: '示範餐廳 信義店' });
    dataOf(await hq.put(BRAND_SHARING_PATHS.coupon.path, { brandId, storeId: world.storeId, couponId: couponA.id, brandWide: true }));
    // Marked, but the brand does not share coupons: its own store lists it, the others do not.
    await share(false);
    expect((await listOf(world.storeId)).find((one) => one.id === couponA.id)).toMatchObject({ brandWide: true, ownerStoreId: world.storeId });
    expect(await codesOf(world.secondStoreId)).not.toContain('BRAND-A');

    await share(true);
    const inB = (await listOf(world.secondStoreId)).find((one) => one.id === couponA.id);
    expect(inB).toMatchObject({ code: 'BRAND-A', brandWide: true, ownerStoreId: world.storeId, ownerStoreName: '示範餐廳 信義店', usedCount: 0, quantity: 10 });
    // Another brand's brand-wide coupon is nowhere in this brand, and this brand's is nowhere in the other.
    expect(await codesOf(world.storeId)).not.toContain('OTHER-50');
    expect(await codesOf(world.secondStoreId)).not.toContain('OTHER-50');
    expect(await codesOf(world.otherStoreId, world.other)).toEqual(['OTHER-50']);
  });

  it('counts a redemption in another store in the owner’s and the other stores’ lists alike', async () => {
    const view = dataOf(await world.owner.get<CouponTermsView>(withQuery(COUPON_PATHS.check.path, { storeId: world.secondStoreId, code: 'BRAND-A' })));
    const category = await addCategory(world.owner, world.secondStoreId, '品牌券測試');
    const bowl = await addItem(world.owner, world.secondStoreId, category.id, '品牌券麵', 25_000);
    const body = await orderBody(world.owner, world.secondStoreId, [{ itemId: bowl.id, count: 1, unitPrice: 25_000 }], {
      payMethod: cashB,
      discounts: [],
      couponCode: 'BRAND-A',
      coupon: view,
    });
    expect(dataOf(await sendOrder(world.owner, body)).orderId).toBeGreaterThan(0);
    for (const storeId of [world.storeId, world.secondStoreId]) {
      expect((await listOf(storeId)).find((one) => one.id === couponA.id)).toMatchObject({ usedCount: 1, discountTotal: 5_000 });
    }
  }, 60_000);

  it('refuses another store of the brand editing, pausing or removing it (403), and a store outside the brand (404)', async () => {
    const edit = { storeId: world.secondStoreId, id: couponA.id, ...terms('BRAND-A'), name: '改名' };
    const readOnly = [403, COUPON_MSG.BRAND_READ_ONLY];
    expect(await status(world.owner.put(COUPON_PATHS.update.path, edit))).toEqual(readOnly);
    expect(await status(world.owner.put(COUPON_PATHS.updateStatus.path, { storeId: world.secondStoreId, id: couponA.id, status: 'PAUSED' }))).toEqual(readOnly);
    expect(await status(world.owner.delete(withQuery(COUPON_PATHS.remove.path, { storeId: world.secondStoreId, id: couponA.id })))).toEqual(readOnly);
    // Another brand's store: as if it did not exist; naming the owner store: the store scope.
    expect(await status(world.other.put(COUPON_PATHS.update.path, { ...edit, storeId: world.otherStoreId }))).toEqual([404, COUPON_MSG.NOT_FOUND]);
    expect((await world.other.put(COUPON_PATHS.update.path, { ...edit, storeId: world.storeId })).status).toBe(403);
    const unchanged = (await listOf(world.storeId)).find((one) => one.id === couponA.id);
    expect(unchanged).toMatchObject({ name: '品牌券', status: 'ACTIVE' });
    // Its own store still edits it; once the brand stops sharing, the other store no longer sees it at all.
    expect(dataOf(await world.owner.put<Coupon>(COUPON_PATHS.update.path, { ...edit, storeId: world.storeId }))).toMatchObject({ name: '改名', brandWide: true });
    await share(false);
    expect(await status(world.owner.put(COUPON_PATHS.update.path, edit))).toEqual([404, COUPON_MSG.NOT_FOUND]);
    await share(true);
  });
});

describe('HQ makes a coupon for the brand', () => {
  it('in a store of the brand, brand-wide at once, and lists the brand’s brand-wide coupons with their usage', async () => {
    const made = dataOf(await hq.post<Coupon>(BRAND_COUPON_PATHS.add.path, { brandId, storeId: world.secondStoreId, ...terms('hq-100'), discountAmount: 10_000 }));
    expect(made).toMatchObject({ code: 'HQ-100', brandWide: true, ownerStoreId: world.secondStoreId, ownerStoreName: '示範餐廳 大安店', usedCount: 0 });
    // Taken (and listed read-only) in the brand's other store at once.
    expect((await world.owner.get(withQuery(COUPON_PATHS.check.path, { storeId: world.storeId, code: 'HQ-100' }))).status).toBe(200);
    expect((await listOf(world.storeId)).find((one) => one.id === made.id)).toMatchObject({ ownerStoreId: world.secondStoreId });

    const listed = dataOf(await hq.get<Coupon[]>(withQuery(BRAND_COUPON_PATHS.list.path, { brandId })));
    expect(listed.map((one) => one.code)).toEqual(['HQ-100', 'BRAND-A']);
    expect(listed.find((one) => one.code === 'BRAND-A')).toMatchObject({ usedCount: 1, discountTotal: 5_000, ownerStoreName: '示範餐廳 信義店' });
    expect(dataOf(await world.staff.get<Coupon[]>(withQuery(BRAND_COUPON_PATHS.list.path, { brandId: otherBrandId }))).map((one) => one.code)).toEqual(['OTHER-50']);
  });

  it('checks the fields as a store’s coupon form does and keeps HQ to its brand’s stores', async () => {
    const body = { brandId, storeId: world.storeId, ...terms('HQ-BAD') };
    expect(await status(hq.post(BRAND_COUPON_PATHS.add.path, { ...body, endDate: '2000-01-01' }))).toEqual([400, COUPON_MSG.DATE_ORDER]);
    expect(await status(hq.post(BRAND_COUPON_PATHS.add.path, { ...body, code: 'no' }))).toEqual([400, COUPON_MSG.CODE_FORMAT]);
    expect(await status(hq.post(BRAND_COUPON_PATHS.add.path, { ...body, code: 'BRAND-A' }))).toEqual([409, COUPON_MSG.CODE_TAKEN]);
    expect((await hq.post(BRAND_COUPON_PATHS.add.path, { ...body, storeId: 2 ** 40 })).status).toBe(400);
    expect((await hq.post(BRAND_COUPON_PATHS.add.path, { ...body, code: 'A\u0000B1' })).status).toBe(400);
    // HQ: a store outside its brand (store scope), another brand (brand scope); managers: a store outside the brand.
    expect((await hq.post(BRAND_COUPON_PATHS.add.path, { ...body, storeId: world.otherStoreId })).status).toBe(403);
    expect(await status(hq.post(BRAND_COUPON_PATHS.add.path, { ...body, brandId: otherBrandId }))).toEqual([403, '無權限存取此品牌']);
    expect(await status(world.staff.post(BRAND_COUPON_PATHS.add.path, { ...body, storeId: world.otherStoreId }))).toEqual([400, BRAND_SHARING_MSG.STORE_NOT_IN_BRAND]);
    expect(await status(world.staff.post(BRAND_COUPON_PATHS.add.path, { ...body, brandId: 999_999 }))).toEqual([404, BRAND_MSG.NOT_FOUND]);
    expect((await hq.get(withQuery(BRAND_COUPON_PATHS.list.path, { brandId: otherBrandId }))).status).toBe(403);
    // A store owner is not a brand role.
    expect((await world.owner.post(BRAND_COUPON_PATHS.add.path, body)).status).toBe(403);
    expect((await world.owner.get(withQuery(BRAND_COUPON_PATHS.list.path, { brandId }))).status).toBe(403);
    expect(await codesOf(world.storeId)).not.toContain('HQ-BAD');
  });
});

describe('HQ manages the brand’s coupons', () => {
  let hqCoupon: Coupon;
  let ownB: Coupon;
  const path = BRAND_COUPON_PATHS;
  const edit = (coupon: Coupon, changes: Record<string, unknown> = {}) => ({
    brandId,
    storeId: coupon.ownerStoreId,
    id: coupon.id,
    ...terms(coupon.code),
    discountAmount: coupon.discountAmount,
    ...changes,
  });
  const brandList = async () => dataOf(await hq.get<Coupon[]>(withQuery(path.list.path, { brandId })));
  const inStore = async (storeId: number, id: number) => (await listOf(storeId)).find((one) => one.id === id);

  beforeAll(async () => {
    hqCoupon = (await brandList()).find((one) => one.code === 'HQ-100') as Coupon;
    // Store B's own coupon: the store's, not the brand's.
    ownB = dataOf(await world.owner.post<Coupon>(COUPON_PATHS.add.path, { storeId: world.secondStoreId, ...terms('B-OWN') }));
  });

  it('edits a brand-wide coupon with the store panel’s rules, and the stores see the change', async () => {
    const edited = dataOf(await hq.put<Coupon>(path.update.path, edit(hqCoupon, { name: '品牌週年', quantity: 50, perCustomerLimit: 2 })));
    expect(edited).toMatchObject({ id: hqCoupon.id, code: 'HQ-100', name: '品牌週年', quantity: 50, perCustomerLimit: 2, brandWide: true, ownerStoreId: world.secondStoreId, ownerStoreName: '示範餐廳 大安店' });
    expect(await inStore(world.storeId, hqCoupon.id)).toMatchObject({ name: '品牌週年', quantity: 50 });
    expect((await brandList()).find((one) => one.id === hqCoupon.id)).toMatchObject({ name: '品牌週年', perCustomerLimit: 2 });
    // The store update's rules: the code in the owner store is taken by its own coupon, dates in order, fields checked.
    expect(await status(hq.put(path.update.path, edit(hqCoupon, { code: 'b-own' })))).toEqual([409, COUPON_MSG.CODE_TAKEN]);
    expect(await status(hq.put(path.update.path, edit(hqCoupon, { endDate: '2000-01-01' })))).toEqual([400, COUPON_MSG.DATE_ORDER]);
    expect(await status(hq.put(path.update.path, edit(hqCoupon, { code: 'no' })))).toEqual([400, COUPON_MSG.CODE_FORMAT]);
    expect(await status(hq.put(path.update.path, edit(hqCoupon, { discountType: 'PERCENTAGE', discountPercentage: 100 })))).toEqual([400, COUPON_MSG.PERCENTAGE_RANGE]);
    expect(await status(hq.put(path.update.path, edit(hqCoupon, { name: '壞\u0000名' })))).toEqual([400, MSG.TEXT_UNSTORABLE]);
    expect(await status(hq.put(path.update.path, edit(hqCoupon, { id: 2 ** 40 })))).toEqual([400, '優惠券編號不正確']);
    expect(await status(hq.put(path.update.path, { ...edit(hqCoupon), brandId: undefined }))).toEqual([400, '品牌編號為必填']);
    // BRAND-A was used once: its quantity cannot go below that (1 is the schema's floor, so 1 passes and stays).
    const brandA = (await brandList()).find((one) => one.code === 'BRAND-A') as Coupon;
    expect(dataOf(await hq.put<Coupon>(path.update.path, edit(brandA, { quantity: 1 })))).toMatchObject({ quantity: 1, usedCount: 1 });
    expect(await inStore(world.secondStoreId, hqCoupon.id)).toMatchObject({ name: '品牌週年' });
  });

  it('pauses and starts it again: no store of the brand takes it while paused', async () => {
    const check = () => status(world.owner.get(withQuery(COUPON_PATHS.check.path, { storeId: world.storeId, code: 'HQ-100' })));
    expect(await status(hq.put(path.updateStatus.path, { brandId, storeId: world.secondStoreId, id: hqCoupon.id, status: 'PAUSED' }))).toEqual([200, null]);
    expect(await check()).toEqual([400, COUPON_MSG.PAUSED]);
    expect((await brandList()).find((one) => one.id === hqCoupon.id)?.status).toBe('PAUSED');
    expect(await status(hq.put(path.updateStatus.path, { brandId, storeId: world.secondStoreId, id: hqCoupon.id, status: 'NOPE' }))).toEqual([400, '狀態須為啟用或暫停']);
    expect(await status(hq.put(path.updateStatus.path, { brandId, storeId: world.secondStoreId, id: hqCoupon.id, status: 'ACTIVE' }))).toEqual([200, null]);
    expect((await check())[0]).toBe(200);
  });

  it('refuses a store’s own coupon, a coupon named under another store, a store outside the brand and other callers', async () => {
    const notFound = [404, COUPON_MSG.NOT_FOUND];
    // The store's own coupon is not the brand's to manage.
    expect(await status(hq.put(path.update.path, edit(ownB, { name: '總部改' })))).toEqual(notFound);
    expect(await status(hq.put(path.updateStatus.path, { brandId, storeId: world.secondStoreId, id: ownB.id, status: 'PAUSED' }))).toEqual(notFound);
    expect(await status(hq.delete(withQuery(path.remove.path, { brandId, storeId: world.secondStoreId, id: ownB.id })))).toEqual(notFound);
    expect(await inStore(world.secondStoreId, ownB.id)).toMatchObject({ name: '品牌券', status: 'ACTIVE', brandWide: false });
    // A brand-wide coupon named under a store of the brand that does not own it.
    expect(await status(hq.put(path.update.path, edit(hqCoupon, { storeId: world.storeId })))).toEqual(notFound);
    // A store outside the brand: HQ is refused by the store scope, a manager by the brand; an unknown brand.
    const other = (await listOf(world.otherStoreId, world.other))[0] as Coupon;
    expect((await hq.put(path.update.path, edit(other))).status).toBe(403);
    expect(await status(world.staff.put(path.update.path, edit(other)))).toEqual([400, BRAND_SHARING_MSG.STORE_NOT_IN_BRAND]);
    expect(await status(world.staff.delete(withQuery(path.remove.path, { brandId, storeId: world.otherStoreId, id: other.id })))).toEqual([400, BRAND_SHARING_MSG.STORE_NOT_IN_BRAND]);
    expect(await status(world.staff.put(path.updateStatus.path, { brandId: 999_999, storeId: world.secondStoreId, id: hqCoupon.id, status: 'PAUSED' }))).toEqual([404, BRAND_MSG.NOT_FOUND]);
    // Another brand's HQ: not this brand, not its stores, even naming its own brand.
    dataOf(await world.staff.post(BRAND_PATHS.addUser.path, { brandId: otherBrandId, account: 'hq-other', password: 'Brand2026!x', name: '他牌總部', email: 'hq-other@test.diancan.tw' }));
    const otherHq = world.server.client();
    dataOf(await otherHq.login('hq-other', 'Brand2026!x'));
    expect(await status(otherHq.put(path.update.path, edit(hqCoupon, { name: '他牌改' })))).toEqual([403, '無權限存取此品牌']);
    expect((await otherHq.put(path.update.path, edit(hqCoupon, { brandId: otherBrandId }))).status).toBe(403);
    expect((await otherHq.delete(withQuery(path.remove.path, { brandId, storeId: world.secondStoreId, id: hqCoupon.id }))).status).toBe(403);
    expect((await otherHq.put(path.updateStatus.path, { brandId, storeId: world.secondStoreId, id: hqCoupon.id, status: 'PAUSED' })).status).toBe(403);
    // A store user (the owner of both stores) is not a brand role.
    expect((await world.owner.put(path.update.path, edit(hqCoupon, { name: '門市改' }))).status).toBe(403);
    expect((await world.owner.put(path.updateStatus.path, { brandId, storeId: world.secondStoreId, id: hqCoupon.id, status: 'PAUSED' })).status).toBe(403);
    expect((await world.owner.delete(withQuery(path.remove.path, { brandId, storeId: world.secondStoreId, id: hqCoupon.id }))).status).toBe(403);
    // Bad queries of remove.
    expect(await status(hq.delete(`${path.remove.path}?brandId=${brandId}&storeId=${world.secondStoreId}&id=abc`))).toEqual([400, '優惠券編號不正確']);
    expect(await status(hq.delete(`${path.remove.path}?brandId=${brandId}&storeId=${world.secondStoreId}`))).toEqual([400, '優惠券編號為必填']);
    expect(await inStore(world.secondStoreId, hqCoupon.id)).toMatchObject({ name: '品牌週年', status: 'ACTIVE', brandWide: true });
  });

  it('stops sharing one (it stays its store’s own, out of HQ’s reach) and removes another', async () => {
    dataOf(await hq.put(BRAND_SHARING_PATHS.coupon.path, { brandId, storeId: world.secondStoreId, couponId: hqCoupon.id, brandWide: false }));
    expect((await brandList()).map((one) => one.id)).not.toContain(hqCoupon.id);
    expect(await inStore(world.secondStoreId, hqCoupon.id)).toMatchObject({ brandWide: false, ownerStoreId: world.secondStoreId });
    expect(await inStore(world.storeId, hqCoupon.id)).toBeUndefined();
    expect(await status(hq.put(path.update.path, edit(hqCoupon, { name: '總部改' })))).toEqual([404, COUPON_MSG.NOT_FOUND]);

    const doomed = dataOf(await hq.post<Coupon>(path.add.path, { brandId, storeId: world.storeId, ...terms('HQ-GONE') }));
    expect(await status(hq.delete(withQuery(path.remove.path, { brandId, storeId: world.storeId, id: doomed.id })))).toEqual([200, null]);
    expect((await brandList()).map((one) => one.code)).not.toContain('HQ-GONE');
    expect(await inStore(world.storeId, doomed.id)).toBeUndefined();
    expect(await status(world.owner.get(withQuery(COUPON_PATHS.check.path, { storeId: world.secondStoreId, code: 'HQ-GONE' })))).toEqual([400, COUPON_MSG.INVALID]);
    expect(await status(hq.delete(withQuery(path.remove.path, { brandId, storeId: world.storeId, id: doomed.id })))).toEqual([404, COUPON_MSG.NOT_FOUND]);
    // Its code is free again in its store.
    expect(dataOf(await hq.post<Coupon>(path.add.path, { brandId, storeId: world.storeId, ...terms('HQ-GONE') })).code).toBe('HQ-GONE');
  });
});

describe('門市價格 lists the store’s brand items only', () => {
  it('leaves out the store’s own items (which storePrice refuses), with the brand’s price and the local one', async () => {
    // Store B has the demo menu of its own; publishing A's menu gives it brand copies of the same names.
    dataOf(await hq.post(BRAND_PATHS.publish.path, { brandId, sourceStoreId: world.storeId, storeIds: [world.secondStoreId], note: '' }));
    const rows = dataOf(await hq.get<BrandStorePriceRow[]>(withQuery(BRAND_PATHS.storePrices.path, { brandId, storeId: world.secondStoreId })));
    const menuA = dataOf(await world.owner.get<PosMenu>(withQuery(MENU_PATHS.pos.getMenu.path, { storeId: world.storeId })));
    const brandItems = menuA.categories.flatMap((category) => category.items);
    expect(rows).toHaveLength(brandItems.length);
    expect(rows.map((row) => row.name).sort()).toEqual(brandItems.map((item) => item.name).sort());
    for (const row of rows) expect(row.price).toBe(row.brandPrice);
    expect(rows.every((row) => !row.local)).toBe(true);

    // Every listed id is one storePrice takes; an own item of B with the same name is not listed and is refused.
    const menuB = dataOf(await world.owner.get<PosMenu>(withQuery(MENU_PATHS.pos.getMenu.path, { storeId: world.secondStoreId })));
    const listedIds = new Set(rows.map((row) => row.itemId));
    const own = menuB.categories.flatMap((category) => category.items).find((item) => item.name === rows[0]?.name && !listedIds.has(item.id));
    if (!own || !rows[0]) throw new Error('store B has its own copy of the demo item');
    expect(await status(hq.put(BRAND_PATHS.storePrice.path, { brandId, storeId: world.secondStoreId, itemId: own.id, price: 1_000 }))).toEqual([400, BRAND_MSG.ITEM_NOT_IN_STORE]);
    const first = rows[0];
    dataOf(await hq.put(BRAND_PATHS.storePrice.path, { brandId, storeId: world.secondStoreId, itemId: first.itemId, price: 1_000 }));
    const after = dataOf(await hq.get<BrandStorePriceRow[]>(withQuery(BRAND_PATHS.storePrices.path, { brandId, storeId: world.secondStoreId })));
    expect(after.find((row) => row.itemId === first.itemId)).toEqual({ ...first, price: 1_000, local: true });
    // The source store has no brand copies.
    expect(dataOf(await hq.get<BrandStorePriceRow[]>(withQuery(BRAND_PATHS.storePrices.path, { brandId, storeId: world.storeId })))).toEqual([]);
  }, 120_000);

  it('keeps HQ to its brand’s stores', async () => {
    const ask = (client: TestClient, query: { brandId: number; storeId: number }) => status(client.get(withQuery(BRAND_PATHS.storePrices.path, query)));
    expect((await ask(hq, { brandId, storeId: world.otherStoreId }))[0]).toBe(403);
    expect(await ask(hq, { brandId: otherBrandId, storeId: world.secondStoreId })).toEqual([403, '無權限存取此品牌']);
    expect(await ask(world.staff, { brandId, storeId: world.otherStoreId })).toEqual([400, BRAND_MSG.STORE_NOT_IN_BRAND]);
    expect(await ask(world.staff, { brandId: 999_999, storeId: world.storeId })).toEqual([404, BRAND_MSG.NOT_FOUND]);
    expect((await ask(world.owner, { brandId, storeId: world.secondStoreId }))[0]).toBe(403);
    expect((await ask(hq, { brandId, storeId: 2 ** 40 }))[0]).toBe(400);
  });
});
