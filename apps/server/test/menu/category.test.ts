import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, CategorySimple, KitchenArea } from '@diancan/core/contracts/menu';
import { MENU_PATHS } from '@diancan/core/contracts/menu';
import { addCategory, addItem, type MenuWorld, startMenuWorld } from './menu-fixtures.js';
import { dataOf, withQuery } from '../harness.js';

const paths = MENU_PATHS.category;
let world: MenuWorld;

beforeAll(async () => {
  world = await startMenuWorld();
});
afterAll(async () => {
  await world?.close();
});

describe('category add, get, update', () => {
  it('adds a category last in order with its defaults and tells the realtime hook', async () => {
    const { owner, storeId } = world;
    const before = world.changes.length;
    const list = dataOf(await owner.get<Category[]>(withQuery(paths.list.path, { storeId })));
    const added = await addCategory(owner, storeId, ' 甜點 ');
    expect(added).toMatchObject({ name: '甜點', enabled: true, printTag: false, kitchenAreaId: null, printAreaIds: [], itemCount: 0 });
    expect(added.sort).toBeGreaterThan(Math.max(...list.map((category) => category.sort)));
    expect(world.changes.slice(before)).toEqual([storeId]);
    expect(dataOf(await owner.get<Category>(withQuery(paths.get.path, { storeId, id: added.id })))).toEqual(added);
  });

  it('lists the demo categories with their item counts, and a simple list', async () => {
    const { owner, storeId } = world;
    const list = dataOf(await owner.get<Category[]>(withQuery(paths.list.path, { storeId })));
    expect(list.slice(0, 3).map((category) => [category.name, category.itemCount])).toEqual([
      ['主食', 4],
      ['小菜', 3],
      ['飲料', 3],
    ]);
    const simple = dataOf(await owner.get<CategorySimple[]>(withQuery(paths.simpleList.path, { storeId })));
    expect(simple.map((category) => category.id)).toEqual(list.map((category) => category.id));
    expect(simple[0]).toEqual({ id: list[0]?.id, name: '主食', enabled: true });
  });

  it('updates every field, with kitchen and print areas of the store', async () => {
    const { owner, storeId } = world;
    const kitchen = dataOf(await owner.post<KitchenArea>(MENU_PATHS.kitchenArea.add.path, { storeId, name: '熱炒區' }));
    const print = dataOf(await owner.post<KitchenArea>(MENU_PATHS.printArea.add.path, { storeId, name: '吧台' }));
    const category = await addCategory(owner, storeId, '湯品');
    const updated = dataOf(
      await owner.put<Category>(paths.update.path, {
        storeId,
        id: category.id,
        name: '湯品類',
        enabled: false,
        printTag: true,
        kitchenAreaId: kitchen.id,
        printAreaIds: [print.id],
        lastUpdateTime: category.lastUpdateTime,
      }),
    );
    expect(updated).toMatchObject({ name: '湯品類', enabled: false, printTag: true, kitchenAreaId: kitchen.id, printAreaIds: [print.id] });
  });

  it('answers 409 when someone else saved since the client read it', async () => {
    const { owner, storeId } = world;
    const category = await addCategory(owner, storeId, '樂觀鎖');
    const first = { storeId, id: category.id, name: '第一次', lastUpdateTime: category.lastUpdateTime };
    dataOf(await owner.put(paths.update.path, first));
    const stale = await owner.put(paths.update.path, { ...first, name: '第二次' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('資料已被修改，請重新整理後再試');
  });

  it('refuses a name the store already has (409)', async () => {
    const { owner, storeId } = world;
    const response = await owner.post(paths.add.path, { storeId, name: '主食' });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('分類名稱已存在');
  });

  it('validates with zh-TW messages naming the field', async () => {
    const { owner, storeId } = world;
    const cases: [unknown, string][] = [
      [{ storeId, name: '' }, '分類名稱為必填'],
      [{ storeId, name: 'x'.repeat(51) }, '分類名稱不可超過50字'],
      [{ storeId, name: 'a', enabled: 'yes' }, '上架狀態須為是或否'],
      [{ storeId, name: 'a', printAreaIds: [1, 1] }, '清單內不可有重複項目'],
      [{ name: 'a' }, '商店編號為必填'],
    ];
    for (const [body, message] of cases) {
      const response = await owner.post(paths.add.path, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toEqual({ status: false, message, data: null });
    }
  });

  it('refuses a kitchen area of another store as not found', async () => {
    const { owner, other, storeId, otherStoreId } = world;
    const foreign = dataOf(await other.post<KitchenArea>(MENU_PATHS.kitchenArea.add.path, { storeId: otherStoreId, name: '別人的廚房' }));
    const response = await owner.post(paths.add.path, { storeId, name: '偷用', kitchenAreaId: foreign.id });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('廚房區域不存在');
  });
});

describe('category remove', () => {
  it('answers 409 while the category holds items, and removes it once empty', async () => {
    const { owner, storeId } = world;
    const category = await addCategory(owner, storeId, '待刪除');
    const item = await addItem(owner, storeId, category.id, '暫時的');
    const refused = await owner.delete(withQuery(paths.remove.path, { storeId, id: category.id }));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('分類內尚有餐點，無法刪除');

    dataOf(await owner.delete(withQuery(MENU_PATHS.item.remove.path, { storeId, id: item.id })));
    dataOf(await owner.delete(withQuery(paths.remove.path, { storeId, id: category.id })));
    expect((await owner.get(withQuery(paths.get.path, { storeId, id: category.id }))).status).toBe(404);
    const list = dataOf(await owner.get<Category[]>(withQuery(paths.list.path, { storeId })));
    expect(list.some((row) => row.id === category.id)).toBe(false);
    // The name is free again.
    await addCategory(owner, storeId, '待刪除');
  });
});

describe('category sort', () => {
  it('takes exactly the set of categories in a new order', async () => {
    const { owner, secondStoreId: storeId } = world;
    const ids = dataOf(await owner.get<Category[]>(withQuery(paths.list.path, { storeId }))).map((row) => row.id);
    const reversed = [...ids].reverse();
    const response = await owner.put(paths.sort.path, { storeId, categoryId: null, sortedIdList: reversed });
    expect(response.status).toBe(200);
    const after = dataOf(await owner.get<Category[]>(withQuery(paths.list.path, { storeId })));
    expect(after.map((row) => row.id)).toEqual(reversed);
    expect(after.map((row) => row.sort)).toEqual(reversed.map((_, index) => index + 1));
  });

  it('answers 400 when the ids are not exactly the set', async () => {
    const { owner, secondStoreId: storeId, storeId: firstStore } = world;
    const ids = dataOf(await owner.get<Category[]>(withQuery(paths.list.path, { storeId }))).map((row) => row.id);
    const foreignId = dataOf(await owner.get<Category[]>(withQuery(paths.list.path, { storeId: firstStore })))[0]?.id;
    const mismatches = [ids.slice(1), [...ids, foreignId], [...ids.slice(1), foreignId], []];
    for (const sortedIdList of mismatches) {
      const response = await owner.put(paths.sort.path, { storeId, sortedIdList });
      expect(response.status, JSON.stringify(sortedIdList)).toBe(400);
      expect(response.body.message).toBe('排序項目與現有資料不一致，請重新整理後再試');
    }
    const duplicate = await owner.put(paths.sort.path, { storeId, sortedIdList: [...ids, ids[0]] });
    expect(duplicate.body.message).toBe('清單內不可有重複項目');
  });
});

describe('category batch calls', () => {
  it('switches status, print tag, kitchen area and print areas of several categories', async () => {
    const { owner, storeId } = world;
    const a = await addCategory(owner, storeId, '批次A');
    const b = await addCategory(owner, storeId, '批次B');
    const idList = [a.id, b.id];
    const kitchen = dataOf(await owner.post<KitchenArea>(MENU_PATHS.kitchenArea.add.path, { storeId, name: '冷盤區' }));
    const print = dataOf(await owner.post<KitchenArea>(MENU_PATHS.printArea.add.path, { storeId, name: '廚房出單' }));
    dataOf(await owner.put(paths.updateStatus.path, { storeId, idList, enabled: false }));
    dataOf(await owner.put(paths.updatePrintTag.path, { storeId, idList, printTag: true }));
    dataOf(await owner.put(paths.updateKitchenArea.path, { storeId, idList, kitchenAreaId: kitchen.id }));
    dataOf(await owner.put(paths.updatePrintArea.path, { storeId, idList, printAreaIds: [print.id] }));
    for (const id of idList) {
      expect(dataOf(await owner.get<Category>(withQuery(paths.get.path, { storeId, id })))).toMatchObject({
        enabled: false,
        printTag: true,
        kitchenAreaId: kitchen.id,
        printAreaIds: [print.id],
      });
    }
    // Removing the kitchen area leaves its categories without one.
    dataOf(await owner.delete(withQuery(MENU_PATHS.kitchenArea.remove.path, { storeId, id: kitchen.id })));
    expect(dataOf(await owner.get<Category>(withQuery(paths.get.path, { storeId, id: a.id }))).kitchenAreaId).toBeNull();
  });

  it('answers 404 when any id is not one of the store categories, changing nothing', async () => {
    const { owner, other, storeId, otherStoreId } = world;
    const mine = await addCategory(owner, storeId, '我的');
    const theirs = await addCategory(other, otherStoreId, '他的');
    const response = await owner.put(paths.updateStatus.path, { storeId, idList: [mine.id, theirs.id], enabled: false });
    expect(response.status).toBe(404);
    expect(dataOf(await owner.get<Category>(withQuery(paths.get.path, { storeId, id: mine.id }))).enabled).toBe(true);
  });
});

describe('category access', () => {
  it('answers 401 without a session', async () => {
    const response = await world.server.client().get(withQuery(paths.list.path, { storeId: world.storeId }));
    expect(response.status).toBe(401);
  });

  it('answers 403 on a change without the CSRF token', async () => {
    const response = await world.owner.post(paths.add.path, { storeId: world.storeId, name: '無權杖' }, { 'x-csrf-token': '' });
    expect(response.status).toBe(403);
  });

  it('answers 403 for another store named in the call', async () => {
    const { owner, otherStoreId } = world;
    const response = await owner.get(withQuery(paths.list.path, { storeId: otherStoreId }), { 'x-sid': String(otherStoreId) });
    expect(response.status).toBe(403);
    expect((await owner.post(paths.add.path, { storeId: otherStoreId, name: 'x' }, { 'x-sid': '' })).status).toBe(403);
  });

  it('answers 404 for another store id under the caller own store', async () => {
    const { owner, other, storeId, otherStoreId } = world;
    const theirs = await addCategory(other, otherStoreId, '隔離測試');
    expect((await owner.get(withQuery(paths.get.path, { storeId, id: theirs.id }))).status).toBe(404);
    expect((await owner.put(paths.update.path, { storeId, id: theirs.id, name: '改名' })).status).toBe(404);
    expect((await owner.delete(withQuery(paths.remove.path, { storeId, id: theirs.id }))).status).toBe(404);
    expect(dataOf(await other.get<Category>(withQuery(paths.get.path, { storeId: otherStoreId, id: theirs.id }))).name).toBe('隔離測試');
  });

  it('answers 403 to staff: menu management is for store users', async () => {
    const response = await world.staff.get(withQuery(paths.list.path, { storeId: world.storeId }));
    expect(response.status).toBe(403);
  });
});
