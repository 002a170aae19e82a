import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AddOrderResult } from '@diancan/core';
import { MENU_PATHS } from '@diancan/core/contracts/menu';
import { waitFor } from '../../src/platform/realtime/testing/clients.js';
import { addCategory, addItem } from '../menu/menu-fixtures.js';
import { dataOf, subscribeStoreRefresh } from '../harness.js';
import { type CheckoutWorld, orderBody, sendOrder, startCheckoutWorld } from './checkout-fixtures.js';

let world: CheckoutWorld;
beforeAll(async () => {
  world = await startCheckoutWorld();
});
afterAll(async () => {
  await world?.close();
});

describe('NEW_ORDER', () => {
  it('reaches the store topic after the order committed, and nothing is sent for a refused order or a replay', async () => {
    const { owner, server, storeId, cash } = world;
    const category = await addCategory(owner, storeId, '即時訂單');
    const tea = await addItem(owner, storeId, category.id, '即時紅茶', 3000);
    const { stomp, topic } = await subscribeStoreRefresh(server, owner, storeId);
    try {

      const stale = await orderBody(owner, storeId, [{ itemId: tea.id, count: 1, unitPrice: 2000 }], { payMethod: cash });
      expect((await sendOrder(owner, stale)).status).toBe(409);

      const body = await orderBody(owner, storeId, [{ itemId: tea.id, count: 1, unitPrice: 3000 }], { payMethod: cash });
      const key = `realtime-${Date.now()}`;
      const created = dataOf(await sendOrder(owner, body, key));
      // The kitchen display's tickets go out with the order (docs/kds.md), just before its NEW_ORDER.
      await waitFor(() => stomp.received.some((entry) => entry.message.type === 'NEW_ORDER'), 5000, 'NEW_ORDER');
      const message = stomp.received.find((entry) => entry.message.type === 'NEW_ORDER')!.message;
      expect(message).toMatchObject({
        type: 'NEW_ORDER',
        data: { storeId, orderId: created.orderId, orderNo: created.orderNo, channel: 'POS' },
      });
      // The order is readable by the time the event arrives: it was published after commit.
      const replayed = await sendOrder(owner, body, key);
      expect((replayed.body.data as AddOrderResult).orderId).toBe(created.orderId);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(stomp.received.filter((entry) => entry.destination === topic && !entry.message.type.startsWith('KDS_')).map((entry) => entry.message.type)).toEqual(['NEW_ORDER']);
    } finally {
      await stomp.close();
    }
  });

  it('also sends MENU_CHANGED when the order took limited stock', async () => {
    const { owner, server, storeId, cash } = world;
    const category = await addCategory(owner, storeId, '即時庫存');
    const pie = await addItem(owner, storeId, category.id, '限量派', 5000);
    dataOf(await owner.put(MENU_PATHS.pos.updateItemStock.path, { storeId, itemId: pie.id, availableQuantity: 3, availableForSale: true }));
    const { stomp, topic } = await subscribeStoreRefresh(server, owner, storeId);
    try {
      const first = stomp.nextMessage(topic);
      dataOf(await sendOrder(owner, await orderBody(owner, storeId, [{ itemId: pie.id, count: 2, unitPrice: 5000 }], { payMethod: cash })));
      await first;
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(stomp.received.filter((entry) => entry.destination === topic && !entry.message.type.startsWith('KDS_')).map((entry) => entry.message.type)).toEqual([
        'MENU_CHANGED',
        'NEW_ORDER',
      ]);
    } finally {
      await stomp.close();
    }
  });
});
