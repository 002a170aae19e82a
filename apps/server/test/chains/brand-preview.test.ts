import { and, eq, isNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_PATHS, type BrandPreview, type BrandPreviewStore, type BrandPublishResult } from '@diancan/core';
import { type Category, type Item, MENU_PATHS, type PosMenu } from '@diancan/core/contracts/menu';
import { brandStorePrices, menuCategories, menuItems } from '../../src/platform/db/schema/index.js';
import { brandWorld } from './brand-fixtures.js';
import { dataOf, startTestServer, type TestClient, type TestServer, withQuery } from '../harness.js';
import { addCategory, addItem, download, upload } from '../menu/menu-fixtures.js';

/**
 * The publish preview, a store that fails to take a version, and a store's own edit of a brand item (docs/chains.md):
 * a brand over the demo store (the source) and two stores of the demo owner.
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

const path = BRAND_PATHS;

beforeAll(async () => {
  server = await startTestServer();
  ({ manager, owner, hq, source, first, second, outside, brandId } = await brandWorld(server, {
    brand: '預覽便當', first: '預覽一店', second: '預覽二店', outsideOwner: 'preview-outsider', hqAccount: 'hq-preview',
  }));
  dataOf(await hq.post(path.publish.path, { brandId, sourceStoreId: source, storeIds: [first, second], note: '第一版' }));
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const posMenu = async (storeId: number) => dataOf(await owner.get<PosMenu>(withQuery(MENU_PATHS.pos.getMenu.path, { storeId })));
const itemsOf = (menu: PosMenu) => menu.categories.flatMap((category) => category.items.map((item) => ({ ...item, category: category.name })));
const itemNamed = async (storeId: number, name: string) => {
  const item = itemsOf(await posMenu(storeId)).find((row) => row.name === name);
  if (!item) throw new Error(`no ${name} in store ${storeId}`);
  return item;
};
const priceOf = async (storeId: number, name: string) => (await itemNamed(storeId, name)).price;
const sourceItem = (name: string) => and(eq(menuItems.storeId, source), eq(menuItems.name, name), isNull(menuItems.removedAt));
const publish = (storeIds = [first, second]) =>
  hq.post<BrandPublishResult>(path.publish.path, { brandId, sourceStoreId: source, storeIds, note: '' });
const preview = (body: object = {}) => hq.post<BrandPreview>(path.preview.path, { brandId, sourceStoreId: source, storeIds: [first, second], ...body });
const storeOf = (answer: BrandPreview, storeId: number): BrandPreviewStore => {
  const store = answer.stores.find((row) => row.storeId === storeId);
  if (!store) throw new Error(`no preview of store ${storeId}`);
  return store;
};
const names = (entries: { kind: string; name: string }[], kind = 'item') => entries.filter((entry) => entry.kind === kind).map((entry) => entry.name).sort();

describe('brand/menu/preview', () => {
  it('lists what each store gains, changes and loses, as the publish then does; read-only', async () => {
    const rice = await itemNamed(first, '滷肉飯');
    dataOf(await hq.put(path.storePrice.path, { brandId, storeId: first, itemId: rice.id, price: 5_500 }));
    await server.db.update(menuItems).set({ priceCents: 3_300 }).where(sourceItem('紅茶'));
    await server.db.update(menuItems).set({ priceCents: 4_400 }).where(sourceItem('滷肉飯'));
    await server.db.update(menuItems).set({ removedAt: new Date() }).where(sourceItem('豆干'));
    const category = dataOf(await owner.get<Category[]>(withQuery(MENU_PATHS.category.list.path, { storeId: source })))[0];
    if (!category) throw new Error('no source category');
    await addItem(owner, source, category.id, '預覽新品', 6_600);
    const before = await posMenu(first);

    const answer = dataOf(await preview());
    const one = storeOf(answer, first);
    const two = storeOf(answer, second);
    expect(one.storeName).toBe('預覽一店');
    expect(names(one.added)).toEqual(['預覽新品']);
    expect(names(one.removed)).toEqual(['豆干']);
    // The first store keeps its own price of 滷肉飯: only 紅茶's price changes there.
    expect(one.changed.filter((entry) => entry.kind === 'item')).toEqual([{ kind: 'item', name: '紅茶', fields: ['priceCents'] }]);
    expect(names(two.changed)).toEqual(['滷肉飯', '紅茶']);
    expect([one.message, two.message]).toEqual([null, null]);
    expect(one.unchanged).toBeGreaterThan(0);
    // Nothing was written.
    expect(await posMenu(first)).toEqual(before);

    const result = dataOf(await publish());
    const taken = result.stores.find((store) => store.storeId === first);
    expect(taken).toMatchObject({ ok: true, added: 1, removed: 1 });
    expect(await priceOf(first, '紅茶')).toBe(3_300);
    expect(await priceOf(first, '滷肉飯')).toBe(5_500);
    expect(await priceOf(first, '預覽新品')).toBe(6_600);
    // Once taken, the same menu previews as nothing to do.
    const again = storeOf(dataOf(await preview()), first);
    expect([again.added, again.changed, again.removed]).toEqual([[], [], []]);
  });

  it('refuses a store outside the brand, a source outside it, another brand (HQ), an unknown brand (4xx zh-TW)', async () => {
    const toOutside = await preview({ storeIds: [first, outside] });
    expect([toOutside.status, toOutside.body.message]).toEqual([400, '商店不屬於此品牌']);
    const fromOutside = await manager.post(path.preview.path, { brandId, sourceStoreId: outside, storeIds: [first] });
    expect([fromOutside.status, fromOutside.body.message]).toEqual([400, '來源商店不屬於此品牌']);
    const other = dataOf(await manager.post<{ id: number }>(path.add.path, { name: '別家' })).id;
    const otherBrand = await preview({ brandId: other });
    expect([otherBrand.status, otherBrand.body.message]).toEqual([403, '無權限存取此品牌']);
    const unknown = await manager.post(path.preview.path, { brandId: 99_999, sourceStoreId: source, storeIds: [first] });
    expect([unknown.status, unknown.body.message]).toEqual([404, '品牌不存在']);
    const byOwner = await owner.post(path.preview.path, { brandId, sourceStoreId: source, storeIds: [first] });
    expect(byOwner.status).toBe(403);
    const huge = await preview({ storeIds: [2 ** 40] });
    expect(huge.status).toBe(400);
  });
});

describe('a store that fails to take a version', () => {
  it('keeps its previous menu, is listed, and takes the version once its data allows; repeating is safe', async () => {
    const drinks = itemsOf(await posMenu(source)).find((item) => item.name === '紅茶')?.category;
    if (!drinks) throw new Error('no 紅茶 category');
    // The second store has its own category of the name the brand's category is renamed to: its transaction fails.
    const own = await addCategory(owner, second, '茶飲');
    const secondBefore = await posMenu(second);
    const firstCount = itemsOf(await posMenu(first)).length;
    await server.db.update(menuCategories).set({ name: '茶飲' }).where(and(eq(menuCategories.storeId, source), eq(menuCategories.name, drinks)));
    await server.db.update(menuItems).set({ priceCents: 3_900 }).where(sourceItem('紅茶'));

    expect(storeOf(dataOf(await preview()), second).message).toBe('商店已有同名分類，無法接收品牌分類');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const result = dataOf(await publish());
      expect(result.failedStoreIds).toEqual([second]);
      expect(result.stores.find((store) => store.storeId === second)).toMatchObject({ ok: false, message: '商店已有同名分類，無法接收品牌分類' });
      expect(result.stores.find((store) => store.storeId === first)).toMatchObject({ ok: true, added: 0, removed: 0 });
      // The second store's menu is as it was (not half of the version); the first took it without duplicates.
      expect(await posMenu(second)).toEqual(secondBefore);
      expect(itemsOf(await posMenu(first)).length).toBe(firstCount);
      expect(await priceOf(first, '紅茶')).toBe(3_900);
    }
    const versions = dataOf(await hq.get<{ stores: { storeId: number; ok: boolean }[] }[]>(withQuery(path.versions.path, { brandId })));
    expect(versions[0]?.stores.find((store) => store.storeId === second)?.ok).toBe(false);

    dataOf(await owner.put(MENU_PATHS.category.update.path, { storeId: second, id: own.id, name: '二店茶飲' }));
    const retried = dataOf(await publish([second]));
    expect(retried.failedStoreIds).toEqual([]);
    expect(await priceOf(second, '紅茶')).toBe(3_900);
    expect((await itemNamed(second, '紅茶')).category).toBe('茶飲');
  });
});

describe("a store's own edit of a brand item", () => {
  const getItem = async (storeId: number, id: number) => dataOf(await owner.get<Item>(withQuery(MENU_PATHS.item.get.path, { storeId, id })));
  const edit = async (storeId: number, id: number, change: Partial<Item>) => {
    const item = await getItem(storeId, id);
    const { categoryName: _categoryName, sort: _sort, availableQuantity: _quantity, availableForSale: _forSale, lastUpdateTime: _time, ...fields } = item;
    return owner.put<Item>(MENU_PATHS.item.update.path, { ...fields, storeId, ...change });
  };
  const localPrice = async (storeId: number, itemId: number) =>
    (await server.db.select().from(brandStorePrices).where(and(eq(brandStorePrices.storeId, storeId), eq(brandStorePrices.itemId, itemId))))[0]?.priceCents ?? null;

  it('sets its local price (kept by later publishes); the brand price again clears it', async () => {
    const tea = await itemNamed(second, '紅茶');
    dataOf(await edit(second, tea.id, { price: 4_500 }));
    expect(await localPrice(second, tea.id)).toBe(4_500);
    await server.db.update(menuItems).set({ priceCents: 3_700 }).where(sourceItem('紅茶'));
    dataOf(await publish());
    expect(await priceOf(second, '紅茶')).toBe(4_500);
    expect(await priceOf(first, '紅茶')).toBe(3_700);
    // Back to the brand's price: no local price any more, so the next publish's price is taken.
    dataOf(await edit(second, tea.id, { price: 3_700 }));
    expect(await localPrice(second, tea.id)).toBeNull();
    await server.db.update(menuItems).set({ priceCents: 3_800 }).where(sourceItem('紅茶'));
    dataOf(await publish());
    expect(await priceOf(second, '紅茶')).toBe(3_800);
  });

  it('refuses a rename (400 zh-TW), allows switching it off, and leaves the store\'s own items free', async () => {
    const tea = await itemNamed(second, '紅茶');
    const renamed = await edit(second, tea.id, { name: '二店紅茶' });
    expect([renamed.status, renamed.body.message]).toEqual([400, '品牌餐點不可由商店改名']);
    expect((await getItem(second, tea.id)).name).toBe('紅茶');
    dataOf(await owner.put(MENU_PATHS.item.updateStatus.path, { storeId: second, idList: [tea.id], enabled: false }));
    dataOf(await owner.put(MENU_PATHS.item.updateMobileStatus.path, { storeId: second, idList: [tea.id], mobileEnabled: false }));
    dataOf(await publish());
    expect(await getItem(second, tea.id)).toMatchObject({ enabled: false, mobileEnabled: false, name: '紅茶' });
    const mine = await addCategory(owner, second, '二店自己');
    const own = await addItem(owner, second, mine.id, '二店小菜', 2_000);
    dataOf(await edit(second, own.id, { name: '二店小菜改', price: 2_200 }));
    expect(await localPrice(second, own.id)).toBeNull();
    // The item sheet import is the store's own edit too.
    const green = await itemNamed(second, '冬瓜檸檬');
    const sheet = async (change: (row: ExcelJS.Row) => void) => {
      const exported = await download(owner, withQuery(MENU_PATHS.item.export.path, { storeId: second }));
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(new Uint8Array(exported.bytes).buffer);
      const worksheet = workbook.worksheets[0] as ExcelJS.Worksheet;
      worksheet.eachRow((row) => {
        if (row.getCell(1).value === green.id) change(row);
      });
      const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
      return upload(owner, withQuery(MENU_PATHS.item.import.path, { storeId: second }), [{ name: 'items.xlsx', bytes }]);
    };
    const renamedInSheet = await sheet((row) => {
      row.getCell(3).value = '二店冬瓜檸檬';
    });
    expect([renamedInSheet.status, renamedInSheet.body.message]).toEqual([400, '品牌餐點不可由商店改名']);
    dataOf(
      (await sheet((row) => {
        row.getCell(4).value = 41;
      })) as never,
    );
    expect(await localPrice(second, green.id)).toBe(4_100);
    // The source store edits its own items freely: they are the brand's menu.
    const sourceTea = await itemNamed(source, '紅茶');
    dataOf(await edit(source, sourceTea.id, { price: 3_900 }));
  });
});
