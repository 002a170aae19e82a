import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/platform/db/schema/index.js';
import { finishShift, openShift, sell, type ShiftWorld, startShiftWorld } from './shift-fixtures.js';

/**
 * The two interleavings of an order transaction with a finish, made to happen on purpose (PostgreSQL only: the
 * embedded database runs one transaction at a time, so neither can occur there):
 * - an order still uncommitted when the finish's UPDATE runs is not seen by it and falls in the next shift;
 * - an order row a concurrent transaction holds (a cancellation) is waited for, then counted as it was committed.
 */

let world: ShiftWorld;
beforeAll(async () => {
  world = await startShiftWorld();
});
afterAll(async () => {
  await world?.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a finish racing order transactions (PostgreSQL)', () => {
  it('leaves an order that commits after its UPDATE for the next shift, counted once', async () => {
    const { owner, storeId, cash, server } = world;
    const seen = await sell(world, 1, cash);
    let lateId = 0;
    const { shift } = await server.db.transaction(async (tx) => {
      // An order written (created before the finish) but not committed while the finish runs on another connection.
      const [late] = await tx
        .insert(orders)
        .values({
          storeId,
          businessDate: seen.businessDate,
          orderNumber: 9_001,
          status: 'NEW',
          paymentStatus: 'PAID',
          source: 'POS',
          type: 'TAKEOUT',
          subtotalCents: 7_000,
          totalCents: 7_000,
          payableCents: 7_000,
          paidCents: 7_000,
          createdAt: new Date(Date.now() - 60_000),
        })
        .returning({ id: orders.id });
      lateId = late?.id ?? 0;
      await tx.execute(sql`insert into order_payments (store_id, order_id, business_date, pay_method_id, pay_method_name,
        statistic_key, amount_cents, tendered_cents) values (${storeId}, ${lateId}, ${seen.businessDate}, ${cash.id}, '現金', 'CASH', 7000, 7000)`);
      return finishShift(owner, storeId, { countedCash: 0, nextOpeningFloat: 0 });
    });
    expect(shift).toMatchObject({ orderCount: 1, cashSales: seen.totals.payable });
    const [late] = await server.db.select({ shiftId: orders.shiftId }).from(orders).where(eq(orders.id, lateId));
    expect(late?.shiftId).toBeNull();
    expect(await openShift(owner, storeId)).toMatchObject({ orderCount: 1, cashSales: 7_000 });
    const next = await finishShift(owner, storeId, { countedCash: 7_000, nextOpeningFloat: 0 });
    expect(next.shift).toMatchObject({ orderCount: 1, cashSales: 7_000, difference: 0 });
  });

  it('waits for an order row being cancelled and counts it as cancelled, not as a sale', async () => {
    const { owner, storeId, cash, server } = world;
    const kept = await sell(world, 1, cash);
    const cancelled = await sell(world, 2, cash);
    let finished = false;
    let finish: Promise<Awaited<ReturnType<typeof finishShift>>> | undefined;
    await server.db.transaction(async (tx) => {
      await tx.update(orders).set({ status: 'CANCELLED' }).where(eq(orders.id, cancelled.orderId));
      finish = finishShift(owner, storeId, { countedCash: 0, nextOpeningFloat: 0 }).then((result) => {
        finished = true;
        return result;
      });
      await pause(500);
      expect(finished).toBe(false); // the finish's UPDATE waits on the row this transaction holds
    });
    const result = await finish;
    expect(result?.shift).toMatchObject({
      orderCount: 1,
      cashSales: kept.totals.payable,
      cancelledCount: 1,
      cancelledAmount: cancelled.totals.payable,
    });
  });
});
