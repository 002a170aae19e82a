import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MSG } from '@diancan/core';
import { orders } from '../../src/platform/db/schema/index.js';
import { addCategory, addItem } from '../menu/menu-fixtures.js';
import { dataOf } from '../harness.js';
import { type CheckoutWorld, orderBody, sendOrder, startCheckoutWorld } from '../pos/checkout-fixtures.js';

/** Orders and invoices taken at a terminal with no network, uploaded later (docs/offline.md). */
let world: CheckoutWorld;
let itemId: number;

beforeAll(async () => {
  world = await startCheckoutWorld();
  const category = await addCategory(world.owner, world.storeId, '離線測試');
  itemId = (await addItem(world.owner, world.storeId, category.id, '離線紅茶', 3000)).id;
});
afterAll(async () => {
  await world?.close();
});

const cashBody = (extra: object = {}) =>
  orderBody(world.owner, world.storeId, [{ itemId, count: 1, unitPrice: 3000 }], { payMethod: world.cash, ...extra });

describe('an order uploaded from the offline outbox', () => {
  it('keeps the time it was taken, and is the same order as an earlier online send under its key', async () => {
    const takenAt = new Date(Date.now() - 2 * 3600_000).toISOString();
    const body = await cashBody();
    const key = randomUUID();
    // The first send reached the server but its answer was lost; the outbox sends it again with takenAt.
    const first = dataOf(await sendOrder(world.owner, body, key));
    const again = await sendOrder(world.owner, { ...body, takenAt }, key);
    expect(dataOf(again)).toEqual(first);
    expect(again.headers.get('idempotent-replayed')).toBe('true');

    const late = dataOf(await sendOrder(world.owner, { ...body, takenAt }));
    expect(late.createdAt).toBe(takenAt);
    const [row] = await world.server.db.select({ createdAt: orders.createdAt }).from(orders).where(eq(orders.id, late.orderId));
    expect(row?.createdAt.toISOString()).toBe(takenAt);
    expect(await world.server.db.$count(orders, eq(orders.id, first.orderId))).toBe(1);
  });

  it('refuses a time ahead of the server, older than 72 hours, or not a time', async () => {
    const body = await cashBody();
    const ahead = await sendOrder(world.owner, { ...body, takenAt: new Date(Date.now() + 10 * 60_000).toISOString() });
    expect([ahead.status, ahead.body.message]).toEqual([400, ORDER_MSG.TAKEN_AT_FUTURE]);
    const old = await sendOrder(world.owner, { ...body, takenAt: new Date(Date.now() - 73 * 3600_000).toISOString() });
    expect([old.status, old.body.message]).toEqual([400, ORDER_MSG.TAKEN_AT_TOO_OLD]);
    const garbage = await sendOrder(world.owner, { ...body, takenAt: 'yesterday' });
    expect([garbage.status, garbage.body.message]).toEqual([400, '訂單時間格式不正確']);
  });
});
