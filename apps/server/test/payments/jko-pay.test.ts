import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DiningTable,
  EINVOICE_OPERATION_PATHS,
  FRONT_PATHS,
  type FrontOrderResult,
  type FrontOrderStatus,
  ORDER_BOARD_PATHS,
  type OrderCard,
  PAYMENT_PATHS,
} from '@diancan/core';
import { paymentAttempts, paymentRefunds } from '../../src/platform/db/schema/index.js';
import { dataOf, withQuery } from '../harness.js';
import { orderBody, sendOrder } from '../pos/checkout-fixtures.js';
import { type PaymentWorld, startPaymentWorld } from './payment-fixtures.js';

/**
 * 街口支付 (JKOPay; issue 34, docs/payments.md) against its stand-in: the POS API's faults one by one, declines in
 * zh-TW, refunds at JKOPay (POS and online, each its own refund id, up to the paid amount and not past it), and the
 * phone's online payment (entry, the customer paying on JKOPay's page, inquiry) ending on the board as paid.
 */

let world: PaymentWorld;
let itemId: number;
const jko = () => world.jkoStandIn();
const message = (response: { body: unknown }) => (response.body as { message: string }).message;
const chargeOf = (tradeNo: string) => jko().completedCharges().filter((charge) => charge.tradeNo === tradeNo);

beforeAll(async () => {
  world = await startPaymentWorld();
  itemId = (await world.item('街口便當', 12_000)).id;
});
afterAll(async () => {
  await world?.close();
});

async function scanBody(cardToken: string, count = 1) {
  const body = await orderBody(world.owner, world.storeId, [{ itemId, count, unitPrice: 12_000 }], { payMethod: world.jkoMethod });
  return { ...body, payment: { ...body.payment!, oneTimeKey: cardToken } };
}

describe('JKOPay at the counter (POS API)', () => {
  it.each(['late', 'processing'] as const)('settles a %s answer by inquiry after the wait: one trade, one paid order', async (fault) => {
    const key = randomUUID();
    jko().fault(fault);
    const calls = jko().payCalls;
    const response = await sendOrder(world.owner, await scanBody(jko().issueCardToken()), key);
    expect(response.status).toBe(200);
    expect(dataOf(response).paymentStatus).toBe('PAID');
    expect(jko().payCalls).toBe(calls + 1);
    const [attempt] = await world.attemptsOfKey(key);
    expect(attempt).toMatchObject({ status: 'PAID', provider: 'JKO_PAY', orderId: dataOf(response).orderId });
    expect(attempt!.providerTransactionId).toMatch(/^\d{19}$/);
  });

  it('declines low balance and a used code in zh-TW, writing no order', async () => {
    const low = await sendOrder(world.owner, await scanBody(jko().issueCardToken(50)));
    expect([low.status, message(low)]).toEqual([402, '付款失敗：街口支付餘額不足']);
    const token = jko().issueCardToken();
    expect((await sendOrder(world.owner, await scanBody(token))).status).toBe(200);
    const used = await sendOrder(world.owner, await scanBody(token));
    expect([used.status, message(used)]).toEqual([402, '付款失敗：付款條碼已過期或已使用，請顧客重新產生']);
  });

  it('refunds at JKOPay partially, each refund its own id, up to the paid amount and not past it', async () => {
    const { owner, storeId } = world;
    const key = randomUUID();
    const result = dataOf(await sendOrder(owner, await scanBody(jko().issueCardToken(), 2), key));
    const [attempt] = await world.attemptsOfKey(key);
    const refund = (amount: number) => owner.post(EINVOICE_OPERATION_PATHS.refund.path, { storeId, orderId: result.orderId, amount, reason: '退餐' });
    expect((await refund(10_000)).status).toBe(200);
    expect((await refund(10_000)).status).toBe(200);
    const past = await refund(10_000);
    expect(past.status).not.toBe(200);
    const [trade] = chargeOf(attempt!.merchantOrderId);
    expect(trade).toMatchObject({ amount: 240, refunded: 200 });
    const refunds = await world.server.db.select().from(paymentRefunds).where(eq(paymentRefunds.attemptId, attempt!.id));
    const done = refunds.filter((row) => row.status === 'DONE');
    expect(done).toHaveLength(2);
    expect(new Set(done.map((row) => row.refundId)).size).toBe(2);
    for (const row of done) expect(row.providerRefundId).toMatch(/^\d{19}$/);
    const [after] = await world.attemptsOfKey(key);
    expect(after?.refundedCents).toBe(20_000);
  });
});

describe('JKOPay on the customer’s phone (online)', () => {
  it('pays a QR order through entry and inquiry, shows it paid on the board, and refunds it at JKOPay', async () => {
    const { owner, storeId } = world;
    const table = dataOf(await owner.post<DiningTable>(FRONT_PATHS.diningTable.add.path, { storeId, name: 'J1' }));
    const customer = world.server.client();
    const placed = dataOf(await customer.post<FrontOrderResult>(FRONT_PATHS.order.path, { token: table.token, type: 'INSIDE', lines: [{ itemId, count: 2 }] }, { 'idempotency-key': randomUUID() }));
    const status = async () => dataOf(await customer.get<FrontOrderStatus>(withQuery(FRONT_PATHS.status.path, { statusToken: placed.statusToken })));
    expect((await status()).payOnline).toContain('JKO_PAY');

    const started = dataOf(await customer.post<{ paymentUrl: string }>(PAYMENT_PATHS.frontPay.path, { statusToken: placed.statusToken, provider: 'JKO_PAY' }));
    const url = new URL(started.paymentUrl);
    expect(url.origin).toBe(jko().url);
    // Pressing again answers the same page (the same platform_order_id).
    expect(dataOf(await customer.post<{ paymentUrl: string }>(PAYMENT_PATHS.frontPay.path, { statusToken: placed.statusToken, provider: 'JKO_PAY' })).paymentUrl).toBe(started.paymentUrl);
    expect((await status()).paymentStatus).toBe('UNPAID');

    // The customer pays on JKOPay's page; the status page's next read asks (inquiry) and the order is paid.
    const platformOrderId = url.searchParams.get('platformOrderId')!;
    const page = await fetch(`${jko().url}/_stand-in/pay`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `platformOrderId=${encodeURIComponent(platformOrderId)}` });
    expect(page.status).toBe(200);
    expect((await status()).paymentStatus).toBe('PAID');
    const cards = dataOf(await owner.get<OrderCard[]>(withQuery(ORDER_BOARD_PATHS.getOrderCardList.path, { storeId, scope: 'TODAY' })));
    const card = cards.find((row) => row.orderNo === placed.orderNo);
    expect(card).toMatchObject({ paymentStatus: 'PAID' });
    const [attempt] = await world.server.db.select().from(paymentAttempts).where(eq(paymentAttempts.merchantOrderId, platformOrderId));
    expect(attempt).toMatchObject({ status: 'PAID', channel: 'ONLINE', provider: 'JKO_PAY', orderId: card!.id, amountCents: 24_000 });
    expect(attempt!.providerTransactionId).toMatch(/^\d{19}$/);
    const again = await customer.post(PAYMENT_PATHS.frontPay.path, { statusToken: placed.statusToken, provider: 'JKO_PAY' });
    expect([again.status, message(again)]).toEqual([409, '此訂單已付款']);

    // A refund of the phone's payment goes back through JKOPay's online refund, never past what was paid.
    const refund = (amount: number) => owner.post(EINVOICE_OPERATION_PATHS.refund.path, { storeId, orderId: card!.id, amount, reason: '退餐' });
    expect((await refund(15_000)).status).toBe(200);
    expect((await refund(10_000)).status).not.toBe(200);
    expect(chargeOf(platformOrderId)).toEqual([expect.objectContaining({ amount: 240, refunded: 150 })]);
    const refunds = await world.server.db.select().from(paymentRefunds).where(inArray(paymentRefunds.attemptId, [attempt!.id]));
    expect(refunds.filter((row) => row.status === 'DONE')).toHaveLength(1);
  });
});
