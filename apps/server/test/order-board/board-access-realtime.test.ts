import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderCard, ORDER_BOARD_MSG, ORDER_BOARD_PATHS, ORDER_DETAIL_PATHS } from '@diancan/core';
import { dataOf, subscribeStoreRefresh, withQuery } from '../harness.js';
import { type BoardWorld, startBoardWorld } from './board-fixtures.js';

let world: BoardWorld;
let noodleId: number;

beforeAll(async () => {
  world = await startBoardWorld();
  noodleId = (await world.item('看板牛肉麵', 18000)).id;
});
afterAll(async () => {
  await world?.close();
});

const noodle = () => [{ itemId: noodleId, count: 1, unitPrice: 18000 }];

describe('access', () => {
  it('answers 404 for another store\'s order named under one\'s own store, 403 for a store not one\'s own', async () => {
    const { orderId } = await world.place(noodle());
    // `other` names its own store and the owner's order id: the order is not found there.
    const foreign = await world.other.get(ORDER_BOARD_PATHS.getOrderCard.path, { storeId: world.otherStoreId, orderId });
    expect(foreign.status).toBe(404);
    const moved = await world.other.put(ORDER_BOARD_PATHS.updateOrderStatus.path, { storeId: world.otherStoreId, orderId, version: 1, status: 'READY' });
    expect(moved.status).toBe(404);
    const detail = await world.other.get(ORDER_DETAIL_PATHS.order.path, { storeId: world.otherStoreId, orderId });
    expect(detail.status).toBe(404);
    expect(detail.body.message).toBe(ORDER_BOARD_MSG.NOT_FOUND);
    // ... and the owner's store is not its store.
    world.other.storeId = null;
    const scoped = await world.other.get(ORDER_BOARD_PATHS.getOrderCardList.path, { storeId: world.storeId });
    expect(scoped.status).toBe(403);
    const batch = await world.other.post(ORDER_BOARD_PATHS.batchFinish.path, { storeId: world.storeId, orders: [{ orderId, version: 1 }] });
    expect(batch.status).toBe(403);
    world.other.storeId = world.otherStoreId;
    expect((await world.card(orderId)).status).toBe('NEW');
  });

  it('keeps the board for store users with a session', async () => {
    const staff = await world.staff.get(ORDER_BOARD_PATHS.getOrderCardList.path, { storeId: world.storeId });
    expect(staff.status).toBe(403);
    const anonymous = await world.server.client().get(ORDER_BOARD_PATHS.getOrderCardList.path, { storeId: world.storeId });
    expect(anonymous.status).toBe(401);
  });

  it('needs a session on every path of the board', async () => {
    const { orderId } = await world.place(noodle());
    const paths = Object.values(ORDER_BOARD_PATHS);
    for (const { method, path } of paths) {
      const response = await world.server.client().request(method, withQuery(path, { storeId: world.storeId, orderId }), method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('realtime', () => {
  it('publishes ORDER_UPDATED with the new version after the commit, MENU_CHANGED first when stock moved, nothing for a refused edit', async () => {
    const { owner, server, storeId } = world;
    const cake = await world.item('看板限量蛋糕', 6000);
    await world.limitStock(cake.id, 3);
    const { orderId } = await world.place([{ itemId: cake.id, count: 1, unitPrice: 6000 }]);
    const { stomp, topic } = await subscribeStoreRefresh(server, owner, storeId);
    try {
      // The kitchen display's ticket events ride the same topic (docs/kds.md): the board's own are counted here.
      const types = () =>
        stomp.received.filter((entry) => entry.destination === topic && !entry.message.type.startsWith('KDS_')).map((entry) => entry.message.type);

      const stale = await world.moveStatus(orderId, 5, 'READY');
      expect(stale.status).toBe(409);

      const next = stomp.nextMessage(topic);
      const card = dataOf(await world.moveStatus(orderId, 1, 'PREPARING'));
      expect(await next).toMatchObject({ type: 'ORDER_UPDATED', data: { storeId, orderId, status: 'PREPARING', version: 2 } });
      expect(card.version).toBe(2);

      const cancelled = stomp.nextMessage(topic);
      dataOf(await world.moveStatus(orderId, 2, 'CANCELLED'));
      await cancelled;
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(types()).toEqual(['ORDER_UPDATED', 'MENU_CHANGED', 'ORDER_UPDATED']);
      expect(await world.stockOf(cake.id)).toBe(3);
    } finally {
      await stomp.close();
    }
  });

  it('sends one ORDER_UPDATED per order a batch finished', async () => {
    const { owner, server, storeId } = world;
    const placed = [await world.place(noodle()), await world.place(noodle()), await world.place(noodle())];
    const { stomp, topic } = await subscribeStoreRefresh(server, owner, storeId);
    try {
      dataOf(await owner.post(ORDER_BOARD_PATHS.batchFinish.path, { storeId, orders: placed.map((order) => ({ orderId: order.orderId, version: 1 })) }));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const updates = stomp.received
        .filter((entry) => entry.destination === topic && !entry.message.type.startsWith('KDS_'))
        .map((entry) => entry.message.data);
      expect(updates).toEqual(placed.map((order) => ({ storeId, orderId: order.orderId, status: 'COMPLETED', version: 2 })));
      const open = dataOf(await owner.get<OrderCard[]>(ORDER_BOARD_PATHS.getOrderCardList.path, { storeId }));
      expect(open.some((card) => placed.some((order) => order.orderId === card.id))).toBe(false);
    } finally {
      await stomp.close();
    }
  });
});
