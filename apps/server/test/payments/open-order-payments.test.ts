import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EINVOICE_OPERATION_PATHS, ORDER_BOARD_PATHS, type OrderDetail } from '@diancan/core';
import { orderPayments, paymentAttempts } from '../../src/platform/db/schema/index.js';
import { merchantOrderIdOf } from '../../src/features/payments/attempts.js';
import { LinePayClient } from '../../src/features/payments/line-pay.client.js';
import { dataOf } from '../harness.js';
import { CHANNEL, type PaymentWorld, startPaymentWorld } from './payment-fixtures.js';

/**
 * Paying an open check with a wallet (issue 34; docs/payments.md): updateOrderPaid charges the scanned code, or the
 * wallet parts of a split bill, through the stand-ins, under the checkout's rules. A resend never charges again; a
 * refused payment gives its charge back; every fault ends with one charge and one paid order, or none.
 */

let world: PaymentWorld;
let itemId: number;
let tables = 0;
const linePay = () => world.linePayStandIn();
const chargesOf = (merchantOrderId: string) => linePay().completedCharges(CHANNEL.channelId).filter((charge) => charge.orderId === merchantOrderId);
const message = (response: { body: unknown }) => (response.body as { message: string }).message;

beforeAll(async () => {
  world = await startPaymentWorld();
  itemId = (await world.item('付款套餐', 12_000)).id;
});
afterAll(async () => {
  await world?.close();
});

/** An open check (開桌, payLater) of `count` × 120 on a new table: its id, version and payable. */
async function openCheck(count = 1): Promise<{ orderId: number; version: number; payable: number }> {
  tables += 1;
  const table = await world.table(`P${tables}`);
  const opened = await world.openTab(table.id, 2, [{ itemId, count, unitPrice: 12_000 }]);
  const detail = await world.detail(opened.orderId);
  expect(detail.paymentStatus).toBe('UNPAID');
  return { orderId: opened.orderId, version: detail.version, payable: detail.totals.payable };
}

function payOrder(body: object) {
  return world.owner.put<OrderDetail>(ORDER_BOARD_PATHS.updateOrderPaid.path, { storeId: world.storeId, ...body });
}

const keyOf = (orderId: number, version: number, parts: { payMethodId: number; amount: number; oneTimeKey: string | null }[]) =>
  world.server.app.services.payments.counter.keyOfOpenOrder(orderId, version, parts);

describe('updateOrderPaid with a scanned code (LINE Pay offline)', () => {
  it('charges once and pays the check; a resend of the same payment answers the order and charges nothing', async () => {
    const check = await openCheck();
    const code = linePay().issueOneTimeKey();
    const body = { orderId: check.orderId, version: check.version, payment: { payMethodId: world.linePay.id, paid: 0, oneTimeKey: code } };
    const calls = linePay().payCalls;
    const paid = dataOf(await payOrder(body));
    expect(paid.paymentStatus).toBe('PAID');
    expect(paid.payments).toEqual([expect.objectContaining({ statisticKey: 'LINE_PAY_OFFLINE', amount: check.payable })]);
    const [attempt] = await world.attemptsOfOrder(check.orderId);
    expect(attempt).toMatchObject({ status: 'PAID', amountCents: check.payable, provider: 'LINE_PAY', channel: 'COUNTER' });
    expect(attempt!.providerTransactionId).toMatch(/^\d{19}$/);
    expect(chargesOf(attempt!.merchantOrderId)).toEqual([expect.objectContaining({ amount: check.payable / 100 })]);

    const resend = await payOrder(body);
    expect(resend.status).toBe(200);
    expect(dataOf(resend)).toMatchObject({ id: check.orderId, paymentStatus: 'PAID', version: paid.version });
    expect(linePay().payCalls).toBe(calls + 1);
    const other = await payOrder({ ...body, payment: { ...body.payment, oneTimeKey: linePay().issueOneTimeKey() } });
    expect(other.status).toBe(409);
    expect(linePay().payCalls).toBe(calls + 1);
  });

  it('takes the code as top-level oneTimeKey beside payMethodId too', async () => {
    const check = await openCheck();
    const paid = dataOf(await payOrder({ orderId: check.orderId, version: check.version, payMethodId: world.linePay.id, oneTimeKey: linePay().issueOneTimeKey() }));
    expect(paid.paymentStatus).toBe('PAID');
    expect((await world.attemptsOfOrder(check.orderId)).map((row) => row.status)).toEqual(['PAID']);
  });

  it('refuses a wrong shape and a missing code before any call, and payment beside payments', async () => {
    const check = await openCheck();
    const calls = linePay().payCalls;
    const base = { orderId: check.orderId, version: check.version };
    const wrong = await payOrder({ ...base, payment: { payMethodId: world.linePay.id, paid: 0, oneTimeKey: '12345' } });
    expect([wrong.status, message(wrong)]).toEqual([400, '付款條碼格式不正確，請重新掃描']);
    const none = await payOrder({ ...base, payMethodId: world.linePay.id, paid: 0 });
    expect([none.status, message(none)]).toEqual([400, '請掃描顧客的付款條碼']);
    const both = await payOrder({ ...base, payment: { payMethodId: world.cash.id, paid: check.payable }, payments: [{ payMethodId: world.cash.id, amount: check.payable }] });
    expect([both.status, message(both)]).toEqual([400, '付款方式請擇一填寫']);
    const nothing = await payOrder(base);
    expect(nothing.status).toBe(400);
    expect(linePay().payCalls).toBe(calls);
    expect((await world.detail(check.orderId)).paymentStatus).toBe('UNPAID');
  });

  it('declines low balance in zh-TW and leaves the check unpaid at its version; a new code then pays it', async () => {
    const check = await openCheck();
    const declined = await payOrder({ orderId: check.orderId, version: check.version, payment: { payMethodId: world.linePay.id, paid: 0, oneTimeKey: linePay().issueOneTimeKey(10) } });
    expect(declined.status).toBe(402);
    expect(message(declined)).toContain('餘額不足');
    const after = await world.detail(check.orderId);
    expect([after.paymentStatus, after.version, after.payments]).toEqual(['UNPAID', check.version, []]);
    const paid = dataOf(await payOrder({ orderId: check.orderId, version: check.version, payment: { payMethodId: world.linePay.id, paid: 0, oneTimeKey: linePay().issueOneTimeKey() } }));
    expect(paid.paymentStatus).toBe('PAID');
    const attempts = await world.server.db.select().from(paymentAttempts).where(eq(paymentAttempts.storeId, world.storeId));
    const ofCheck = attempts.filter((row) => row.idempotencyKey.startsWith(`order#${check.orderId}:`));
    expect(ofCheck.map((row) => row.status).sort()).toEqual(['FAILED', 'PAID']);
  });

  it.each(['late', 'drop', 'processing'] as const)('settles a %s answer by the status call: one charge, the check paid', async (fault) => {
    const check = await openCheck();
    linePay().fault(fault);
    const response = await payOrder({ orderId: check.orderId, version: check.version, payment: { payMethodId: world.linePay.id, paid: 0, oneTimeKey: linePay().issueOneTimeKey() } });
    expect(response.status).toBe(200);
    expect(dataOf(response).paymentStatus).toBe('PAID');
    const attempts = await world.attemptsOfOrder(check.orderId);
    expect(attempts).toHaveLength(1);
    expect(chargesOf(attempts[0]!.merchantOrderId)).toHaveLength(1);
  });

  it('answers 付款確認中 while unsure, refuses a second charge of the check meanwhile, and the resend pays it once', async () => {
    const check = await openCheck();
    linePay().processingMs = 6000;
    linePay().fault('processing');
    try {
      const body = { orderId: check.orderId, version: check.version, payment: { payMethodId: world.linePay.id, paid: 0, oneTimeKey: linePay().issueOneTimeKey() } };
      const first = await payOrder(body);
      expect(first.status).toBe(409);
      expect(first.body).toMatchObject({ message: '付款確認中，請稍候', data: { settling: true } });
      const calls = linePay().payCalls;
      // Another cashier scans another code for the same check: refused while the first is unsure, nothing called.
      const second = await payOrder({ ...body, payment: { ...body.payment, oneTimeKey: linePay().issueOneTimeKey() } });
      expect(second.body).toMatchObject({ message: '付款確認中，請稍候', data: { settling: true } });
      expect(linePay().payCalls).toBe(calls);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      const resend = await payOrder(body);
      expect(resend.status).toBe(200);
      expect(linePay().payCalls).toBe(calls);
      const attempts = await world.attemptsOfOrder(check.orderId);
      expect(attempts).toHaveLength(1);
      expect(chargesOf(attempts[0]!.merchantOrderId)).toHaveLength(1);
    } finally {
      linePay().processingMs = 1500;
    }
  });

  it('gives the charge back when the change is refused after it (the check changed meanwhile): no charge without a payment', async () => {
    const check = await openCheck();
    // Two cashiers pay the same check at once with two codes: one payment stands, the other's money goes back.
    const bodies = [linePay().issueOneTimeKey(), linePay().issueOneTimeKey()].map((code) => ({
      orderId: check.orderId,
      version: check.version,
      payment: { payMethodId: world.linePay.id, paid: 0, oneTimeKey: code },
    }));
    const answers = await Promise.all(bodies.map((body) => payOrder(body)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const kept = (
      await Promise.all(bodies.map((body) => world.attemptsOfKey(keyOf(check.orderId, check.version, [{ payMethodId: world.linePay.id, amount: 0, oneTimeKey: body.payment.oneTimeKey }]))))
    )
      .flat()
      .map((attempt) => chargesOf(attempt.merchantOrderId).reduce((sum, charge) => sum + charge.amount - charge.refunded, 0));
    expect(kept.reduce((sum, amount) => sum + amount, 0)).toBe(check.payable / 100);
    const detail = await world.detail(check.orderId);
    expect(detail.payments).toHaveLength(1);
  });

  it('finds the attempt a crash left between the call and its answer: the resend settles it by the status call, no second charge', async () => {
    const check = await openCheck();
    const code = linePay().issueOneTimeKey();
    const parts = [{ payMethodId: world.linePay.id, amount: 0, oneTimeKey: code }];
    const key = keyOf(check.orderId, check.version, parts);
    const settler = world.server.app.services.payments.settler;
    await settler.stop();
    try {
      // What the crashed instance did: the attempt committed, the pay call sent (and taken), no answer read.
      const merchantOrderId = merchantOrderIdOf(world.storeId, key, 0);
      await world.server.db.insert(paymentAttempts).values({
        storeId: world.storeId,
        provider: 'LINE_PAY',
        channel: 'COUNTER',
        merchantOrderId,
        idempotencyKey: key,
        payMethodId: world.linePay.id,
        amountCents: check.payable,
        status: 'PENDING',
      });
      const sent = await new LinePayClient(linePay().url, 5000).payWithOneTimeKey(CHANNEL, { orderId: merchantOrderId, amount: check.payable / 100, oneTimeKey: code, productName: '點餐消費' });
      expect(sent.kind).toBe('answer');
      expect((await world.attemptsOfKey(key))[0]).toMatchObject({ status: 'PENDING', orderId: null });
      // The worker is stopped: the resend finds the attempt and settles it by LINE Pay's check, never by a new call.
      const calls = linePay().payCalls;
      const paid = dataOf(await payOrder({ orderId: check.orderId, version: check.version, payment: { payMethodId: world.linePay.id, paid: 0, oneTimeKey: code } }));
      expect(paid.paymentStatus).toBe('PAID');
      expect(linePay().payCalls).toBe(calls);
      expect((await world.attemptsOfKey(key))[0]).toMatchObject({ status: 'PAID', orderId: check.orderId });
      expect(chargesOf(merchantOrderId)).toHaveLength(1);
    } finally {
      settler.start();
    }
  });

  it('charges a JKOPay CardToken on the check', async () => {
    const check = await openCheck();
    const paid = dataOf(await payOrder({ orderId: check.orderId, version: check.version, payment: { payMethodId: world.jkoMethod.id, paid: 0, oneTimeKey: world.jkoStandIn().issueCardToken() } }));
    expect(paid.payments).toEqual([expect.objectContaining({ statisticKey: 'JKO_PAY', amount: check.payable })]);
    const [attempt] = await world.attemptsOfOrder(check.orderId);
    expect(attempt).toMatchObject({ provider: 'JKO_PAY', status: 'PAID' });
    expect(attempt!.providerTransactionId).toMatch(/^\d{19}$/);
  });
});

describe('updateOrderPaid split tender', () => {
  it('takes cash and LINE Pay on one check: the charged part first, change from the cash part only', async () => {
    const check = await openCheck(2);
    const charged = 10_000;
    const cashGiven = check.payable - charged + 6_000;
    const paid = dataOf(
      await payOrder({
        orderId: check.orderId,
        version: check.version,
        payments: [
          { payMethodId: world.linePay.id, amount: charged, oneTimeKey: linePay().issueOneTimeKey() },
          { payMethodId: world.cash.id, amount: cashGiven },
        ],
      }),
    );
    expect(paid.paymentStatus).toBe('PAID');
    const rows = await world.server.db.select().from(orderPayments).where(eq(orderPayments.orderId, check.orderId));
    expect(rows.map((row) => [row.statisticKey, row.amountCents, row.tenderedCents, row.changeCents]).sort()).toEqual([
      ['CASH', check.payable - charged, cashGiven, 6_000],
      ['LINE_PAY_OFFLINE', charged, charged, 0],
    ]);
    const [attempt] = await world.attemptsOfOrder(check.orderId);
    expect(chargesOf(attempt!.merchantOrderId)).toEqual([expect.objectContaining({ amount: charged / 100 })]);
  });

  it('takes two LINE Pay customers; a decline of the second gives back the first; a wrong sum is refused', async () => {
    const check = await openCheck(2);
    const half = check.payable / 2;
    const declined = await payOrder({
      orderId: check.orderId,
      version: check.version,
      payments: [
        { payMethodId: world.linePay.id, amount: half, oneTimeKey: linePay().issueOneTimeKey() },
        { payMethodId: world.linePay.id, amount: half, oneTimeKey: linePay().issueOneTimeKey(5) },
      ],
    });
    expect(declined.status).toBe(402);
    const given = (await world.server.db.select().from(paymentAttempts).where(eq(paymentAttempts.storeId, world.storeId))).filter((row) => row.idempotencyKey.startsWith(`order#${check.orderId}:`));
    expect(given.map((row) => [row.partIndex, row.status, row.refundedCents]).sort()).toEqual([
      [0, 'PAID', half],
      [1, 'FAILED', 0],
    ]);
    expect((await world.detail(check.orderId)).paymentStatus).toBe('UNPAID');

    const wrongSum = await payOrder({ orderId: check.orderId, version: check.version, payments: [{ payMethodId: world.linePay.id, amount: half, oneTimeKey: linePay().issueOneTimeKey() }] });
    expect([wrongSum.status, message(wrongSum)]).toEqual([400, '各付款金額合計須等於應付金額']);

    const parts = [half, half].map((amount) => ({ payMethodId: world.linePay.id, amount, oneTimeKey: linePay().issueOneTimeKey() }));
    const paid = dataOf(await payOrder({ orderId: check.orderId, version: check.version, payments: parts }));
    expect(paid.payments.map((payment) => payment.amount)).toEqual([half, half]);
    expect((await world.attemptsOfOrder(check.orderId)).map((row) => row.status)).toEqual(['PAID', 'PAID']);
  });

  it('refunds a check paid by LINE Pay at the provider, partially up to the paid amount and not past it', async () => {
    const check = await openCheck(2);
    dataOf(await payOrder({ orderId: check.orderId, version: check.version, payment: { payMethodId: world.linePay.id, paid: 0, oneTimeKey: linePay().issueOneTimeKey() } }));
    const [attempt] = await world.attemptsOfOrder(check.orderId);
    const refund = (amount: number) => world.owner.post(EINVOICE_OPERATION_PATHS.refund.path, { storeId: world.storeId, orderId: check.orderId, amount, reason: '客訴' });
    expect((await refund(check.payable - 4_000)).status).toBe(200);
    expect((await refund(8_000)).status).not.toBe(200);
    expect(chargesOf(attempt!.merchantOrderId)).toEqual([expect.objectContaining({ refunded: (check.payable - 4_000) / 100 })]);
  });
});
