import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderDetail, ORDER_BOARD_PATHS, type Shift, SHIFT_PATHS } from '@diancan/core';
import { dataOf } from '../harness.js';
import { finishShift, openShift, sell, type ShiftWorld, startShiftWorld } from '../shifts/shift-fixtures.js';

/** Orders already closed into a finished shift (交班): the handover's money follows the board's changes. */
let world: ShiftWorld;

beforeAll(async () => {
  world = await startShiftWorld();
});
afterAll(async () => {
  await world?.close();
});

const shiftOf = async (id: number) => dataOf(await world.owner.post<Shift>(SHIFT_PATHS.detail.path, { storeId: world.storeId, id }));

describe('finished shifts', () => {
  it('recomputes the shift of an order whose lines change or that is cancelled', async () => {
    await openShift(world.owner, world.storeId);
    const kept = await sell(world, 1, world.cash);
    const cancelled = await sell(world, 2, world.cash);
    const { shift } = await finishShift(world.owner, world.storeId, { countedCash: 30_000, nextOpeningFloat: 0 });
    expect(shift).toMatchObject({ cashSales: 30_000, orderCount: 2, cancelledCount: 0 });

    dataOf(
      await world.owner.post<OrderDetail>(ORDER_BOARD_PATHS.addOrderDetail.path, {
        storeId: world.storeId,
        orderId: kept.orderId,
        version: 1,
        lines: [{ itemId: world.item.id, count: 1, unitPrice: world.item.price }],
      }),
    );
    expect(await shiftOf(shift.id)).toMatchObject({ cashSales: 40_000, orderCount: 2, countedCash: 30_000 });

    dataOf(await world.owner.put(ORDER_BOARD_PATHS.updateOrderStatus.path, { storeId: world.storeId, orderId: cancelled.orderId, version: 1, status: 'CANCELLED' }));
    expect(await shiftOf(shift.id)).toMatchObject({ cashSales: 20_000, orderCount: 1, cancelledCount: 1, cancelledAmount: 20_000 });
  });
});
