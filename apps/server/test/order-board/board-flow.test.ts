import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BatchFinishResult,
  canChangeOrderStatus,
  type OrderCard,
  OPEN_CARDS_MAX,
  ORDER_BOARD_MSG,
  ORDER_BOARD_PATHS,
  ORDER_STATUSES,
  orderStatusChangeMessage,
  type OrderStatus,
} from '@diancan/core';
import { orderStatusHistory } from '../../src/platform/db/schema/index.js';
import { dataOf } from '../harness.js';
import { type BoardWorld, startBoardWorld } from './board-fixtures.js';

let world: BoardWorld;
let teaId: number;

beforeAll(async () => {
  world = await startBoardWorld();
  teaId = (await world.item('看板紅茶', 3000)).id;
});
afterAll(async () => {
  await world?.close();
});

const tea = (count = 1) => [{ itemId: teaId, count, unitPrice: 3000 }];

/** An order in `status`, reached from NEW in one legal move; answers its id and version. */
async function orderIn(status: OrderStatus): Promise<{ id: number; version: number }> {
  const { orderId } = await world.place(tea());
  if (status === 'NEW') return { id: orderId, version: 1 };
  const card = dataOf(await world.moveStatus(orderId, 1, status));
  return { id: orderId, version: card.version };
}

describe('cards and detail', () => {
  it('shows a new order as a card on the board and in full in the detail', async () => {
    const { orderId, orderNo } = await world.place([{ itemId: teaId, count: 2, unitPrice: 3000, remark: '少冰' }], {
      isInside: true,
      tableNumber: '7',
      remark: '生日',
    });
    const list = dataOf(await world.owner.get<OrderCard[]>(ORDER_BOARD_PATHS.getOrderCardList.path, { storeId: world.storeId }));
    const card = list.find((entry) => entry.id === orderId);
    expect(card).toMatchObject({
      orderNo,
      status: 'NEW',
      version: 1,
      paymentStatus: 'PAID',
      source: 'POS',
      type: 'INSIDE',
      tableNumber: '7',
      remark: '生日',
      amount: 6000,
      reservation: null,
      delivery: null,
      lines: [{ itemName: '看板紅茶', count: 2, remark: '少冰', entertain: false, choices: [] }],
    });
    expect(await world.card(orderId)).toEqual(card);

    const detail = await world.detail(orderId);
    expect(detail).toMatchObject({
      id: orderId,
      orderNo,
      storeId: world.storeId,
      totals: { subtotal: 6000, payable: 6000, paid: 6000, change: 0 },
      lines: [{ itemName: '看板紅茶', count: 2, unitPrice: 3000, amount: 6000 }],
      payments: [{ statisticKey: 'CASH', amount: 6000 }],
      history: [{ fromStatus: null, toStatus: 'NEW', version: 1, changedBy: { name: expect.any(String) } }],
      removed: null,
    });
  });

  it('keeps finished orders off the open list and on the list of today', async () => {
    const { id } = await orderIn('COMPLETED');
    const open = dataOf(await world.owner.get<OrderCard[]>(ORDER_BOARD_PATHS.getOrderCardList.path, { storeId: world.storeId }));
    expect(open.some((card) => card.id === id)).toBe(false);
    expect(open.every((card) => ['NEW', 'ACCEPTED', 'PREPARING', 'READY'].includes(card.status))).toBe(true);
    const today = dataOf(
      await world.owner.get<OrderCard[]>(ORDER_BOARD_PATHS.getOrderCardList.path, { storeId: world.storeId, scope: 'TODAY' }),
    );
    expect(today.find((card) => card.id === id)?.status).toBe('COMPLETED');
  });

  it('answers 404 for an order that does not exist', async () => {
    const missing = await world.owner.get(ORDER_BOARD_PATHS.getOrderCard.path, { storeId: world.storeId, orderId: 99_999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(ORDER_BOARD_MSG.NOT_FOUND);
  });
});

describe('status flow', () => {
  const cases = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

  it.each(cases)('%s -> %s follows the core flow', async (from, to) => {
    const order = await orderIn(from);
    const response = await world.moveStatus(order.id, order.version, to);
    if (canChangeOrderStatus(from, to)) {
      expect(response.status).toBe(200);
      expect(dataOf(response)).toMatchObject({ status: to, version: order.version + 1 });
      const history = await world.server.db
        .select()
        .from(orderStatusHistory)
        .where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.version, order.version + 1)));
      expect(history).toEqual([expect.objectContaining({ fromStatus: from, toStatus: to })]);
    } else {
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(orderStatusChangeMessage(from, to));
      expect((await world.card(order.id)).version).toBe(order.version);
    }
  });

  it('moves the idle clock only when the status changes', async () => {
    const order = await orderIn('NEW');
    const before = (await world.card(order.id)).statusChangedAt;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const accepted = dataOf(await world.moveStatus(order.id, 1, 'ACCEPTED'));
    expect(accepted.statusChangedAt > before).toBe(true);
  });
});

describe('versions', () => {
  it('refuses a stale version with 訂單已被更新，請重新整理', async () => {
    const order = await orderIn('ACCEPTED');
    const stale = await world.moveStatus(order.id, order.version - 1, 'READY');
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(ORDER_BOARD_MSG.STALE);
  });

  it('lets one of two concurrent edits of one version win; the other gets 409', async () => {
    const order = await orderIn('NEW');
    const [first, second] = await Promise.all([
      world.moveStatus(order.id, 1, 'PREPARING'),
      world.moveStatus(order.id, 1, 'READY'),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    expect(loser.body.message).toBe(ORDER_BOARD_MSG.STALE);
    const card = await world.card(order.id);
    expect(card.version).toBe(2);
    const history = await world.server.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history).toHaveLength(2);
  });
});

describe('batchFinish', () => {
  it('finishes 50 orders in one call, each with its history row', async () => {
    const orders: { id: number; version: number }[] = [];
    for (let index = 0; index < 50; index += 1) orders.push(await orderIn(index % 2 === 0 ? 'NEW' : 'READY'));
    const response = await world.owner.post<BatchFinishResult>(ORDER_BOARD_PATHS.batchFinish.path, {
      storeId: world.storeId,
      orders: orders.map((order) => ({ orderId: order.id, version: order.version })),
    });
    const result = dataOf(response);
    expect(result.finishedCount).toBe(50);
    expect(result.results.map((entry) => entry.orderId)).toEqual(orders.map((order) => order.id));
    expect(result.results.every((entry, index) => entry.finished && entry.version === (orders[index]?.version ?? 0) + 1)).toBe(true);
    for (const order of orders) {
      const rows = await world.server.db
        .select()
        .from(orderStatusHistory)
        .where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.toStatus, 'COMPLETED')));
      expect(rows).toHaveLength(1);
    }
  });

  it('answers each order on its own: finished, stale, already finished, unknown', async () => {
    const fine = await orderIn('PREPARING');
    const stale = await orderIn('ACCEPTED');
    const done = await orderIn('CANCELLED');
    const result = dataOf(
      await world.owner.post<BatchFinishResult>(ORDER_BOARD_PATHS.batchFinish.path, {
        storeId: world.storeId,
        orders: [
          { orderId: fine.id, version: fine.version },
          { orderId: stale.id, version: 1 },
          { orderId: done.id, version: done.version },
          { orderId: 99_999_999, version: 1 },
        ],
      }),
    );
    expect(result).toEqual({
      finishedCount: 1,
      results: [
        { orderId: fine.id, finished: true, message: null, version: fine.version + 1 },
        { orderId: stale.id, finished: false, message: ORDER_BOARD_MSG.STALE, version: stale.version },
        { orderId: done.id, finished: false, message: orderStatusChangeMessage('CANCELLED', 'COMPLETED'), version: done.version },
        { orderId: 99_999_999, finished: false, message: ORDER_BOARD_MSG.NOT_FOUND, version: null },
      ],
    });
  });
});

describe('a store that never moves its orders on', () => {
  it('answers the newest open orders only, oldest first', async () => {
    const newest = await orderIn('NEW');
    // Months of POS orders nobody finished, written directly: the checkout would take minutes to make them.
    await world.server.db.execute(sql`
      insert into orders (store_id, business_date, order_number, status, payment_status, source, type, created_at)
      select ${world.storeId}, date '2026-01-01' + (i / 100), 10000 + i, 'NEW', 'PAID', 'POS', 'TAKEOUT',
        now() - make_interval(hours => i)
      from generate_series(1, ${OPEN_CARDS_MAX + 10}) as i`);
    const list = dataOf(await world.owner.get<OrderCard[]>(ORDER_BOARD_PATHS.getOrderCardList.path, { storeId: world.storeId }));
    expect(list).toHaveLength(OPEN_CARDS_MAX);
    expect(list.at(-1)?.id).toBe(newest.id);
    const times = list.map((card) => card.createdAt);
    expect(times).toEqual([...times].sort());
    expect(list.some((card) => card.orderNo === String(10000 + OPEN_CARDS_MAX + 10))).toBe(false);
  });
});
