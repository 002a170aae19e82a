import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Item, KitchenArea, OptionGroup, Remark, Upgrade } from '@diancan/core/contracts/menu';
import { MENU_PATHS } from '@diancan/core/contracts/menu';
import { addCategory, addItem, addOptionGroup, addUpgrade, type MenuWorld, startMenuWorld } from './menu-fixtures.js';
import { dataOf, withQuery } from '../harness.js';

let world: MenuWorld;
let category: Category;

beforeAll(async () => {
  world = await startMenuWorld();
  category = await addCategory(world.owner, world.storeId, '口味與套餐');
});
afterAll(async () => {
  await world?.close();
});

describe('taste groups (back/option)', () => {
  const paths = MENU_PATHS.option;

  it('adds a group with priced options and the counter range', async () => {
    const { owner, storeId } = world;
    const group = await addOptionGroup(owner, storeId, '加料', [{ name: '珍珠', price: 1000 }, { name: '椰果', price: 1000 }, { name: '去冰', price: 0 }], {
      leastSelectable: 0,
      mostSelectable: 2,
    });
    expect(group).toMatchObject({ name: '加料', leastSelectable: 0, mostSelectable: 2, itemCount: 0 });
    expect(group.options.map((option) => [option.name, option.price, option.sort])).toEqual([
      ['珍珠', 1000, 1],
      ['椰果', 1000, 2],
      ['去冰', 0, 3],
    ]);
    expect(dataOf(await owner.get<OptionGroup>(withQuery(paths.get.path, { storeId, id: group.id })))).toEqual(group);
  });

  it('applies the selectable-quantity rules', async () => {
    const { owner, storeId } = world;
    const base = { storeId, name: '規則', options: [{ name: 'a' }, { name: 'b' }] };
    const cases: [object, string][] = [
      [{ leastSelectable: 2, mostSelectable: 1 }, '最多可選項不可小於最少可選項!'],
      [{ leastSelectable: -1, mostSelectable: null }, '最少可選項不可小於0'],
      [{ leastSelectable: 0, mostSelectable: 0 }, '最多可選項不可小於1'],
      [{ leastSelectable: 3, mostSelectable: null }, '最少可選項不可大於選項數量'],
      [{ leastSelectable: 1, mostSelectable: null, options: [] }, '請至少新增1個選項'],
    ];
    for (const [change, message] of cases) {
      const response = await owner.post(paths.add.path, { ...base, ...change });
      expect([response.status, response.body.message], message).toEqual([400, message]);
    }
    // 不限 (null) is allowed.
    expect((await owner.post(paths.add.path, { ...base, leastSelectable: 1, mostSelectable: null })).status).toBe(200);
  });

  it('updates options: kept by id, new ones added, missing ones dropped', async () => {
    const { owner, storeId } = world;
    const group = await addOptionGroup(owner, storeId, '溫度', [{ name: '熱' }, { name: '溫' }, { name: '冰' }]);
    const [hot, , cold] = group.options;
    const updated = dataOf(
      await owner.put<OptionGroup>(paths.update.path, {
        storeId,
        id: group.id,
        name: '溫度選擇',
        leastSelectable: 1,
        mostSelectable: 1,
        options: [{ id: cold?.id, name: '冰的', price: 0 }, { name: '常溫', price: 500 }, { id: hot?.id, name: '熱', price: 0 }],
        lastUpdateTime: group.lastUpdateTime,
      }),
    );
    expect(updated.options.map((option) => [option.name, option.price])).toEqual([
      ['冰的', 0],
      ['常溫', 500],
      ['熱', 0],
    ]);
    expect(updated.options[0]?.id).toBe(cold?.id);
    expect(updated.options[2]?.id).toBe(hot?.id);
  });

  it('refuses an option id of another group', async () => {
    const { owner, storeId } = world;
    const a = await addOptionGroup(owner, storeId, '甲組');
    const b = await addOptionGroup(owner, storeId, '乙組');
    const response = await owner.put(paths.update.path, {
      storeId,
      id: a.id,
      name: '甲組',
      leastSelectable: 1,
      mostSelectable: 1,
      options: [{ id: b.options[0]?.id, name: '偷來的' }],
    });
    expect([response.status, response.body.message]).toEqual([404, '選項不存在']);
  });

  it('lists groups with linked item counts; removing one unlinks it from its items', async () => {
    const { owner, storeId } = world;
    const group = await addOptionGroup(owner, storeId, '要刪的口味');
    const item = await addItem(owner, storeId, category.id, '有口味', 100, { optionGroupIds: [group.id] });
    const listed = dataOf(await owner.get<OptionGroup[]>(withQuery(paths.list.path, { storeId })));
    expect(listed.find((row) => row.id === group.id)?.itemCount).toBe(1);
    dataOf(await owner.delete(withQuery(paths.remove.path, { storeId, id: group.id })));
    const after = dataOf(await owner.get<Item>(withQuery(MENU_PATHS.item.get.path, { storeId, id: item.id })));
    expect(after.optionGroupIds).toEqual([]);
  });

  it('sorts the exact set of groups only', async () => {
    const { owner, secondStoreId: storeId } = world;
    const ids = [];
    for (const name of ['一', '二', '三']) ids.push((await addOptionGroup(owner, storeId, name)).id);
    dataOf(await owner.put(paths.updateSort.path, { storeId, sortedIdList: [ids[1], ids[2], ids[0]] }));
    const listed = dataOf(await owner.get<OptionGroup[]>(withQuery(paths.list.path, { storeId })));
    expect(listed.map((row) => row.id)).toEqual([ids[1], ids[2], ids[0]]);
    const response = await owner.put(paths.updateSort.path, { storeId, sortedIdList: ids.slice(1) });
    expect([response.status, response.body.message]).toEqual([400, '排序項目與現有資料不一致，請重新整理後再試']);
  });

  it('keeps stores apart', async () => {
    const { owner, other, storeId, otherStoreId } = world;
    const theirs = await addOptionGroup(other, otherStoreId, '他們的');
    expect((await owner.get(withQuery(paths.get.path, { storeId, id: theirs.id }))).status).toBe(404);
    expect((await owner.delete(withQuery(paths.remove.path, { storeId, id: theirs.id }))).status).toBe(404);
    expect((await owner.get(withQuery(paths.list.path, { storeId: otherStoreId }), { 'x-sid': '' })).status).toBe(403);
  });
});

describe('upgrades (back/upgrade)', () => {
  const paths = MENU_PATHS.upgrade;

  it('adds a combo with slots, combo and combo item prices, and offers it on an item', async () => {
    const { owner, storeId } = world;
    const tea = await addItem(owner, storeId, category.id, '紅茶', 3000);
    const coffee = await addItem(owner, storeId, category.id, '咖啡', 5000);
    const combo = dataOf(
      await owner.post<Upgrade>(paths.add.path, {
        storeId,
        name: '超值套餐',
        comboPrice: 6000,
        groups: [
          {
            name: '飲料',
            leastSelectable: 1,
            mostSelectable: 1,
            items: [{ itemId: tea.id }, { itemId: coffee.id, comboItemPrice: 2000 }],
          },
        ],
      }),
    );
    expect(combo).toMatchObject({ name: '超值套餐', comboPrice: 6000, enabled: true, itemCount: 0 });
    expect(combo.groups[0]?.items).toEqual([
      { itemId: tea.id, name: '紅茶', comboItemPrice: 0, optionGroupIds: [] },
      { itemId: coffee.id, name: '咖啡', comboItemPrice: 2000, optionGroupIds: [] },
    ]);
    const meal = await addItem(owner, storeId, category.id, '排骨飯', 11000, { upgradeIds: [combo.id] });
    expect(meal.upgradeIds).toEqual([combo.id]);
    const listed = dataOf(await owner.get<Upgrade[]>(withQuery(paths.list.path, { storeId })));
    expect(listed.find((row) => row.id === combo.id)?.itemCount).toBe(1);
  });

  it('replaces slots on update, switches status, sorts, and removes', async () => {
    const { owner, storeId } = world;
    const soup = await addItem(owner, storeId, category.id, '味噌湯', 2000);
    const a = await addUpgrade(owner, storeId, '套餐A', [soup.id]);
    const b = await addUpgrade(owner, storeId, '套餐B', [soup.id]);
    const updated = dataOf(
      await owner.put<Upgrade>(paths.update.path, {
        storeId,
        id: a.id,
        name: '套餐A+',
        comboPrice: 7000,
        groups: [
          { name: '湯', leastSelectable: 0, mostSelectable: null, items: [{ itemId: soup.id, comboItemPrice: 500 }] },
          { name: '再一碗', leastSelectable: 1, mostSelectable: 1, items: [{ itemId: soup.id }] },
        ],
        lastUpdateTime: a.lastUpdateTime,
      }),
    );
    expect(updated.groups.map((group) => [group.name, group.mostSelectable, group.items[0]?.comboItemPrice])).toEqual([
      ['湯', null, 500],
      ['再一碗', 1, 0],
    ]);
    dataOf(await owner.put(paths.updateStatus.path, { storeId, idList: [a.id, b.id], enabled: false }));
    expect(dataOf(await owner.get<Upgrade>(withQuery(paths.get.path, { storeId, id: b.id }))).enabled).toBe(false);

    const all = dataOf(await owner.get<Upgrade[]>(withQuery(paths.list.path, { storeId }))).map((row) => row.id);
    const reversed = [...all].reverse();
    dataOf(await owner.put(paths.updateSort.path, { storeId, sortedIdList: reversed }));
    expect(dataOf(await owner.get<Upgrade[]>(withQuery(paths.list.path, { storeId }))).map((row) => row.id)).toEqual(reversed);

    dataOf(await owner.delete(withQuery(paths.remove.path, { storeId, id: b.id })));
    expect((await owner.get(withQuery(paths.get.path, { storeId, id: b.id }))).status).toBe(404);
  });

  it('validates slots and refuses items of another store', async () => {
    const { owner, other, storeId, otherStoreId } = world;
    const theirCategory = await addCategory(other, otherStoreId, '他們的套餐分類');
    const theirItem = await addItem(other, otherStoreId, theirCategory.id, '他們的飲料');
    const base = { storeId, name: '套餐', comboPrice: 100 };
    const foreign = await owner.post(paths.add.path, {
      ...base,
      groups: [{ name: '飲料', leastSelectable: 1, mostSelectable: 1, items: [{ itemId: theirItem.id }] }],
    });
    expect([foreign.status, foreign.body.message]).toEqual([404, '餐點不存在']);
    const noGroups = await owner.post(paths.add.path, { ...base, groups: [] });
    expect([noGroups.status, noGroups.body.message]).toEqual([400, '請至少新增1個套餐群組']);
    const badRange = await owner.post(paths.add.path, {
      ...base,
      groups: [{ name: '飲料', leastSelectable: 2, mostSelectable: 1, items: [{ itemId: 1 }, { itemId: 2 }] }],
    });
    expect([badRange.status, badRange.body.message]).toEqual([400, '最多可選項不可小於最少可選項!']);
    const theirCombo = await addUpgrade(other, otherStoreId, '他們的套餐', [theirItem.id]);
    expect((await owner.get(withQuery(paths.get.path, { storeId, id: theirCombo.id }))).status).toBe(404);
  });
});

describe('remarks and areas', () => {
  it('adds, updates, sorts, lists and removes remarks', async () => {
    const { owner, storeId } = world;
    const paths = MENU_PATHS.remark;
    const less = dataOf(await owner.post<Remark>(paths.add.path, { storeId, content: '少辣' }));
    const noOnion = dataOf(await owner.post<Remark>(paths.add.path, { storeId, content: '不要蔥' }));
    expect(dataOf(await owner.put<Remark>(paths.update.path, { storeId, id: less.id, content: '小辣' })).content).toBe('小辣');
    dataOf(await owner.put(paths.updateSort.path, { storeId, sortedIdList: [noOnion.id, less.id] }));
    expect(dataOf(await owner.get<Remark[]>(withQuery(paths.list.path, { storeId }))).map((row) => row.content)).toEqual([
      '不要蔥',
      '小辣',
    ]);
    dataOf(await owner.delete(withQuery(paths.remove.path, { storeId, id: less.id })));
    expect(dataOf(await owner.get<Remark[]>(withQuery(paths.list.path, { storeId }))).map((row) => row.id)).toEqual([noOnion.id]);
    const tooLong = await owner.post(paths.add.path, { storeId, content: 'x'.repeat(101) });
    expect([tooLong.status, tooLong.body.message]).toEqual([400, '備註內容不可超過100字']);
    const theirs = dataOf(await world.other.post<Remark>(paths.add.path, { storeId: world.otherStoreId, content: '他們的' }));
    expect((await owner.put(paths.update.path, { storeId, id: theirs.id, content: 'x' })).status).toBe(404);
  });

  it('keeps kitchen and print areas per store, sorted, and unlinks a removed print area', async () => {
    const { owner, storeId } = world;
    const kitchen = MENU_PATHS.kitchenArea;
    const print = MENU_PATHS.printArea;
    const a = dataOf(await owner.post<KitchenArea>(kitchen.add.path, { storeId, name: '炸物區' }));
    const b = dataOf(await owner.post<KitchenArea>(kitchen.add.path, { storeId, name: '飯麵區' }));
    expect(dataOf(await owner.put<KitchenArea>(kitchen.update.path, { storeId, id: a.id, name: '炸物' })).name).toBe('炸物');
    const ids = dataOf(await owner.get<KitchenArea[]>(withQuery(kitchen.list.path, { storeId }))).map((row) => row.id);
    dataOf(await owner.put(kitchen.updateSort.path, { storeId, sortedIdList: [...ids].reverse() }));
    expect(dataOf(await owner.get<KitchenArea[]>(withQuery(kitchen.list.path, { storeId }))).map((row) => row.id)).toEqual(
      [...ids].reverse(),
    );
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));

    const area = dataOf(await owner.post<KitchenArea>(print.add.path, { storeId, name: '要刪的出單' }));
    const item = await addItem(owner, storeId, category.id, '出單品', 100, { printAreaIds: [area.id] });
    dataOf(await owner.delete(withQuery(print.remove.path, { storeId, id: area.id })));
    expect(dataOf(await owner.get<Item>(withQuery(MENU_PATHS.item.get.path, { storeId, id: item.id }))).printAreaIds).toEqual([]);
    const theirs = dataOf(await world.other.post<KitchenArea>(print.add.path, { storeId: world.otherStoreId, name: '別人的' }));
    expect((await owner.delete(withQuery(print.remove.path, { storeId, id: theirs.id }))).status).toBe(404);
    const blank = await owner.post(kitchen.add.path, { storeId, name: '' });
    expect([blank.status, blank.body.message]).toEqual([400, '廚房區域名稱為必填']);
  });
});
