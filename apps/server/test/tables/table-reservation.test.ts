import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLE_MSG } from '@diancan/core';
import type { Item } from '@diancan/core/contracts/menu';
import { dataOf } from '../harness.js';
import { orderBody, sendOrder } from '../pos/checkout-fixtures.js';
import { startTablesWorld, type TablesWorld } from './tables-fixtures.js';

/**
 * 有預約 on the floor (docs/tables.md): a reservation may name one of the store's tables; the floor shows it on that
 * table from 15 minutes late to 60 minutes ahead, the table's state unchanged.
 */

let world: TablesWorld;
let tea: Item;
beforeAll(async () => {
  world = await startTablesWorld();
  tea = await world.item('預約紅茶', 3_000);
});
afterAll(async () => {
  await world?.close();
});

/** The store's calendar date and time (Asia/Taipei) of an instant, as the reservation dialog sends them. */
function local(at: Date): { date: string; time: string } {
  const [date = '', time = ''] = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Taipei', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(at)
    .split(' ');
  return { date, time };
}

async function reserve(tableId: number, minutesAhead: number, extra: object = {}) {
  const reservation = { type: 'PICKUP' as const, ...local(new Date(Date.now() + minutesAhead * 60_000)), name: '王先生', phone: '0912345678' };
  const body = await orderBody(world.owner, world.storeId, [{ itemId: tea.id, count: 1, unitPrice: tea.price }], { payMethod: world.cash, reservation });
  // The table (and whatever a test changes) goes on the body as sent: the server checks it, not the local parse.
  return sendOrder(world.owner, { ...body, reservation: { ...reservation, tableId, ...extra } });
}

describe('a reservation holding a table', { timeout: 60_000 }, () => {
  it('shows 有預約 with its time on the table within the next hour; the table stays free; later ones do not show yet', async () => {
    const soon = await world.table('預1');
    const later = await world.table('預2');
    const held = dataOf(await reserve(soon.id, 30));
    dataOf(await reserve(later.id, 180));
    const table = await world.floorTable(soon.id);
    expect(table.status).toBe('FREE');
    expect(table.reservation).toMatchObject({ orderId: held.orderId, name: '王先生' });
    expect(Math.abs(new Date(table.reservation!.at).getTime() - (Date.now() + 30 * 60_000))).toBeLessThan(2 * 60_000);
    expect((await world.floorTable(later.id)).reservation).toBeNull();
    expect((await world.detail(held.orderId)).tableId ?? null).toBeNull();
  });

  it('refuses another store’s table, a table on a delivery and an id past the range', async () => {
    const theirs = await world.table('別人的預', {}, world.otherStoreId, world.other);
    const foreign = await reserve(theirs.id, 30);
    expect([foreign.status, (foreign.body as { message: string }).message]).toEqual([400, TABLE_MSG.TABLE_NOT_FOUND]);
    const delivery = await reserve(theirs.id, 30, { type: 'DELIVERY', address: '台北市信義路1號' });
    expect(delivery.status).toBe(400);
    const huge = await reserve(2 ** 40, 30);
    expect(huge.status).toBe(400);
  });
});
