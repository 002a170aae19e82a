import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IDEMPOTENCY_KEY_RETENTION_MS,
  purgeOrderIdempotencyKeys,
} from '../../src/features/orders/idempotency-purge.js';
import { orderIdempotencyKeys, orders } from '../../src/platform/db/schema/index.js';
import { addCategory, addItem } from '../menu/menu-fixtures.js';
import { type CheckoutWorld, orderBody, sendOrder, startCheckoutWorld } from '../pos/checkout-fixtures.js';

let world: CheckoutWorld;

beforeAll(async () => {
  world = await startCheckoutWorld();
});
afterAll(async () => {
  await world?.close();
});

describe('purging old Idempotency-Keys', () => {
  it('forgets the keys past the retention and keeps the recent ones and every order', async () => {
    const { owner, storeId, cash, server } = world;
    const category = await addCategory(owner, storeId, '清理測試');
    const tea = await addItem(owner, storeId, category.id, '清理紅茶', 3000);
    const body = await orderBody(owner, storeId, [{ itemId: tea.id, count: 1, unitPrice: 3000 }], { payMethod: cash });
    const oldKey = randomUUID();
    const recentKey = randomUUID();
    expect((await sendOrder(owner, body, oldKey)).status).toBe(200);
    expect((await sendOrder(owner, body, recentKey)).status).toBe(200);
    const now = new Date();
    const longAgo = new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_MS - 60_000);
    await server.db.update(orderIdempotencyKeys).set({ createdAt: longAgo }).where(eq(orderIdempotencyKeys.key, oldKey));
    const ordersBefore = (await server.db.select({ id: orders.id }).from(orders)).length;

    expect(await purgeOrderIdempotencyKeys(server.db, now)).toBe(1);

    const left = (await server.db.select({ key: orderIdempotencyKeys.key }).from(orderIdempotencyKeys)).map((row) => row.key);
    expect(left).toContain(recentKey);
    expect(left).not.toContain(oldKey);
    expect((await server.db.select({ id: orders.id }).from(orders)).length).toBe(ordersBefore);
    // The recent key still answers its first order; nothing more to purge.
    expect((await sendOrder(owner, body, recentKey)).headers.get('idempotent-replayed')).toBe('true');
    expect(await purgeOrderIdempotencyKeys(server.db, now)).toBe(0);
  });
});
