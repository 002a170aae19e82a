import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHECKOUT_ISSUE_MESSAGE,
  type OrderDetail,
  ORDER_BOARD_MSG,
  ORDER_BOARD_PATHS,
  ORDER_MSG,
  stockShortMessage,
} from '@diancan/core';
import { orderPayments, orders, orderStatusHistory } from '../../src/platform/db/schema/index.js';
import { dataOf, withQuery } from '../harness.js';
import { type BoardWorld, startBoardWorld } from './board-fixtures.js';

let world: BoardWorld;
let riceId: number;
let soupId: number;

beforeAll(async () => {
  world = await startBoardWorld();
  riceId = (await world.item('看板滷肉飯', 5000)).id;
  soupId = (await world.item('看板貢丸湯', 3000)).id;
});
afterAll(async () => {
  await world?.close();
});

const rice = (count = 1, extra: object = {}) => ({ itemId: riceId, count, unitPrice: 5000, ...extra });
const soup = (count = 1, extra: object = {}) => ({ itemId: soupId, count, unitPrice: 3000, ...extra });
const P = ORDER_BOARD_PATHS;

function edit(path: string, body: object) {
  return world.owner.put<OrderDetail>(path, { storeId: world.storeId, ...body });
}

describe('line edits', () => {
  it('adds lines priced from the catalogue; the totals, the cash payment and the history follow', async () => {
    const { orderId } = await world.place([rice()], { paid: 10000 });
    const response = await world.owner.post<OrderDetail>(P.addOrderDetail.path, {
      storeId: world.storeId,
      orderId,
      version: 1,
      lines: [soup(2, { remark: '不要蔥' })],
    });
    const detail = dataOf(response);
    expect(detail.version).toBe(2);
    expect(detail.lines.map((line) => [line.lineNo, line.itemName, line.count, line.amount, line.remark])).toEqual([
      [1, '看板滷肉飯', 1, 5000, ''],
      [2, '看板貢丸湯', 2, 6000, '不要蔥'],
    ]);
    // NT$100 tendered no longer covers NT$110: the customer hands over the difference, no change.
    expect(detail.totals).toMatchObject({ subtotal: 11000, payable: 11000, paid: 11000, change: 0 });
    expect(detail.payments).toEqual([expect.objectContaining({ amount: 11000, tendered: 11000, change: 0 })]);
    expect(detail.history.at(-1)).toMatchObject({ fromStatus: 'NEW', toStatus: 'NEW', version: 2, reason: '新增餐點：看板貢丸湯 x2' });

    const wrongPrice = await world.owner.post(P.addOrderDetail.path, { storeId: world.storeId, orderId, version: 2, lines: [soup(1, { unitPrice: 2000 })] });
    expect(wrongPrice.status).toBe(409);
    expect(wrongPrice.body.message).toBe('看板貢丸湯價格已變更，請重新確認');
  });

  it('changes a count and a remark; a smaller order hands the difference back as change', async () => {
    const { orderId } = await world.place([rice(2), soup()], { paid: 20000 });
    const before = await world.detail(orderId);
    const line = before.lines[0];
    if (!line) throw new Error('line missing');
    const detail = dataOf(await edit(P.updateOrderDetail.path, { orderId, version: 1, detailId: line.id, count: 1, remark: '飯少' }));
    expect(detail.lines[0]).toMatchObject({ count: 1, amount: 5000, remark: '飯少' });
    expect(detail.totals).toMatchObject({ subtotal: 8000, payable: 8000, paid: 20000, change: 12000 });
    expect(detail.history.at(-1)?.reason).toBe('修改餐點：看板滷肉飯 x2 → x1，備註：飯少');
  });

  it('removes a line but never the last one', async () => {
    const { orderId } = await world.place([rice(), soup()]);
    const [first, second] = (await world.detail(orderId)).lines;
    if (!first || !second) throw new Error('lines missing');
    const query = (detailId: number, version: number) => withQuery(P.removeOrderDetail.path, { storeId: world.storeId, orderId, detailId, version });
    const detail = dataOf(await world.owner.delete<OrderDetail>(query(second.id, 1)));
    expect(detail.lines.map((line) => line.itemName)).toEqual(['看板滷肉飯']);
    expect(detail.totals.payable).toBe(5000);
    const last = await world.owner.delete(query(first.id, 2));
    expect(last.status).toBe(409);
    expect(last.body.message).toBe(ORDER_BOARD_MSG.LAST_LINE);
    const unknown = await world.owner.delete(query(second.id, 2));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(ORDER_BOARD_MSG.LINE_NOT_FOUND);
  });

  it('cancels a free item: the line is charged again', async () => {
    const { orderId } = await world.place([rice(), soup(1, { entertain: true })]);
    const before = await world.detail(orderId);
    expect(before.totals).toMatchObject({ subtotal: 8000, entertainAmount: 3000, payable: 5000 });
    const [paidLine, freeLine] = before.lines;
    if (!paidLine || !freeLine) throw new Error('lines missing');
    const notFree = await edit(P.cancelFreeItem.path, { orderId, version: 1, detailId: paidLine.id });
    expect(notFree.status).toBe(409);
    expect(notFree.body.message).toBe(ORDER_BOARD_MSG.NOT_FREE);
    const detail = dataOf(await edit(P.cancelFreeItem.path, { orderId, version: 1, detailId: freeLine.id }));
    expect(detail.lines[1]?.entertain).toBe(false);
    expect(detail.totals).toMatchObject({ subtotal: 8000, entertainAmount: 0, payable: 8000, paid: 8000 });
  });

  it('keeps a ratio discount a ratio of the new total and refuses a money discount above it', async () => {
    const ratio = await world.place([rice(2)], { manualDiscount: { type: 'RATIO', ratio: 0.9 } });
    expect(ratio.totals.payable).toBe(9000);
    const grown = dataOf(
      await world.owner.post<OrderDetail>(P.addOrderDetail.path, { storeId: world.storeId, orderId: ratio.orderId, version: 1, lines: [soup()] }),
    );
    expect(grown.totals).toMatchObject({ total: 13000, manualDiscount: 1300, payable: 11700 });
    expect(grown.manualDiscount).toEqual({ type: 'RATIO', ratio: 0.9 });

    const money = await world.place([rice(), soup()], { manualDiscount: { type: 'MONEY', amount: 6000 } });
    const line = (await world.detail(money.orderId)).lines[0];
    if (!line) throw new Error('line missing');
    const query = withQuery(P.removeOrderDetail.path, { storeId: world.storeId, orderId: money.orderId, detailId: line.id, version: 1 });
    const refused = await world.owner.delete(query);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(CHECKOUT_ISSUE_MESSAGE.DISCOUNT_EXCEEDS_TOTAL);
    expect((await world.detail(money.orderId)).lines).toHaveLength(2);
  });

  it('refuses edits of a cancelled order', async () => {
    const { orderId } = await world.place([rice()]);
    dataOf(await world.moveStatus(orderId, 1, 'CANCELLED', { reason: '客人取消' }));
    const refused = await edit(P.updateOrderInfo.path, { orderId, version: 2, remark: '晚點' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ORDER_BOARD_MSG.CANCELLED);
    expect((await world.detail(orderId)).history.at(-1)).toMatchObject({ toStatus: 'CANCELLED', reason: '客人取消' });
  });
});

describe('stock', () => {
  it('follows every edit both ways and never goes below zero', async () => {
    const pie = await world.item('看板限量派', 4000);
    await world.limitStock(pie.id, 5);
    const pies = (count: number) => ({ itemId: pie.id, count, unitPrice: 4000 });
    const { orderId } = await world.place([pies(2), rice()]);
    expect(await world.stockOf(pie.id)).toBe(3);

    const pieLine = (await world.detail(orderId)).lines[0];
    if (!pieLine) throw new Error('line missing');
    dataOf(await edit(P.updateOrderDetail.path, { orderId, version: 1, detailId: pieLine.id, count: 4 }));
    expect(await world.stockOf(pie.id)).toBe(1);

    const short = await edit(P.updateOrderDetail.path, { orderId, version: 2, detailId: pieLine.id, count: 6 });
    expect(short.status).toBe(409);
    expect(short.body.message).toBe(stockShortMessage('看板限量派', 1));
    expect(await world.stockOf(pie.id)).toBe(1);

    dataOf(await world.owner.post(P.addOrderDetail.path, { storeId: world.storeId, orderId, version: 2, lines: [pies(1)] }));
    expect(await world.stockOf(pie.id)).toBe(0);

    const addedLine = (await world.detail(orderId)).lines[2];
    if (!addedLine) throw new Error('line missing');
    dataOf(await world.owner.delete(withQuery(P.removeOrderDetail.path, { storeId: world.storeId, orderId, detailId: addedLine.id, version: 3 })));
    expect(await world.stockOf(pie.id)).toBe(1);

    dataOf(await world.moveStatus(orderId, 4, 'CANCELLED'));
    expect(await world.stockOf(pie.id)).toBe(5);
  });
});

describe('order information', () => {
  it('changes the remark and the table of an order eaten in, not the table of a takeout', async () => {
    const inside = await world.place([rice()], { isInside: true, tableNumber: '3' });
    const detail = dataOf(await edit(P.updateOrderInfo.path, { orderId: inside.orderId, version: 1, remark: '加辣', tableNumber: '5' }));
    expect(detail).toMatchObject({ remark: '加辣', tableNumber: '5', version: 2 });
    const takeout = await world.place([rice()]);
    const refused = await edit(P.updateOrderInfo.path, { orderId: takeout.orderId, version: 1, tableNumber: '5' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(ORDER_BOARD_MSG.TABLE_NOT_INSIDE);
  });

  it('moves a pickup time; a time gone by is refused', async () => {
    const later = new Date(Date.now() + 3 * 3_600_000);
    const local = (instant: Date) => {
      const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(instant);
      const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
      return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
    };
    const reservation = { type: 'PICKUP' as const, ...local(later), name: '王先生', phone: '0912345678' };
    const { orderId } = await world.place([rice()], { reservation });
    const moved = { ...reservation, ...local(new Date(later.getTime() + 30 * 60_000)), name: '王小姐' };
    const detail = dataOf(await edit(P.updateOrderInfo.path, { orderId, version: 1, reservation: moved }));
    expect(detail.reservation).toMatchObject({ type: 'PICKUP', name: '王小姐' });
    expect(new Date(detail.reservation?.reservedFor ?? 0).getTime() - later.getTime()).toBeGreaterThan(25 * 60_000);
    const past = await edit(P.updateOrderInfo.path, { orderId, version: 2, reservation: { ...reservation, ...local(new Date(Date.now() - 3_600_000)) } });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe(ORDER_MSG.RESERVATION_PAST);
    const wrongType = await edit(P.updateOrderInfo.path, { orderId, version: 2, reservation: { ...moved, type: 'DELIVERY' as const, address: '台北市' } });
    expect(wrongType.body.message).toBe(ORDER_BOARD_MSG.RESERVATION_TYPE);
  });
});

describe('updateOrderPaid', () => {
  it('marks an unpaid order paid with a pay method, once', async () => {
    const { orderId } = await world.place([rice(), soup()]);
    // Orders taken unpaid (mobile ordering) come from a later issue: this one is made unpaid in the database.
    const db = world.server.db;
    await db.delete(orderPayments).where(eq(orderPayments.orderId, orderId));
    await db.update(orders).set({ paymentStatus: 'UNPAID', paidCents: 0, changeCents: 0 }).where(eq(orders.id, orderId));
    expect((await world.card(orderId)).paymentStatus).toBe('UNPAID');

    const short = await edit(P.updateOrderPaid.path, { orderId, version: 1, payMethodId: world.cash.id, paid: 5000 });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(CHECKOUT_ISSUE_MESSAGE.PAYMENT_INSUFFICIENT);
    const detail = dataOf(await edit(P.updateOrderPaid.path, { orderId, version: 1, payMethodId: world.cash.id, paid: 10000 }));
    expect(detail).toMatchObject({ paymentStatus: 'PAID', totals: { payable: 8000, paid: 10000, change: 2000 } });
    expect(detail.payments).toEqual([expect.objectContaining({ payMethodName: world.cash.name, amount: 8000, tendered: 10000, change: 2000 })]);
    const again = await edit(P.updateOrderPaid.path, { orderId, version: 2, payMethodId: world.linePay.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ORDER_BOARD_MSG.ALREADY_PAID);
  });
});

describe('delivery orders', () => {
  it('dispatches with a courier, then completing the order marks it delivered', async () => {
    const tomorrow = new Date(Date.now() + 26 * 3_600_000);
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(tomorrow);
    const { orderId } = await world.place([rice()], {
      reservation: { type: 'DELIVERY', date, time: '12:00', name: '李小姐', phone: '0911222333', address: '台北市信義路1號' },
    });
    expect((await world.card(orderId)).delivery).toEqual({ status: 'PENDING', courierName: null });

    const dispatched = dataOf(
      await world.owner.post<OrderDetail>(P.updateDeliveryOrder.path, { storeId: world.storeId, orderId, version: 1, status: 'DELIVERING', courierName: '阿明', courierPhone: '0987654321' }),
    );
    expect(dispatched.delivery).toMatchObject({ status: 'DELIVERING', courierName: '阿明', courierPhone: '0987654321' });
    expect(dispatched.delivery?.dispatchedAt).not.toBeNull();

    const completed = dataOf(await world.moveStatus(orderId, 2, 'COMPLETED'));
    expect(completed.delivery).toEqual({ status: 'DELIVERED', courierName: '阿明' });
    const back = await world.owner.post(P.updateDeliveryOrder.path, { storeId: world.storeId, orderId, version: 3, status: 'DELIVERING' });
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('外送狀態為「已送達」，無法改為「配送中」');
  });

  it('has no delivery record for another order type', async () => {
    const { orderId } = await world.place([rice()]);
    const refused = await world.owner.post(P.updateDeliveryOrder.path, { storeId: world.storeId, orderId, version: 1, courierName: '阿明' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(ORDER_BOARD_MSG.NOT_DELIVERY);
    const history = await world.server.db.select().from(orderStatusHistory).where(and(eq(orderStatusHistory.orderId, orderId)));
    expect(history).toHaveLength(1);
  });
});
