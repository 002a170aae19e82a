import { describe, expect, it } from 'vitest';
import {
  batchFinishRequestSchema,
  BATCH_FINISH_MAX,
  orderCardListQuerySchema,
  orderLineChoices,
  removeOrderDetailQuerySchema,
  updateOrderInfoRequestSchema,
  updateOrderStatusRequestSchema,
  ORDER_BOARD_MSG,
} from './order-board.js';

describe('order board contracts', () => {
  it('requires the version on every edit', () => {
    const missing = updateOrderStatusRequestSchema.safeParse({ storeId: 1, orderId: 2, status: 'READY' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe('訂單版本為必填');
    const parsed = updateOrderStatusRequestSchema.parse({ storeId: 1, orderId: 2, version: 3, status: 'READY' });
    expect(parsed.deliveryOrder).toBeNull();
  });

  it('reads the remove query from strings', () => {
    expect(removeOrderDetailQuerySchema.parse({ storeId: '1', orderId: '2', detailId: '3', version: '4' })).toEqual({
      storeId: 1,
      orderId: 2,
      detailId: 3,
      version: 4,
    });
  });

  it('defaults the card list to the open orders', () => {
    expect(orderCardListQuerySchema.parse({ storeId: '5' })).toEqual({ storeId: 5, scope: 'OPEN' });
    expect(orderCardListQuerySchema.safeParse({ storeId: '5', scope: 'ALL' }).success).toBe(false);
  });

  it('refuses a batch with a repeated order or too many orders', () => {
    const repeated = batchFinishRequestSchema.safeParse({ storeId: 1, orders: [{ orderId: 1, version: 1 }, { orderId: 1, version: 2 }] });
    expect(repeated.error?.issues[0]?.message).toBe(ORDER_BOARD_MSG.DUPLICATE_ORDER);
    const orders = Array.from({ length: BATCH_FINISH_MAX + 1 }, (_, index) => ({ orderId: index + 1, version: 1 }));
    expect(batchFinishRequestSchema.safeParse({ storeId: 1, orders }).success).toBe(false);
    expect(batchFinishRequestSchema.safeParse({ storeId: 1, orders: orders.slice(0, 50) }).success).toBe(true);
  });

  it('keeps fields left out of updateOrderInfo undefined and clears a blank table number', () => {
    expect(updateOrderInfoRequestSchema.parse({ storeId: 1, orderId: 2, version: 1 })).toEqual({ storeId: 1, orderId: 2, version: 1 });
    expect(updateOrderInfoRequestSchema.parse({ storeId: 1, orderId: 2, version: 1, tableNumber: '' }).tableNumber).toBeNull();
  });

  it('writes a line\'s choices as the card shows them', () => {
    const option = (name: string, count = 1) => ({ optionId: 1, groupId: 1, groupName: '甜度', name, count, price: 0 });
    const choices = orderLineChoices({
      options: [option('少冰'), option('珍珠', 2)],
      combos: [{ upgradeId: 1, name: '套餐A', comboPrice: 5000, items: [{ groupId: 1, groupName: '飲料', itemId: 9, name: '紅茶', comboItemPrice: 0, options: [option('去冰')] }, { groupId: 2, groupName: '副餐', itemId: 8, name: '薯條', comboItemPrice: 1000, options: [] }] }],
    });
    expect(choices).toEqual(['少冰', '珍珠 x2', '套餐A：紅茶(去冰)、薯條']);
  });
});
