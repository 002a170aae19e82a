import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PayMethod, PAY_METHOD_PATHS, type StoreConfig } from '@diancan/core';
import { type MenuWorld, startMenuWorld } from '../menu/menu-fixtures.js';
import { dataOf, subscribeStoreRefresh, withQuery } from '../harness.js';

const paths = PAY_METHOD_PATHS;
let world: MenuWorld;
beforeAll(async () => {
  world = await startMenuWorld();
});
afterAll(async () => {
  await world?.close();
});

const list = (storeId = world.storeId) => world.owner.get<PayMethod[]>(withQuery(paths.getList.path, { storeId }));
const add = (body: object) => world.owner.post<PayMethod>(paths.add.path, { storeId: world.storeId, ...body });

describe('pay methods', () => {
  it('lists the store’s methods in order, disabled ones included', async () => {
    const methods = dataOf(await list());
    expect(methods.map((method) => method.statisticKey)).toEqual(expect.arrayContaining(['CASH', 'LINE_PAY_OFFLINE']));
    expect(methods.map((method) => method.sort)).toEqual([...methods.map((method) => method.sort)].sort((a, b) => a - b));
  });

  it('adds (last in order), updates, switches off and removes a method; the store config follows', async () => {
    const { owner, storeId } = world;
    const card = dataOf(await add({ name: '禮券', statisticKey: 'GIFT_VOUCHER' }));
    expect(card).toMatchObject({ name: '禮券', statisticKey: 'GIFT_VOUCHER', enabled: true });
    expect(dataOf(await list()).at(-1)?.id).toBe(card.id);

    const renamed = dataOf(await owner.put<PayMethod>(paths.update.path, { storeId, id: card.id, name: '禮物卡', statisticKey: 'GIFT_VOUCHER' }));
    expect(renamed.name).toBe('禮物卡');
    dataOf(await owner.put(paths.updateStatus.path, { storeId, idList: [card.id], enabled: false }));
    const config = dataOf(await owner.get<StoreConfig>(withQuery('/api/back/store/setting/getConfig', { storeId })));
    expect(config.payMethods.find((method) => method.id === card.id)).toMatchObject({ name: '禮物卡', enabled: false });

    dataOf(await owner.delete(withQuery(paths.remove.path, { storeId, id: card.id })));
    expect(dataOf(await list()).some((method) => method.id === card.id)).toBe(false);
    expect((await owner.delete(withQuery(paths.remove.path, { storeId, id: card.id }))).status).toBe(404);
  });

  it('refuses a statistic key the store already uses (409) and bad fields (400)', async () => {
    const taken = await add({ name: '另一個現金', statisticKey: 'CASH' });
    expect([taken.status, taken.body.message]).toEqual([409, '統計代碼已被其他付款方式使用']);
    const lower = await add({ name: '小寫', statisticKey: 'cash' });
    expect([lower.status, lower.body.message]).toEqual([400, '統計代碼須為大寫英文字母、數字或底線']);
    const long = await add({ name: '名稱'.repeat(11), statisticKey: 'LONG' });
    expect([long.status, long.body.message]).toEqual([400, '付款方式名稱不可超過20字']);
  });

  it('sorts by the full new order and refuses a stale one', async () => {
    const { owner, storeId } = world;
    const ids = dataOf(await list()).map((method) => method.id);
    const reversed = [...ids].reverse();
    dataOf(await owner.put(paths.updateSort.path, { storeId, sortedIdList: reversed }));
    expect(dataOf(await list()).map((method) => method.id)).toEqual(reversed);
    const stale = await owner.put(paths.updateSort.path, { storeId, sortedIdList: reversed.slice(1) });
    expect([stale.status, stale.body.message]).toEqual([400, '排序項目與現有資料不一致，請重新整理後再試']);
  });

  it('keeps stores apart: another store’s id is 404, another store 403, staff 403', async () => {
    const { owner, other, staff, storeId, otherStoreId } = world;
    const theirs = dataOf(await other.post<PayMethod>(paths.add.path, { storeId: otherStoreId, name: '別人的', statisticKey: 'OTHER' }));
    const update = await owner.put(paths.update.path, { storeId, id: theirs.id, name: '偷改', statisticKey: 'OTHER' });
    expect(update.status).toBe(404);
    expect((await owner.put(paths.updateStatus.path, { storeId, idList: [theirs.id], enabled: false })).status).toBe(404);
    expect((await owner.delete(withQuery(paths.remove.path, { storeId, id: theirs.id }))).status).toBe(404);
    expect((await list(otherStoreId)).status).toBe(403);
    expect((await staff.get(withQuery(paths.getList.path, { storeId }))).status).toBe(403);
    expect(dataOf(await other.get<PayMethod[]>(withQuery(paths.getList.path, { storeId: otherStoreId }))).map((method) => method.name)).toEqual(['別人的']);
  });

  it('tells the store’s devices after a change (CONFIG_CHANGED), not after a refused one', async () => {
    const { owner, server, storeId } = world;
    const { stomp, topic } = await subscribeStoreRefresh(server, owner, storeId);
    try {
      expect((await add({ name: '重複', statisticKey: 'CASH' })).status).toBe(409);
      const next = stomp.nextMessage(topic);
      dataOf(await add({ name: '悠遊卡', statisticKey: 'EASY_CARD' }));
      expect(await next).toMatchObject({ type: 'CONFIG_CHANGED', data: { storeId, setting: 'PAY_METHODS' } });
      expect(stomp.received.filter((entry) => entry.destination === topic)).toHaveLength(1);
    } finally {
      await stomp.close();
    }
  });
});
