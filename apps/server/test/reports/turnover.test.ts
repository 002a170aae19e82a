import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AddOrderResult,
  ORDER_SOURCES,
  type OrderDetail,
  type Page,
  type PayMethodTotal,
  REPORT_MSG,
  REPORT_PATHS,
  type RevenueTotals,
  type TurnoverPrint,
  type TurnoverRow,
} from '@diancan/core';
import { auditLog, orders } from '../../src/platform/db/schema/index.js';
import { dataOf, withQuery } from '../harness.js';
import { finishOrder, placeOrder, removeOrders, type ReportWorld, startReportWorld } from './report-fixtures.js';

let world: ReportWorld;
/** Day 1: a cash order with change; a LINE Pay order with a 9折; a whole-order entertain; a cancelled order. */
const day1: AddOrderResult[] = [];
let nextDay: AddOrderResult;

const range = (startDate: string, endDate = startDate) => ({ storeId: world.storeId, startDate, endDate });

beforeAll(async () => {
  world = await startReportWorld('2026-11-02');
  const [tea, green, chicken] = world.items as [(typeof world.items)[0], (typeof world.items)[0], (typeof world.items)[0]];
  day1.push(
    await placeOrder(world, [{ itemId: tea.id, count: 2, unitPrice: 3_000 }], { paid: 10_000, isInside: true, tableNumber: '3' }),
    await placeOrder(world, [{ itemId: chicken.id, count: 1, unitPrice: 7_000 }, { itemId: green.id, count: 1.5, unitPrice: 3_500, entertain: true }], {
      payMethod: world.linePay,
      manualDiscount: { type: 'RATIO', ratio: 0.9 },
    }),
    await placeOrder(world, [{ itemId: tea.id, count: 1, unitPrice: 3_000 }], { entertain: true, payMethod: undefined }),
    await placeOrder(world, [{ itemId: chicken.id, count: 3, unitPrice: 7_000 }], { manualDiscount: { type: 'MONEY', amount: 1_000 } }),
  );
  await finishOrder(world.db, day1[3]!.orderId, 'CANCELLED');
  world.setDay('2026-11-03');
  nextDay = await placeOrder(world, [{ itemId: green.id, count: 1, unitPrice: 3_500 }]);
});
afterAll(async () => {
  await world?.close();
});

describe('store/report/order/page', () => {
  it('lists the range newest first with the stored amounts and payments', async () => {
    const page = dataOf(await world.owner.post<Page<TurnoverRow>>(REPORT_PATHS.orderPage.path, range('2026-11-02')));
    expect(page.total).toBe(4);
    expect(page.list.map((row) => row.orderId)).toEqual([...day1].reverse().map((order) => order.orderId));
    const cash = page.list.find((row) => row.orderId === day1[0]!.orderId);
    expect(cash).toMatchObject({
      businessDate: '2026-11-02',
      type: 'INSIDE',
      tableNumber: '3',
      status: 'NEW',
      subtotal: 6_000,
      payable: 6_000,
      paid: 10_000,
      change: 4_000,
      payments: [{ payMethodId: world.cash.id, name: world.cash.name, statisticKey: 'CASH', amount: 6_000 }],
    });
    expect(cash?.createdAt).toBe('2026-11-02T04:00:00.000Z');
    const entertained = page.list.find((row) => row.orderId === day1[2]!.orderId);
    expect(entertained).toMatchObject({ entertain: true, payable: 0, payments: [] });
  });

  it('pages, and filters by status, type and pay method', async () => {
    const two = dataOf(await world.owner.post<Page<TurnoverRow>>(REPORT_PATHS.orderPage.path, { ...range('2026-11-02', '2026-11-03'), size: 10, page: 1 }));
    expect(two.total).toBe(5);
    expect(two.list[0]?.orderId).toBe(nextDay.orderId);
    const second = dataOf(await world.owner.post<Page<TurnoverRow>>(REPORT_PATHS.orderPage.path, { ...range('2026-11-02', '2026-11-03'), page: 2 }));
    expect(second).toMatchObject({ list: [], total: 5, page: 2, size: 10 });
    const cancelled = dataOf(await world.owner.post<Page<TurnoverRow>>(REPORT_PATHS.orderPage.path, { ...range('2026-11-02'), status: 'CANCELLED' }));
    expect(cancelled.list.map((row) => row.orderId)).toEqual([day1[3]!.orderId]);
    const inside = dataOf(await world.owner.post<Page<TurnoverRow>>(REPORT_PATHS.orderPage.path, { ...range('2026-11-02'), type: 'INSIDE' }));
    expect(inside.list.map((row) => row.orderId)).toEqual([day1[0]!.orderId]);
    const linePay = dataOf(
      await world.owner.post<Page<TurnoverRow>>(REPORT_PATHS.orderPage.path, { ...range('2026-11-02'), payMethodId: world.linePay.id }),
    );
    expect(linePay.list.map((row) => row.orderId)).toEqual([day1[1]!.orderId]);
  });
});

describe('store/report/order/revenue, payMethods, print', () => {
  it('adds the stored amounts: cancelled apart, entertain and discounts split out, net = payable', async () => {
    const revenue = dataOf(await world.owner.post<RevenueTotals>(REPORT_PATHS.revenue.path, range('2026-11-02')));
    const [cash, linePay, entertained, cancelled] = day1.map((order) => order.totals) as [
      AddOrderResult['totals'],
      AddOrderResult['totals'],
      AddOrderResult['totals'],
      AddOrderResult['totals'],
    ];
    // LINE Pay order: 70 + 1.5 x 35 entertained = 122.5, shown in whole dollars (123, 53 of them entertained);
    // 9折 of the 70 left = 63.
    expect(linePay).toMatchObject({ subtotal: 12_300, entertainAmount: 5_300, manualDiscount: 700, payable: 6_300 });
    expect(revenue).toEqual({
      orderCount: 3,
      gross: cash.subtotal + linePay.subtotal + entertained.subtotal,
      entertain: linePay.entertainAmount + entertained.entertainAmount,
      automaticDiscount: 0,
      couponDiscount: 0,
      manualDiscount: 700,
      discounts: 700,
      net: 6_000 + 6_300,
      cancelledCount: 1,
      cancelledAmount: cancelled.payable,
      unpaidCount: 0,
      unpaidAmount: 0,
      refundCount: 0,
      refundAmount: 0,
      bySource: ORDER_SOURCES.map((source) => ({ source, orderCount: source === 'POS' ? 3 : 0, net: source === 'POS' ? 6_000 + 6_300 : 0 })),
    });
    expect(revenue.net).toBe(revenue.gross - revenue.entertain - revenue.discounts);
  });

  it('totals per pay method over the orders not cancelled', async () => {
    const totals = dataOf(await world.owner.post<PayMethodTotal[]>(REPORT_PATHS.payMethods.path, range('2026-11-02', '2026-11-03')));
    expect(totals).toEqual([
      { payMethodId: world.cash.id, name: world.cash.name, statisticKey: 'CASH', orderCount: 2, amount: 6_000 + 3_500 },
      { payMethodId: world.linePay.id, name: world.linePay.name, statisticKey: 'LINE_PAY_OFFLINE', orderCount: 1, amount: 6_300 },
    ]);
    // With a filter on the orders, the same rules: 內用 is the first cash order only; cancelled orders count nowhere.
    const inside = dataOf(await world.owner.post<PayMethodTotal[]>(REPORT_PATHS.payMethods.path, { ...range('2026-11-02'), type: 'INSIDE' }));
    expect(inside).toEqual([expect.objectContaining({ statisticKey: 'CASH', orderCount: 1, amount: 6_000 })]);
    const cancelled = dataOf(
      await world.owner.post<PayMethodTotal[]>(REPORT_PATHS.payMethods.path, { ...range('2026-11-02'), status: 'CANCELLED' }),
    );
    expect(cancelled).toEqual([]);
  });

  it('prints the store, the range and both totals', async () => {
    const print = dataOf(await world.owner.post<TurnoverPrint>(REPORT_PATHS.print.path, range('2026-11-03')));
    expect(print).toMatchObject({ startDate: '2026-11-03', endDate: '2026-11-03', revenue: { orderCount: 1, net: 3_500 } });
    expect(print.storeName).not.toBe('');
    expect(print.payMethods).toHaveLength(1);
  });
});

describe('store/report/order/batchRemove', () => {
  it('refuses an order still on the board, unknown ids and another store’s orders, removing nothing', async () => {
    const open = await removeOrders(world.owner, world.storeId, [day1[3]!.orderId, day1[0]!.orderId]);
    expect([open.status, open.body.message]).toEqual([409, REPORT_MSG.ORDER_OPEN]);
    const unknown = await removeOrders(world.owner, world.storeId, [day1[3]!.orderId, 999_999]);
    expect([unknown.status, unknown.body.message]).toEqual([404, REPORT_MSG.ORDER_GONE]);
    const foreign = await removeOrders(world.other, world.otherStoreId, [day1[3]!.orderId]);
    expect(foreign.status).toBe(404);
    const [still] = await world.db.select({ removedAt: orders.removedAt }).from(orders).where(eq(orders.id, day1[3]!.orderId));
    expect(still?.removedAt).toBeNull();
  });

  it('removes finished orders softly with the reason, audit-logged, and leaves every total without them', async () => {
    await finishOrder(world.db, day1[0]!.orderId, 'COMPLETED');
    const before = dataOf(await world.owner.post<RevenueTotals>(REPORT_PATHS.revenue.path, range('2026-11-02')));
    const removed = await removeOrders(world.owner, world.storeId, [day1[0]!.orderId, day1[3]!.orderId], '重複輸入');
    expect(dataOf(removed)).toEqual({ removedCount: 2 });

    const [row] = await world.db.select().from(orders).where(eq(orders.id, day1[0]!.orderId));
    expect(row).toMatchObject({ removedReason: '重複輸入', version: 3 });
    expect(row?.removedAt).not.toBeNull();
    const audit = await world.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'ORDER'), eq(auditLog.entityId, day1[0]!.orderId)));
    expect(audit).toEqual([expect.objectContaining({ action: 'REMOVE', storeId: world.storeId, actorAccount: 'store' })]);
    expect(audit[0]?.after).toMatchObject({ removedReason: '重複輸入' });

    const after = dataOf(await world.owner.post<RevenueTotals>(REPORT_PATHS.revenue.path, range('2026-11-02')));
    expect(after).toMatchObject({
      orderCount: before.orderCount - 1,
      gross: before.gross - day1[0]!.totals.subtotal,
      net: before.net - day1[0]!.totals.payable,
      cancelledCount: 0,
      cancelledAmount: 0,
    });
    const page = dataOf(await world.owner.post<Page<TurnoverRow>>(REPORT_PATHS.orderPage.path, range('2026-11-02')));
    expect(page.total).toBe(2);
    const methods = dataOf(await world.owner.post<PayMethodTotal[]>(REPORT_PATHS.payMethods.path, range('2026-11-02')));
    expect(methods.map((method) => method.statisticKey)).toEqual(['LINE_PAY_OFFLINE']);

    const again = await removeOrders(world.owner, world.storeId, [day1[0]!.orderId]);
    expect([again.status, again.body.message]).toEqual([404, REPORT_MSG.ORDER_GONE]);
  });
});

describe('store/report/order/batchRemove, concurrently', () => {
  it('removes an order once when two removals race (row locks): one answers it, the other 404', async () => {
    world.setDay('2026-11-04');
    const order = await placeOrder(world, [{ itemId: world.items[0]!.id, count: 1, unitPrice: 3_000 }]);
    await finishOrder(world.db, order.orderId, 'COMPLETED');
    const answers = await Promise.all([
      removeOrders(world.owner, world.storeId, [order.orderId], '第一次'),
      removeOrders(world.owner, world.storeId, [order.orderId], '第二次'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    const audit = await world.db.select().from(auditLog).where(and(eq(auditLog.entity, 'ORDER'), eq(auditLog.entityId, order.orderId)));
    expect(audit).toHaveLength(1);
  });
});

describe('report/getOrderDetail', () => {
  it('answers the order in full, a removed one with who removed it and why; another store’s is not found', async () => {
    const path = (orderId: number, storeId = world.storeId) => withQuery(REPORT_PATHS.orderDetail.path, { storeId, orderId });
    const detail = dataOf(await world.owner.get<OrderDetail>(path(day1[1]!.orderId)));
    expect(detail).toMatchObject({ id: day1[1]!.orderId, orderNo: day1[1]!.orderNo, removed: null });
    const removed = dataOf(await world.owner.get<OrderDetail>(path(day1[0]!.orderId)));
    expect(removed.removed).toMatchObject({ reason: '重複輸入' });
    expect((await world.other.get(path(day1[1]!.orderId, world.otherStoreId))).status).toBe(404);
  });
});
