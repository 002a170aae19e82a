import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Brand, BRAND_PATHS, type BrandPublishResult, type BrandVersion } from '@diancan/core';
import { MENU_PATHS, type PosMenu } from '@diancan/core/contracts/menu';
import { menuItems } from '../../src/platform/db/schema/index.js';
import { brandWorld } from './brand-fixtures.js';
import { dataOf, signedIn, startTestServer, subscribeStoreRefresh, type TestClient, type TestServer, withQuery } from '../harness.js';
import { addCategory, addItem } from '../menu/menu-fixtures.js';

/**
 * The brand menu (docs/chains.md): a brand over the demo store (the source, with the demo menu) and two new stores of
 * the demo owner; HQ publishes, republishes, rolls back; local prices stay; every refusal answers 4xx in zh-TW.
 */

let server: TestServer;
let manager: TestClient;
let owner: TestClient;
let hq: TestClient;
let source: number;
let first: number;
let second: number;
let outside: number;
let brandId: number;
let otherBrandId: number;

const path = BRAND_PATHS;

beforeAll(async () => {
  server = await startTestServer();
  ({ manager, owner, hq, source, first, second, outside, brandId } = await brandWorld(server, {
    brand: '示範便當', first: '品牌一店', second: '品牌二店', outsideOwner: 'outside-owner', hqAccount: 'hq-test',
  }));
  otherBrandId = dataOf(await manager.post<{ id: number }>(path.add.path, { name: '別的品牌' })).id;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const posMenu = (storeId: number) => owner.get<PosMenu>(withQuery(MENU_PATHS.pos.getMenu.path, { storeId }));
const itemsOf = (menu: PosMenu) => menu.categories.flatMap((category) => category.items.map((item) => ({ ...item, category: category.name })));
const priceOf = async (storeId: number, name: string) => itemsOf(dataOf(await posMenu(storeId))).find((item) => item.name === name)?.price;
const liveItemCount = async (storeId: number) =>
  (await server.db.select({ id: menuItems.id }).from(menuItems).where(and(eq(menuItems.storeId, storeId), isNull(menuItems.removedAt)))).length;
const publish = (client: TestClient, body: object = {}) =>
  client.post<BrandPublishResult>(path.publish.path, { brandId, sourceStoreId: source, storeIds: [first, second], note: '測試', ...body });
const sourceItem = (name: string) => and(eq(menuItems.storeId, source), eq(menuItems.name, name), isNull(menuItems.removedAt));

describe('brands', () => {
  it('lists brands with their stores; a store is in at most one brand; sales people see only their stores', async () => {
    const brands = dataOf(await manager.get<Brand[]>(path.list.path));
    expect(brands.find((brand) => brand.id === brandId)?.storeIds).toEqual([source, first, second].sort((a, b) => a - b));
    const taken = await manager.put(path.addStore.path, { brandId: otherBrandId, storeId: first });
    expect([taken.status, taken.body.message]).toEqual([409, '此商店已屬於其他品牌']);
    const sales = await signedIn(server, 'sales');
    const seen = dataOf(await sales.get<Brand[]>(path.list.path));
    expect(seen.find((brand) => brand.id === brandId)).toEqual({ id: brandId, name: '示範便當', storeIds: [source] });
    expect(seen.flatMap((brand) => brand.storeIds).every((storeId) => storeId !== first && storeId !== second)).toBe(true);
    expect(dataOf(await hq.get<Brand[]>(path.list.path)).map((brand) => brand.id)).toEqual([brandId]);
    const byHq = await hq.post(path.add.path, { name: '自己開' });
    expect(byHq.status).toBe(403);
  });
});

describe('publish', () => {
  it('copies the source menu to the chosen stores as brand items, leaving a store\'s own items alone (MENU_CHANGED)', async () => {
    const mine = await addCategory(owner, second, '二店自己的');
    await addItem(owner, second, mine.id, '二店招牌', 8_800);
    const sourceCount = await liveItemCount(source);
    const { stomp, topic } = await subscribeStoreRefresh(server, owner, first);
    try {
      const heard = stomp.nextMessage(topic);
      const result = dataOf(await publish(hq, { note: '第一版' }));
      expect(result.version).toBe(1);
      expect(result.failedStoreIds).toEqual([]);
      expect(result.stores.map((store) => [store.storeId, store.ok, store.added, store.updated])).toEqual([
        [first, true, sourceCount, 0],
        [second, true, sourceCount, 0],
      ]);
      expect(await heard).toMatchObject({ type: 'MENU_CHANGED', data: { storeId: first } });
    } finally {
      await stomp.close();
    }
    const shape = (menu: PosMenu) => menu.categories.filter((category) => category.name !== '二店自己的').map((category) => [category.name, category.items.map((item) => [item.name, item.price])]);
    const sourceMenu = dataOf(await posMenu(source));
    expect(shape(dataOf(await posMenu(first)))).toEqual(shape(sourceMenu));
    expect(shape(dataOf(await posMenu(second)))).toEqual(shape(sourceMenu));
    expect(await priceOf(second, '二店招牌')).toBe(8_800);
  });

  it('republishes without duplicates: the same records are updated, prices follow the source', async () => {
    const before = itemsOf(dataOf(await posMenu(first)));
    await server.db.update(menuItems).set({ priceCents: 3_500 }).where(sourceItem('紅茶'));
    const result = dataOf(await publish(hq));
    expect(result.version).toBe(2);
    expect(result.stores[0]).toMatchObject({ storeId: first, ok: true, added: 0, updated: before.length, removed: 0 });
    const after = itemsOf(dataOf(await posMenu(first)));
    expect(after.map((item) => item.id)).toEqual(before.map((item) => item.id));
    expect(await liveItemCount(first)).toBe(before.length);
    expect(await priceOf(first, '紅茶')).toBe(3_500);
    // Publishing the same version twice changes nothing either.
    dataOf(await publish(hq));
    expect(await liveItemCount(first)).toBe(before.length);
  });

  it('keeps a store\'s own price through later publishes; clearing it returns to the brand\'s price', async () => {
    const rice = itemsOf(dataOf(await posMenu(first))).find((item) => item.name === '滷肉飯');
    if (!rice) throw new Error('no 滷肉飯 in the first store');
    expect(dataOf(await hq.put(path.storePrice.path, { brandId, storeId: first, itemId: rice.id, price: 5_500 }))).toEqual({
      itemId: rice.id,
      price: 5_500,
      local: true,
    });
    await server.db.update(menuItems).set({ priceCents: 4_200 }).where(sourceItem('滷肉飯'));
    dataOf(await publish(hq));
    expect(await priceOf(first, '滷肉飯')).toBe(5_500);
    expect(await priceOf(second, '滷肉飯')).toBe(4_200);
    expect(dataOf(await hq.put(path.storePrice.path, { brandId, storeId: first, itemId: rice.id, price: null }))).toMatchObject({
      price: 4_200,
      local: false,
    });
    expect(await priceOf(first, '滷肉飯')).toBe(4_200);
  });

  it('takes items the source removed off the stores, and a rollback brings the same records back', async () => {
    const tofu = itemsOf(dataOf(await posMenu(first))).find((item) => item.name === '豆干');
    if (!tofu) throw new Error('no 豆干 in the first store');
    await server.db.update(menuItems).set({ removedAt: new Date() }).where(sourceItem('豆干'));
    const removal = dataOf(await publish(hq, { note: '豆干下架' }));
    expect(removal.stores[0]).toMatchObject({ ok: true, removed: 1 });
    expect(itemsOf(dataOf(await posMenu(first))).some((item) => item.name === '豆干')).toBe(false);

    const rollback = dataOf(await hq.post<BrandPublishResult>(path.rollback.path, { brandId, version: 1 }));
    expect(rollback.version).toBe(removal.version + 1);
    const back = itemsOf(dataOf(await posMenu(first))).find((item) => item.name === '豆干');
    expect(back?.id).toBe(tofu.id);
    expect(await priceOf(second, '紅茶')).toBe(3_000);
    const versions = dataOf(await hq.get<BrandVersion[]>(withQuery(path.versions.path, { brandId })));
    expect(versions[0]).toMatchObject({ version: rollback.version, rolledBackFrom: 1, sourceStoreId: source });
    expect(versions.map((version) => version.version)).toEqual([...Array(rollback.version).keys()].map((index) => rollback.version - index));
  });
});

describe('refusals (4xx, zh-TW)', () => {
  it('refuses a store outside the brand, an unknown version, a price for an item the store does not have', async () => {
    const toOutside = await publish(manager, { storeIds: [first, outside] });
    expect([toOutside.status, toOutside.body.message]).toEqual([400, '商店不屬於此品牌']);
    const fromOutside = await publish(manager, { sourceStoreId: outside });
    expect([fromOutside.status, fromOutside.body.message]).toEqual([400, '來源商店不屬於此品牌']);
    const unknown = await hq.post(path.rollback.path, { brandId, version: 999 });
    expect([unknown.status, unknown.body.message]).toEqual([404, '菜單版本不存在']);
    const own = itemsOf(dataOf(await posMenu(second))).find((item) => item.name === '二店招牌');
    const notBrand = await hq.put(path.storePrice.path, { brandId, storeId: second, itemId: own?.id ?? 0, price: 100 });
    expect([notBrand.status, notBrand.body.message]).toEqual([400, '此商店沒有這項品牌餐點']);
    const noBrand = await manager.get(withQuery(path.versions.path, { brandId: 99_999 }));
    expect([noBrand.status, noBrand.body.message]).toEqual([404, '品牌不存在']);
  });

  it('keeps HQ to its own brand, its stores and their back office', async () => {
    const otherBrand = await hq.get(withQuery(path.versions.path, { brandId: otherBrandId }));
    expect([otherBrand.status, otherBrand.body.message]).toEqual([403, '無權限存取此品牌']);
    const otherPublish = await publish(hq, { brandId: otherBrandId });
    expect([otherPublish.status, otherPublish.body.message]).toEqual([403, '無權限存取此品牌']);
    const pos = await hq.get(withQuery(MENU_PATHS.pos.getMenu.path, { storeId: first }));
    expect([pos.status, pos.body.message]).toEqual([403, '總部帳號僅能使用品牌商店的菜單與報表']);
    const order = await hq.post('/api/back/pos/addOrder', { storeId: first });
    expect([order.status, order.body.message]).toEqual([403, '總部帳號僅能使用品牌商店的菜單與報表']);
    const outsideMenu = await hq.get(withQuery(MENU_PATHS.category.list.path, { storeId: outside }));
    expect([outsideMenu.status, outsideMenu.body.message]).toEqual([403, '無權限存取此商店']);
    const outsidePrice = await hq.put(path.storePrice.path, { brandId, storeId: outside, itemId: 1, price: 100 });
    expect(outsidePrice.status).toBe(403);
    // Its brand's back office: the menu editor of a brand store.
    expect(dataOf(await hq.get<unknown[]>(withQuery(MENU_PATHS.category.list.path, { storeId: first }))).length).toBeGreaterThan(0);
    // A store owner is no HQ: the brand's calls are refused.
    const byOwner = await publish(owner);
    expect(byOwner.status).toBe(403);
  });

  it('takes a store out of its brand: its copies become its own, later publishes leave it alone', async () => {
    const count = await liveItemCount(second);
    dataOf(await manager.put(path.removeStore.path, { brandId, storeId: second }));
    const again = await manager.put(path.removeStore.path, { brandId, storeId: second });
    expect([again.status, again.body.message]).toEqual([404, '商店不屬於此品牌']);
    const refused = await publish(hq);
    expect([refused.status, refused.body.message]).toEqual([400, '商店不屬於此品牌']);
    dataOf(await publish(hq, { storeIds: [first] }));
    expect(await liveItemCount(second)).toBe(count);
  });
});
