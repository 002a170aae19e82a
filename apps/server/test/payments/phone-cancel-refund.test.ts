import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DiningTable,
  FRONT_PATHS,
  type FrontOrderResult,
  type FrontOrderStatus,
  ORDER_BOARD_PATHS,
  type OrderCard,
  PAYMENT_PATHS,
} from '@diancan/core';
import { orders, paymentAttempts, paymentRefunds } from '../../src/platform/db/schema/index.js';
import { dataOf, withQuery } from '../harness.js';
import { CHANNEL, type PaymentWorld, startPaymentWorld } from './payment-fixtures.js';

/**
 * A phone payment that completes after its order was cancelled (docs/payments.md, On the customer's phone): the
 * customer approved on LINE Pay's page after taking the order back, or after the store cancelled it. The settling
 * worker gives the money back in full through the provider, exactly once, with a refund row; a refused refund is
 * tried again on a later round; the order stays cancelled and unpaid.
 */

let world: PaymentWorld;
let itemId: number;
let tables = 0;
const linePay = () => world.linePayStandIn();

beforeAll(async () => {
  world = await startPaymentWorld();
  itemId = (await world.item('手機套餐', 12_000)).id;
});
afterAll(async () => {
  await world?.close();
});

/** A QR order of 2 × 120 whose phone payment has been started at LINE Pay (not approved yet). */
async function phoneOrderPaying(): Promise<{ statusToken: string; orderNo: string; transactionId: string }> {
  tables += 1;
  const table = dataOf(await world.owner.post<DiningTable>(FRONT_PATHS.diningTable.add.path, { storeId: world.storeId, name: `C${tables}` }));
  const customer = world.server.client();
  const placed = dataOf(await customer.post<FrontOrderResult>(FRONT_PATHS.order.path, { token: table.token, type: 'INSIDE', lines: [{ itemId, count: 2 }] }, { 'idempotency-key': randomUUID() }));
  const started = dataOf(await customer.post<{ paymentUrl: string }>(PAYMENT_PATHS.frontPay.path, { statusToken: placed.statusToken, provider: 'LINE_PAY' }));
  return { statusToken: placed.statusToken, orderNo: placed.orderNo, transactionId: new URL(started.paymentUrl).searchParams.get('transactionId')! };
}

async function approve(transactionId: string): Promise<void> {
  const page = await fetch(`${linePay().url}/_stand-in/approve`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `transactionId=${transactionId}` });
  expect(page.status).toBe(200);
}

async function attemptOf(transactionId: string) {
  const [attempt] = await world.server.db.select().from(paymentAttempts).where(eq(paymentAttempts.providerTransactionId, transactionId));
  return attempt!;
}

const refundsOf = async (attemptId: number) =>
  (await world.server.db.select().from(paymentRefunds).where(eq(paymentRefunds.attemptId, attemptId))).sort((a, b) => a.id - b.id);
/** The refunds of the phone payment that went through (the worker's reservation alone is not one). */
async function doneRefundsOf(transactionId: string): Promise<number> {
  const attempt = await world.server.db.select().from(paymentAttempts).where(eq(paymentAttempts.providerTransactionId, transactionId));
  if (!attempt[0]) return 0;
  return (await refundsOf(attempt[0].id)).filter((row) => row.status === 'DONE').length;
}
const takenAtLinePay = (transactionId: string) => linePay().completedCharges(CHANNEL.channelId).find((charge) => charge.transactionId === transactionId);

describe('a phone payment that completes after the order was cancelled', () => {
  it('the customer took the order back (先付款), then approved on LINE Pay: the worker refunds it in full, once', async () => {
    dataOf(await world.owner.put(PAYMENT_PATHS.payFirst.path, { storeId: world.storeId, payFirst: true }));
    try {
      const paying = await phoneOrderPaying();
      const customer = world.server.client();
      const removed = dataOf(await customer.delete<FrontOrderStatus>(withQuery(FRONT_PATHS.remove.path, { id: paying.statusToken })));
      expect(removed.status).toBe('CANCELLED');

      await approve(paying.transactionId);
      // The worker (every 100 ms here) confirms the approved payment, finds its order cancelled and gives it back.
      await expect.poll(() => doneRefundsOf(paying.transactionId), { timeout: 20_000 }).toBe(1);
      const attempt = await attemptOf(paying.transactionId);
      expect(attempt).toMatchObject({ status: 'PAID', channel: 'ONLINE', amountCents: 24_000, refundedCents: 24_000 });
      expect(takenAtLinePay(paying.transactionId)).toMatchObject({ amount: 240, refunded: 240 });
      const [row] = await refundsOf(attempt.id);
      expect(row).toMatchObject({ status: 'DONE', amountCents: 24_000, orderId: attempt.orderId, refundId: `${attempt.merchantOrderId}RC0` });
      expect(row!.providerRefundId).toMatch(/^\d{19}$/);

      // Later rounds give nothing more back; the order stays cancelled and unpaid, and is never on the board.
      await world.server.app.services.payments.settler.round();
      await world.server.app.services.payments.settler.round();
      expect(await refundsOf(attempt.id)).toHaveLength(1);
      expect(takenAtLinePay(paying.transactionId)).toMatchObject({ refunded: 240 });
      const [order] = await world.server.db.select().from(orders).where(eq(orders.id, attempt.orderId!));
      expect([order!.status, order!.paymentStatus]).toEqual(['CANCELLED', 'UNPAID']);
      const status = dataOf(await customer.get<FrontOrderStatus>(withQuery(FRONT_PATHS.status.path, { statusToken: paying.statusToken })));
      expect([status.status, status.paymentStatus]).toEqual(['CANCELLED', 'UNPAID']);
    } finally {
      await world.owner.put(PAYMENT_PATHS.payFirst.path, { storeId: world.storeId, payFirst: false });
    }
  });

  it('the store cancelled the order while the customer was on LINE Pay: a refused refund is tried again until it is back, once', async () => {
    const paying = await phoneOrderPaying();
    const cards = dataOf(await world.owner.get<OrderCard[]>(withQuery(ORDER_BOARD_PATHS.getOrderCardList.path, { storeId: world.storeId, scope: 'OPEN' })));
    const card = cards.find((row) => row.orderNo === paying.orderNo)!;
    const cancelled = await world.owner.put(ORDER_BOARD_PATHS.updateOrderStatus.path, { storeId: world.storeId, orderId: card.id, version: card.version, status: 'CANCELLED', reason: '食材用完' });
    expect(cancelled.status).toBe(200);

    linePay().refuseRefunds(1);
    await approve(paying.transactionId);
    await expect.poll(() => doneRefundsOf(paying.transactionId), { timeout: 20_000 }).toBe(1);
    const attempt = await attemptOf(paying.transactionId);
    expect(attempt.refundedCents).toBe(24_000);
    const rows = await refundsOf(attempt.id);
    expect(rows.map((row) => [row.refundId, row.status, row.failureMessage])).toEqual([
      [`${attempt.merchantOrderId}RC0`, 'FAILED', '退款失敗：已超過可退款期限'],
      [`${attempt.merchantOrderId}RC1`, 'DONE', null],
    ]);
    await world.server.app.services.payments.settler.round();
    expect(await refundsOf(attempt.id)).toHaveLength(2);
    expect(takenAtLinePay(paying.transactionId)).toMatchObject({ amount: 240, refunded: 240 });
  });
});
