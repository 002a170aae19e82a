import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AddOrderInput, type AddOrderResult, SHIFT_PATHS, type Shift, type ShiftFinishResult } from '@diancan/core';
import { orders } from '../../src/platform/db/schema/index.js';
import { dataOf } from '../harness.js';
import { sendOrder } from '../pos/checkout-fixtures.js';
import { finishShift, orderOf, type ShiftWorld, startShiftWorld } from './shift-fixtures.js';

/**
 * Orders committed while shifts are being finished land in exactly one shift, and every shift's totals equal a
 * computation made here from the orders that carry its id. Runs on PGlite and, with TEST_DATABASE_URL, on
 * PostgreSQL, where the checkouts and the finishes really overlap on separate connections.
 */

let world: ShiftWorld;
beforeAll(async () => {
  world = await startShiftWorld();
});
afterAll(async () => {
  await world?.close();
});

const ORDERS = 60;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('finishing shifts while orders are committed', () => {
  it('puts every order in exactly one shift, and each shift adds up', async () => {
    const { owner, storeId, cash, linePay, server } = world;
    const bodies: { body: AddOrderInput; key: string }[] = [];
    for (let index = 0; index < ORDERS; index += 1) {
      const method = index % 3 === 0 ? linePay : cash;
      bodies.push({ body: await orderOf(world, 1 + (index % 4), method), key: method.statisticKey });
    }

    const sales: Promise<{ result: AddOrderResult; key: string }>[] = [];
    const finishes: Promise<ShiftFinishResult>[] = [];
    // Orders go out in waves of 15 without waiting; a finish is sent in the middle of each wave.
    for (let wave = 0; wave < ORDERS / 15; wave += 1) {
      for (const { body, key } of bodies.slice(wave * 15, wave * 15 + 15)) {
        sales.push(sendOrder(owner, body, randomUUID()).then((response) => ({ result: dataOf(response), key })));
        if (sales.length % 15 === 7) finishes.push(finishShift(owner, storeId, { countedCash: 0, nextOpeningFloat: 0 }));
      }
      await pause(5);
    }
    const sold = await Promise.all(sales);
    const raced = await Promise.all(finishes);
    // A last finish after everything settled sweeps what the raced finishes left for the next shift.
    const last = await finishShift(owner, storeId, { countedCash: 0, nextOpeningFloat: 0 });
    const finished = [...raced.map((finish) => finish.shift), last.shift];
    expect(new Set(finished.map((shift) => shift.id)).size).toBe(finished.length);

    const rows = await server.db
      .select({ id: orders.id, shiftId: orders.shiftId })
      .from(orders)
      .where(inArray(orders.id, sold.map((sale) => sale.result.orderId)));
    expect(rows).toHaveLength(ORDERS);
    const finishedIds = new Set(finished.map((shift) => shift.id));
    for (const row of rows) expect(finishedIds.has(row.shiftId ?? -1)).toBe(true);

    const shiftOf = new Map(rows.map((row) => [row.id, row.shiftId]));
    for (const shift of finished) {
      // Read again: the answer of a finish is what it stored, and nothing may have changed it since.
      const stored = dataOf(await owner.post<Shift>(SHIFT_PATHS.detail.path, { storeId, id: shift.id }));
      const mine = sold.filter((sale) => shiftOf.get(sale.result.orderId) === shift.id);
      const sum = (key: string) => mine.filter((sale) => sale.key === key).reduce((total, sale) => total + sale.result.totals.payable, 0);
      expect(stored).toMatchObject({
        orderCount: mine.length,
        cashSales: sum('CASH'),
        otherSales: sum('LINE_PAY_OFFLINE'),
        expectedCash: sum('CASH'),
        difference: 0 - sum('CASH'), // counted 0 (and 0 - 0 is 0, where -0 would not equal it)
      });
    }
    const total = sold.reduce((sum, sale) => sum + sale.result.totals.payable, 0);
    expect(finished.reduce((sum, shift) => sum + shift.salesTotal, 0)).toBe(total);
    expect(finished.reduce((sum, shift) => sum + shift.orderCount, 0)).toBe(ORDERS);

    // Nothing of the store is left unassigned, and the next shift is empty.
    const left = await server.db.select({ id: orders.id }).from(orders).where(eq(orders.storeId, storeId));
    expect(left.length).toBeGreaterThanOrEqual(ORDERS);
    const open = dataOf(await owner.post<Shift>(SHIFT_PATHS.detail.path, { storeId }));
    expect(open).toMatchObject({ status: 'OPEN', orderCount: 0, salesTotal: 0 });
  });

  it('lets two finishes sent at once close two shifts one after the other, never the same one twice', async () => {
    const { owner, storeId, cash } = world;
    const open = dataOf(await owner.post<Shift>(SHIFT_PATHS.detail.path, { storeId }));
    await sendOrder(owner, await orderOf(world, 1, cash));
    const [first, second] = await Promise.all([
      owner.post<ShiftFinishResult>(SHIFT_PATHS.finish.path, { storeId, shiftId: open.id, countedCash: 0, nextOpeningFloat: 0 }),
      owner.post<ShiftFinishResult>(SHIFT_PATHS.finish.path, { storeId, shiftId: open.id, countedCash: 0, nextOpeningFloat: 0 }),
    ]);
    // The one naming the shift after it closed is refused; the shift was closed once, with the order in it.
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const winner = first.status === 200 ? first : second;
    expect(dataOf(winner).shift).toMatchObject({ id: open.id, orderCount: 1 });
  });
});
