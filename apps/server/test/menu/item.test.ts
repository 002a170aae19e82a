import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Item, ItemDictEntry, ItemPage, KitchenArea, OptionGroup } from '@diancan/core/contracts/menu';
import { MENU_PATHS } from '@diancan/core/contracts/menu';
import { addCategory, addItem, addOptionGroup, addUpgrade, type MenuWorld, startMenuWorld } from './menu-fixtures.js';
import { dataOf, withQuery } from '../harness.js';

const paths = MENU_PATHS.item;
let world: MenuWorld;
let category: Category;

beforeAll(async () => {
  world = await startMenuWorld();
  category = await addCategory(world.owner, world.storeId, '測試餐點');
});
afterAll(async () => {
  await world?.close();
});

const getItem = (id: number) => world.owner.get<Item>(withQuery(paths.get.path, { storeId: world.storeId, id }));

describe('item add, get, update', () => {
  it('adds an item with its links, last in its category', async () => {
    const { owner, storeId } = world;
    const sweetness = await addOptionGroup(owner, storeId, '甜度');
    const print = dataOf(await owner.post<KitchenArea>(MENU_PATHS.printArea.add.path, { storeId, name: '飲料台' }));
    const first = await addItem(owner, storeId, category.id, '第一');
    const item = await addItem(owner, storeId, category.id, '綠茶', 3500, {
      description: '無糖可',
      mobileEnabled: false,
      optionGroupIds: [sweetness.id],
      printAreaIds: [print.id],
    });
    expect(item).toMatchObject({
      categoryId: category.id,
      categoryName: '測試餐點',
      name: '綠茶',
      price: 3500,
      description: '無糖可',
      enabled: true,
      mobileEnabled: false,
      optionGroupIds: [sweetness.id],
      printAreaIds: [print.id],
      upgradeIds: [],
      imageFileId: null,
      availableQuantity: null,
      availableForSale: true,
    });
    expect(item.sort).toBe(first.sort + 1);
    expect(dataOf(await getItem(item.id))).toEqual(item);
  });

  it('updates it, and moving it to another category puts it last there', async () => {
    const { owner, storeId } = world;
    const target = await addCategory(owner, storeId, '搬家目標');
    const already = await addItem(owner, storeId, target.id, '原住戶');
    const item = await addItem(owner, storeId, category.id, '搬家的');
    const updated = dataOf(
      await owner.put<Item>(paths.update.path, {
        storeId,
        id: item.id,
        categoryId: target.id,
        name: '搬好了',
        price: 9900,
        enabled: false,
        lastUpdateTime: item.lastUpdateTime,
      }),
    );
    expect(updated).toMatchObject({ categoryId: target.id, name: '搬好了', price: 9900, enabled: false, sort: already.sort + 1 });
  });

  it('validates prices in whole cents and the fields by name', async () => {
    const { owner, storeId } = world;
    const cases: [object, string][] = [
      [{ price: 10.5 }, '餐點價格須為整數(以分為單位)'],
      [{ price: -1 }, '餐點價格不可小於0'],
      [{ price: undefined }, '餐點價格為必填'],
      [{ name: ' ' }, '餐點名稱為必填'],
      [{ categoryId: 'x' }, '分類編號為必填'],
      [{ description: 'x'.repeat(501) }, '餐點描述不可超過500字'],
    ];
    for (const [change, message] of cases) {
      const response = await owner.post(paths.add.path, { storeId, categoryId: category.id, name: '價格', price: 100, ...change });
      expect(response.status, message).toBe(400);
      expect(response.body.message).toBe(message);
    }
  });

  it('refuses links to another store records as not found', async () => {
    const { owner, other, storeId, otherStoreId } = world;
    const theirCategory = await addCategory(other, otherStoreId, '他們的分類');
    const theirGroup = await addOptionGroup(other, otherStoreId, '他們的口味');
    const base = { storeId, categoryId: category.id, name: '越界', price: 100 };
    const wrongCategory = await owner.post(paths.add.path, { ...base, categoryId: theirCategory.id });
    expect([wrongCategory.status, wrongCategory.body.message]).toEqual([404, '分類不存在']);
    const wrongGroup = await owner.post(paths.add.path, { ...base, optionGroupIds: [theirGroup.id] });
    expect([wrongGroup.status, wrongGroup.body.message]).toEqual([404, '口味不存在']);
    const wrongImage = await owner.post(paths.add.path, { ...base, imageFileId: 999_999 });
    expect([wrongImage.status, wrongImage.body.message]).toEqual([404, '圖片不存在']);
  });
});

describe('item copy and remove', () => {
  it('copies an item with its links, named (複製), last in its category', async () => {
    const { owner, storeId } = world;
    const group = await addOptionGroup(owner, storeId, '辣度');
    const item = await addItem(owner, storeId, category.id, '麻辣燙', 12000, { optionGroupIds: [group.id] });
    const copy = dataOf(await owner.post<Item>(paths.copy.path, { storeId, id: item.id }));
    expect(copy).toMatchObject({ name: '麻辣燙(複製)', price: 12000, optionGroupIds: [group.id], categoryId: category.id });
    expect(copy.id).not.toBe(item.id);
    expect(copy.sort).toBeGreaterThan(item.sort);
  });

  it('removes softly: gone from lists and gets, not from the database', async () => {
    const { owner, storeId, server } = world;
    const item = await addItem(owner, storeId, category.id, '下架品');
    dataOf(await owner.delete(withQuery(paths.remove.path, { storeId, id: item.id })));
    expect((await getItem(item.id)).status).toBe(404);
    expect((await owner.delete(withQuery(paths.remove.path, { storeId, id: item.id }))).status).toBe(404);
    const page = dataOf(await owner.post<ItemPage>(paths.getPage.path, { storeId, categoryId: category.id, size: 50 }));
    expect(page.list.some((row) => row.id === item.id)).toBe(false);
    const rows = await server.db.query.menuItems.findFirst({ where: (items, { eq }) => eq(items.id, item.id) });
    expect(rows?.removedAt).toBeInstanceOf(Date);
  });

  it('takes a removed item out of the combo slots offering it', async () => {
    const { owner, storeId } = world;
    const drink = await addItem(owner, storeId, category.id, '套餐飲料');
    const other = await addItem(owner, storeId, category.id, '另一飲料');
    const combo = await addUpgrade(owner, storeId, '移除測試套餐', [drink.id, other.id]);
    dataOf(await owner.delete(withQuery(paths.remove.path, { storeId, id: drink.id })));
    const after = dataOf(await owner.get<{ groups: { items: { itemId: number }[] }[] }>(withQuery(MENU_PATHS.upgrade.get.path, { storeId, id: combo.id })));
    expect(after.groups[0]?.items.map((row) => row.itemId)).toEqual([other.id]);
  });
});

describe('item page, dict and sort', () => {
  it('pages by category and keyword, in menu order', async () => {
    const { owner, storeId } = world;
    const paging = await addCategory(owner, storeId, '分頁');
    for (let index = 1; index <= 12; index++) await addItem(owner, storeId, paging.id, `分頁餐點${index}`, index * 100);
    const first = dataOf(await owner.post<ItemPage>(paths.getPage.path, { storeId, categoryId: paging.id, page: 1, size: 10 }));
    expect([first.total, first.list.length, first.page, first.size]).toEqual([12, 10, 1, 10]);
    expect(first.list[0]?.name).toBe('分頁餐點1');
    const second = dataOf(await owner.post<ItemPage>(paths.getPage.path, { storeId, categoryId: paging.id, page: 2, size: 10 }));
    expect(second.list.map((row) => row.name)).toEqual(['分頁餐點11', '分頁餐點12']);
    const searched = dataOf(await owner.post<ItemPage>(paths.getPage.path, { storeId, keyword: ' 分頁餐點1 ', size: 50 }));
    expect(searched.list.map((row) => row.name).sort()).toEqual(['分頁餐點1', '分頁餐點10', '分頁餐點11', '分頁餐點12']);
    const wildcard = dataOf(await owner.post<ItemPage>(paths.getPage.path, { storeId, keyword: '%' }));
    expect(wildcard.total).toBe(0);
    const badSize = await owner.post(paths.getPage.path, { storeId, size: 25 });
    expect([badSize.status, badSize.body.message]).toEqual([400, '每頁行數須為10、20、30、40或50']);
  });

  it('lists every item in a dict for pickers', async () => {
    const { owner, storeId } = world;
    const dict = dataOf(await owner.get<ItemDictEntry[]>(withQuery(paths.dict.path, { storeId })));
    expect(dict.find((row) => row.name === '滷肉飯')).toMatchObject({ price: 4000, enabled: true });
    expect(Object.keys(dict[0] ?? {}).sort()).toEqual(['categoryId', 'enabled', 'id', 'name', 'price']);
  });

  it('reorders the items of a category and refuses any other set', async () => {
    const { owner, storeId } = world;
    const sorting = await addCategory(owner, storeId, '排序');
    const ids = [];
    for (const name of ['甲', '乙', '丙']) ids.push((await addItem(owner, storeId, sorting.id, name)).id);
    const reordered = [ids[2], ids[0], ids[1]];
    dataOf(await owner.put(paths.updateSort.path, { storeId, categoryId: sorting.id, sortedIdList: reordered }));
    const page = dataOf(await owner.post<ItemPage>(paths.getPage.path, { storeId, categoryId: sorting.id }));
    expect(page.list.map((row) => row.id)).toEqual(reordered);

    const outsider = (await addItem(owner, storeId, category.id, '外人')).id;
    for (const sortedIdList of [ids.slice(0, 2), [...ids, outsider]]) {
      const response = await owner.put(paths.updateSort.path, { storeId, categoryId: sorting.id, sortedIdList });
      expect([response.status, response.body.message]).toEqual([400, '排序項目與現有資料不一致，請重新整理後再試']);
    }
    const missingCategory = await owner.put(paths.updateSort.path, { storeId, sortedIdList: ids });
    expect([missingCategory.status, missingCategory.body.message]).toEqual([400, '分類編號為必填']);
  });
});

describe('item batch calls', () => {
  it('switches status, mobile status and print areas of several items', async () => {
    const { owner, storeId } = world;
    const a = await addItem(owner, storeId, category.id, '批次一');
    const b = await addItem(owner, storeId, category.id, '批次二');
    const print = dataOf(await owner.post<KitchenArea>(MENU_PATHS.printArea.add.path, { storeId, name: '外場' }));
    const idList = [a.id, b.id];
    dataOf(await owner.put(paths.updateStatus.path, { storeId, idList, enabled: false }));
    dataOf(await owner.put(paths.updateMobileStatus.path, { storeId, idList, mobileEnabled: false }));
    dataOf(await owner.put(paths.updatePrintArea.path, { storeId, idList, printAreaIds: [print.id] }));
    for (const id of idList) {
      expect(dataOf(await getItem(id))).toMatchObject({ enabled: false, mobileEnabled: false, printAreaIds: [print.id] });
    }
    const empty = await owner.put(paths.updateStatus.path, { storeId, idList: [], enabled: true });
    expect([empty.status, empty.body.message]).toEqual([400, '請選擇餐點']);
  });

  it('links taste groups in batch: append, replace, remove', async () => {
    const { owner, storeId } = world;
    const [ice, sugar, size] = [
      await addOptionGroup(owner, storeId, '冰塊'),
      await addOptionGroup(owner, storeId, '糖度'),
      await addOptionGroup(owner, storeId, '大小'),
    ];
    const a = await addItem(owner, storeId, category.id, '飲一', 3000, { optionGroupIds: [size.id] });
    const b = await addItem(owner, storeId, category.id, '飲二');
    const itemIdList = [a.id, b.id];
    const batch = (optionGroupIdList: number[], mode: string) =>
      owner.put(paths.batchOption.path, { storeId, itemIdList, optionGroupIdList, mode });

    dataOf(await batch([ice.id, sugar.id, size.id], 'APPEND'));
    expect(dataOf(await getItem(a.id)).optionGroupIds).toEqual([size.id, ice.id, sugar.id]);
    expect(dataOf(await getItem(b.id)).optionGroupIds).toEqual([ice.id, sugar.id, size.id]);
    const options = dataOf(await owner.get<OptionGroup[]>(withQuery(paths.optionList.path, { storeId, id: b.id })));
    expect(options.map((group) => group.name)).toEqual(['冰塊', '糖度', '大小']);
    expect(options[0]?.options.map((option) => option.name)).toEqual(['正常', '加大']);

    dataOf(await batch([sugar.id], 'REMOVE'));
    expect(dataOf(await getItem(a.id)).optionGroupIds).toEqual([size.id, ice.id]);
    dataOf(await batch([sugar.id], 'REPLACE'));
    expect(dataOf(await getItem(b.id)).optionGroupIds).toEqual([sugar.id]);
  });
});

describe('item isolation', () => {
  it('answers 404 for another store item through the caller own store', async () => {
    const { owner, other, storeId, otherStoreId } = world;
    const theirCategory = await addCategory(other, otherStoreId, '隔離');
    const theirs = await addItem(other, otherStoreId, theirCategory.id, '他們的餐點');
    expect((await getItem(theirs.id)).status).toBe(404);
    expect((await owner.post(paths.copy.path, { storeId, id: theirs.id })).status).toBe(404);
    expect((await owner.put(paths.update.path, { storeId, id: theirs.id, categoryId: category.id, name: 'x', price: 1 })).status).toBe(404);
    expect((await owner.delete(withQuery(paths.remove.path, { storeId, id: theirs.id }))).status).toBe(404);
    expect((await owner.put(paths.updateStatus.path, { storeId, idList: [theirs.id], enabled: false })).status).toBe(404);
    expect((await owner.get(withQuery(paths.optionList.path, { storeId, id: theirs.id }))).status).toBe(404);
    expect(dataOf(await other.get<Item>(withQuery(paths.get.path, { storeId: otherStoreId, id: theirs.id }))).enabled).toBe(true);
  });

  it('answers 401 without a session and 403 on another store', async () => {
    const { owner, otherStoreId } = world;
    expect((await world.server.client().post(paths.getPage.path, { storeId: world.storeId })).status).toBe(401);
    const response = await owner.post(paths.getPage.path, { storeId: otherStoreId }, { 'x-sid': '' });
    expect(response.status).toBe(403);
    const noCsrf = await owner.post(paths.add.path, { storeId: world.storeId, categoryId: category.id, name: 'x', price: 1 }, { 'x-csrf-token': '' });
    expect(noCsrf.status).toBe(403);
  });
});
