import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, CopyMenuResult, Item, ItemStock, PosItemDetail, PosMenu } from '@diancan/core/contracts/menu';
import { MENU_PATHS } from '@diancan/core/contracts/menu';
import { stores, userStores, users } from '../../src/platform/db/schema/index.js';
import { setStoreModules } from '../fixtures.js';
import { addCategory, addItem, addOptionGroup, addUpgrade, type MenuWorld, startMenuWorld } from './menu-fixtures.js';
import { dataOf, subscribeStoreRefresh, withQuery } from '../harness.js';

const pos = MENU_PATHS.pos;
let world: MenuWorld;

beforeAll(async () => {
  world = await startMenuWorld();
});
afterAll(async () => {
  await world?.close();
});

const getMenu = (storeId = world.storeId) => world.owner.get<PosMenu>(withQuery(pos.getMenu.path, { storeId }));

describe('pos/getMenu', () => {
  it('answers enabled categories with their enabled items in order, groups and combos once', async () => {
    const { owner, storeId } = world;
    const category = await addCategory(owner, storeId, 'POS分類');
    const hidden = await addCategory(owner, storeId, '關閉的分類', { enabled: false });
    const sugar = await addOptionGroup(owner, storeId, 'POS甜度', [{ name: '全糖' }, { name: '半糖', price: -500 }]);
    const drink = await addItem(owner, storeId, category.id, 'POS紅茶', 3000, { optionGroupIds: [sugar.id] });
    const combo = await addUpgrade(owner, storeId, 'POS套餐', [drink.id], 4000);
    const meal = await addItem(owner, storeId, category.id, 'POS便當', 10000, { upgradeIds: [combo.id] });
    await addItem(owner, storeId, category.id, '下架中', 100, { enabled: false });
    await addItem(owner, storeId, hidden.id, '藏起來的', 100);

    const menu = dataOf(await getMenu());
    expect(menu.categories.slice(0, 3).map((row) => row.name)).toEqual(['主食', '小菜', '飲料']);
    expect(menu.categories.some((row) => row.id === hidden.id)).toBe(false);
    const section = menu.categories.find((row) => row.id === category.id);
    expect(section?.items.map((row) => row.name)).toEqual(['POS紅茶', 'POS便當']);
    expect(section?.items[0]).toMatchObject({ id: drink.id, price: 3000, optionGroupIds: [sugar.id], availableForSale: true });
    expect(section?.items[1]).toMatchObject({ id: meal.id, upgradeIds: [combo.id] });
    expect(menu.optionGroups.find((group) => group.id === sugar.id)?.options.map((option) => option.price)).toEqual([0, -500]);
    expect(menu.upgrades.find((upgrade) => upgrade.id === combo.id)?.groups[0]?.items[0]).toEqual({
      itemId: drink.id,
      name: 'POS紅茶',
      comboItemPrice: 0,
      optionGroupIds: [sugar.id],
    });

    // An upgrade switched off is neither listed nor offered.
    dataOf(await owner.put(MENU_PATHS.upgrade.updateStatus.path, { storeId, idList: [combo.id], enabled: false }));
    const after = dataOf(await getMenu());
    expect(after.upgrades.some((upgrade) => upgrade.id === combo.id)).toBe(false);
    expect(after.categories.find((row) => row.id === category.id)?.items[1]?.upgradeIds).toEqual([]);
  });

  it('answers the head with every category but only the first one\'s items, the whole menu without head', async () => {
    const { owner, storeId } = world;
    const whole = dataOf(await getMenu());
    const head = dataOf(await owner.get<PosMenu>(withQuery(pos.getMenu.path, { storeId, head: 'true' })));
    expect(head.complete).toBe(false);
    expect(whole.complete).toBeUndefined();
    expect(head.categories.map((row) => row.id)).toEqual(whole.categories.map((row) => row.id));
    expect(head.categories[0]?.items).toEqual(whole.categories[0]?.items);
    expect(whole.categories.slice(1).some((row) => row.items.length > 0)).toBe(true);
    expect(head.categories.slice(1).every((row) => row.items.length === 0)).toBe(true);
    expect({ ...head, categories: [], complete: undefined }).toEqual({ ...whole, categories: [], complete: undefined });
    expect((await owner.get(withQuery(pos.getMenu.path, { storeId, head: 'yes' }))).status).toBe(400);
  });

  it('answers the item detail with its groups and combos spelled out', async () => {
    const { owner, storeId } = world;
    const category = await addCategory(owner, storeId, '明細');
    const size = await addOptionGroup(owner, storeId, '明細大小');
    const ice = await addOptionGroup(owner, storeId, '明細冰塊');
    const tea = await addItem(owner, storeId, category.id, '明細茶', 2500, { optionGroupIds: [ice.id] });
    const combo = await addUpgrade(owner, storeId, '明細套餐', [tea.id], 3000);
    const meal = await addItem(owner, storeId, category.id, '明細飯', 9000, { optionGroupIds: [size.id], upgradeIds: [combo.id] });
    const detail = dataOf(await owner.get<PosItemDetail>(withQuery(pos.getItemDetail.path, { storeId, itemId: meal.id })));
    expect(detail.item).toMatchObject({ id: meal.id, price: 9000, optionGroupIds: [size.id], upgradeIds: [combo.id] });
    expect(detail.optionGroups.map((group) => group.id).sort()).toEqual([size.id, ice.id].sort());
    expect(detail.upgrades.map((upgrade) => [upgrade.name, upgrade.comboPrice])).toEqual([['明細套餐', 3000]]);
  });

  it('keeps stores apart', async () => {
    const { owner, other, storeId, otherStoreId } = world;
    const theirCategory = await addCategory(other, otherStoreId, '他們的POS');
    const theirs = await addItem(other, otherStoreId, theirCategory.id, '他們的POS餐點');
    expect((await getMenu(otherStoreId)).status).toBe(403);
    expect((await owner.get(withQuery(pos.getItemDetail.path, { storeId, itemId: theirs.id }))).status).toBe(404);
    expect((await owner.get(withQuery(pos.getItemStock.path, { storeId, itemId: theirs.id }))).status).toBe(404);
    const response = await owner.put(pos.updateItemStock.path, { storeId, itemId: theirs.id, availableQuantity: null, availableForSale: false });
    expect(response.status).toBe(404);
    expect(dataOf(await other.get<ItemStock>(withQuery(pos.getItemStock.path, { storeId: otherStoreId, itemId: theirs.id }))).availableForSale).toBe(true);
  });
});

describe('stock', () => {
  let category: Category;
  let item: Item;
  beforeAll(async () => {
    category = await addCategory(world.owner, world.storeId, '庫存');
    item = await addItem(world.owner, world.storeId, category.id, '限量便當', 15000);
  });

  it('starts unlimited and for sale', async () => {
    const { owner, storeId } = world;
    expect(dataOf(await owner.get<ItemStock>(withQuery(pos.getItemStock.path, { storeId, itemId: item.id })))).toEqual({
      itemId: item.id,
      name: '限量便當',
      availableQuantity: null,
      availableForSale: true,
    });
  });

  it('saves a quantity and 售完, answering the message; 0 is read as unlimited', async () => {
    const { owner, storeId } = world;
    const saved = await owner.put<ItemStock>(pos.updateItemStock.path, { storeId, itemId: item.id, availableQuantity: 20, availableForSale: false });
    expect(saved.body).toEqual({
      status: true,
      message: '編輯庫存成功',
      data: { itemId: item.id, name: '限量便當', availableQuantity: 20, availableForSale: false },
    });
    const menu = dataOf(await getMenu());
    const listed = menu.categories.find((row) => row.id === category.id)?.items[0];
    expect(listed).toMatchObject({ availableQuantity: 20, availableForSale: false });

    const zero = dataOf(await owner.put<ItemStock>(pos.updateItemStock.path, { storeId, itemId: item.id, availableQuantity: 0, availableForSale: true }));
    expect(zero.availableQuantity).toBeNull();
    const bad = await owner.put(pos.updateItemStock.path, { storeId, itemId: item.id, availableQuantity: 1.5, availableForSale: true });
    expect([bad.status, bad.body.message]).toEqual([400, '庫存數量須為整數']);
  });

  it('saves many in one call, all or none', async () => {
    const { owner, storeId } = world;
    const second = await addItem(owner, storeId, category.id, '限量麵', 13000);
    const list = [
      { itemId: item.id, availableQuantity: 5, availableForSale: true },
      { itemId: second.id, availableQuantity: null, availableForSale: false },
    ];
    const saved = dataOf(await owner.put<ItemStock[]>(pos.batchUpdateItemStock.path, { storeId, list }));
    expect(saved.map((row) => [row.itemId, row.availableQuantity, row.availableForSale])).toEqual(
      expect.arrayContaining([
        [item.id, 5, true],
        [second.id, null, false],
      ]),
    );
    const withMissing = await owner.put(pos.batchUpdateItemStock.path, {
      storeId,
      list: [{ itemId: item.id, availableQuantity: 1, availableForSale: true }, { itemId: 999_999, availableQuantity: 1, availableForSale: true }],
    });
    expect(withMissing.status).toBe(404);
    expect(dataOf(await owner.get<ItemStock>(withQuery(pos.getItemStock.path, { storeId, itemId: item.id }))).availableQuantity).toBe(5);
  });
});

describe('realtime', () => {
  it('publishes MENU_CHANGED on the store refresh topic after a change commits, not after a refused one', async () => {
    const { owner, server, storeId } = world;
    const { stomp, topic } = await subscribeStoreRefresh(server, owner, storeId);
    try {
      const refused = await owner.post(MENU_PATHS.category.add.path, { storeId, name: '主食' });
      expect(refused.status).toBe(409);
      const next = stomp.nextMessage(topic);
      await addCategory(owner, storeId, '即時通知');
      const message = await next;
      expect(message).toMatchObject({ type: 'MENU_CHANGED', data: { storeId } });
      expect(stomp.received.filter((entry) => entry.destination === topic)).toHaveLength(1);
    } finally {
      await stomp.close();
    }
  });
});

describe('store/copyMenu (staff)', () => {
  it('copies a whole menu with its links to an empty store, and refuses a store with a menu unless overwriting', async () => {
    const { staff, server, storeId } = world;
    const [target] = await server.db.insert(stores).values({ name: '新分店' }).returning();
    if (!target) throw new Error('store not written');
    await setStoreModules(server.db, target.id, { POS_ORDER: true });
    const source = dataOf(await getMenu(storeId));

    const result = dataOf(await staff.post<CopyMenuResult>(MENU_PATHS.store.copyMenu.path, { sourceStoreId: storeId, targetStoreId: target.id }));
    expect(result.itemCount).toBeGreaterThan(0);

    // Read the copy as a store user of the target.
    const [storeUser] = await server.db.select({ id: users.id }).from(users).where(eq(users.account, 'store'));
    await server.db.insert(userStores).values({ storeId: target.id, userId: storeUser?.id ?? 0 });
    const fresh = server.client();
    await fresh.login('store');
    const copied = dataOf(await fresh.get<PosMenu>(withQuery(pos.getMenu.path, { storeId: target.id })));
    const shape = (menu: PosMenu) =>
      menu.categories.map((category) => [
        category.name,
        category.items.map((item) => [item.name, item.price, item.optionGroupIds.length, item.upgradeIds.length]),
      ]);
    expect(shape(copied)).toEqual(shape(source));
    expect(copied.optionGroups.map((group) => group.name)).toEqual(source.optionGroups.map((group) => group.name));
    expect(copied.categories[0]?.items[0]?.id).not.toBe(source.categories[0]?.items[0]?.id);

    const again = await staff.post(MENU_PATHS.store.copyMenu.path, { sourceStoreId: storeId, targetStoreId: target.id });
    expect([again.status, again.body.message]).toEqual([409, '目標商店已有菜單，請選擇覆蓋']);
    dataOf(await staff.post(MENU_PATHS.store.copyMenu.path, { sourceStoreId: storeId, targetStoreId: target.id, overwrite: true }));
    const overwritten = dataOf(await fresh.get<PosMenu>(withQuery(pos.getMenu.path, { storeId: target.id })));
    expect(shape(overwritten)).toEqual(shape(source));
  });

  it('is for staff only, needs two different existing stores', async () => {
    const { owner, staff, storeId, secondStoreId } = world;
    const byStore = await owner.post(MENU_PATHS.store.copyMenu.path, { sourceStoreId: storeId, targetStoreId: secondStoreId });
    expect(byStore.status).toBe(403);
    const same = await staff.post(MENU_PATHS.store.copyMenu.path, { sourceStoreId: storeId, targetStoreId: storeId });
    expect([same.status, same.body.message]).toEqual([400, '來源與目標商店不可相同']);
    const missing = await staff.post(MENU_PATHS.store.copyMenu.path, { sourceStoreId: storeId, targetStoreId: 999_999 });
    expect([missing.status, missing.body.message]).toEqual([404, '商店不存在']);
  });
});
