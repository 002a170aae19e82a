import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DiningTable,
  FRONT_PATHS,
  type FrontOrderResult,
  type FrontOrderStatus,
  type OrderCard,
  ORDER_BOARD_PATHS,
  EINVOICE_OPERATION_PATHS,
  PAY_METHOD_PATHS,
  PAYMENT_PATHS, type PaymentSettings, type PaymentTransactionList, type PayMethod } from '@diancan/core';
import { buildApp } from '../../src/app.js';
import { loadConfig, type PaymentsConfig } from '../../src/platform/config.js';
import { orderPayments, orders, paymentAttempts } from '../../src/platform/db/schema/index.js';
import type { JkoPayStandIn, LinePayStandIn } from '../../src/features/payments/index.js';
import { merchantOrderIdOf } from '../../src/features/payments/attempts.js';
import { LinePayClient } from '../../src/features/payments/line-pay.client.js';
import { addCategory, addItem } from '../menu/menu-fixtures.js';
import { dataOf, withQuery } from '../harness.js';
import { type CheckoutWorld, orderBody, sendOrder, startCheckoutWorld } from '../pos/checkout-fixtures.js';

/**
 * Wallet payments at the counter (issue 34; docs/payments.md) against the stand-ins the server starts itself: real
 * HTTP, signatures checked, 19-digit ids. Every fault ends with exactly one charge and one paid order, or none and a
 * clear error. Windows are shortened: the client gives up after 1 s, a `late` answer comes after 2.5 s.
 */

const CHANNEL = { channelId: '1650000077', channelSecret: `secret-${randomUUID()}` };
const JKO = { merchantId: 'JKOTEST', storeCode: 'S9', apiKey: `key-${randomUUID()}`, secretKey: `jko-${randomUUID()}` };
const tokenKey = randomBytes(32).toString('base64');
const payments: PaymentsConfig = {
  standIns: true,
  linePayApiUrl: null,
  jkoPayApiUrl: null,
  jkoPayPosApiUrl: null,
  callTimeoutMs: 1000,
  settleWaitMs: 4000,
  pollMs: 100,
  timings: { notFoundAfterMs: 4000, jkoInquiryAfterMs: 300, jkoCancelAfterMs: 1500, onlineExpiryMs: 60_000, orphanAfterMs: 3000 },
};
const logLines: string[] = [];

let world: CheckoutWorld;
let itemId: number;
let jkoMethod: PayMethod;
const linePay = (): LinePayStandIn => world.server.app.services.payments.standIns.linePay!;
const jko = (): JkoPayStandIn => world.server.app.services.payments.standIns.jkoPay!;

beforeAll(async () => {
  world = await startCheckoutWorld({
    config: { payments, deliveryPlatforms: { standIns: false, tokenKey, uberEats: null, foodpanda: null } },
    logLevel: 'debug',
    logSink: (line) => logLines.push(line),
  });
  linePay().registerChannel(CHANNEL.channelId, CHANNEL.channelSecret);
  linePay().lateMs = 2500;
  linePay().processingMs = 1500;
  jko().registerMerchant(JKO.merchantId, JKO.apiKey, JKO.secretKey);
  jko().inquiryAfterMs = 300;
  jko().lateMs = 2500;
  const categoryId = (await addCategory(world.owner, world.storeId, '付款測試')).id;
  itemId = (await addItem(world.owner, world.storeId, categoryId, '付款便當', 12000)).id;
  const methods = await world.payMethods();
  jkoMethod =
    methods.find((method) => method.statisticKey === 'JKO_PAY') ??
    dataOf(await world.owner.post<PayMethod>(PAY_METHOD_PATHS.add.path, { storeId: world.storeId, name: '街口支付', statisticKey: 'JKO_PAY' }));
});
afterAll(async () => {
  await world?.close();
});

async function scanBody(method: PayMethod, oneTimeKey: string | null, count = 1) {
  const body = await orderBody(world.owner, world.storeId, [{ itemId, count, unitPrice: 12000 }], { payMethod: method });
  return { ...body, payment: { ...body.payment!, oneTimeKey } };
}

async function attemptsOfKey(key: string) {
  return world.server.db.select().from(paymentAttempts).where(eq(paymentAttempts.idempotencyKey, key));
}

const chargesOf = (merchantOrderId: string) => linePay().completedCharges(CHANNEL.channelId).filter((charge) => charge.orderId === merchantOrderId);

describe('付款設定', () => {
  it('saves each provider with its secrets sealed, answers which are set and never a secret; another store is 403', async () => {
    const { owner, storeId, server } = world;
    const saved = dataOf(await owner.put<PaymentSettings>(PAYMENT_PATHS.linePay.path, { storeId, ...CHANNEL, enabled: true }));
    expect(saved.providers.find((provider) => provider.provider === 'LINE_PAY')).toMatchObject({ configured: true, enabled: true, channelId: CHANNEL.channelId, standIn: true });
    const jkoSaved = dataOf(await owner.put<PaymentSettings>(PAYMENT_PATHS.jkoPay.path, { storeId, ...JKO, enabled: true }));
    expect(jkoSaved.providers.find((provider) => provider.provider === 'JKO_PAY')).toMatchObject({ configured: true, enabled: true, merchantId: JKO.merchantId });
    // A blank secret keeps the saved one.
    const again = await owner.put<PaymentSettings>(PAYMENT_PATHS.linePay.path, { storeId, channelId: CHANNEL.channelId, channelSecret: '', enabled: true });
    expect(again.status).toBe(200);
    const read = await owner.get<PaymentSettings>(withQuery(PAYMENT_PATHS.settings.path, { storeId }));
    const text = JSON.stringify(read.body);
    for (const secret of [CHANNEL.channelSecret, JKO.apiKey, JKO.secretKey]) expect(text).not.toContain(secret);
    const rows = await server.db.execute<{ secrets_sealed: string }>('select secrets_sealed from payment_provider_accounts' as never);
    expect(JSON.stringify(rows)).not.toContain(CHANNEL.channelSecret);
    const foreign = await world.other.put(PAYMENT_PATHS.linePay.path, { storeId, ...CHANNEL, enabled: false });
    expect(foreign.status).toBe(403);
    const first = await owner.put(PAYMENT_PATHS.linePay.path, { storeId: world.secondStoreId, channelId: '1', enabled: true });
    expect(first.status).toBe(400);
  });
});

describe('counter charges (LINE Pay offline v4)', () => {
  it('charges a scanned code once: the order is PAID, the 19-digit transactionId kept as a string; a replay charges nothing', async () => {
    const key = randomUUID();
    const code = linePay().issueOneTimeKey();
    const calls = linePay().payCalls;
    const body = await scanBody(world.linePay, code);
    const result = dataOf(await sendOrder(world.owner, body, key));
    expect(result.paymentStatus).toBe('PAID');
    const [attempt] = await attemptsOfKey(key);
    expect(attempt).toMatchObject({ status: 'PAID', orderId: result.orderId, amountCents: 12000, provider: 'LINE_PAY' });
    expect(attempt!.providerTransactionId).toMatch(/^\d{19}$/);
    expect(chargesOf(attempt!.merchantOrderId)).toEqual([expect.objectContaining({ transactionId: attempt!.providerTransactionId, amount: 120 })]);
    const replay = await sendOrder(world.owner, body, key);
    expect(dataOf(replay).orderId).toBe(result.orderId);
    expect(linePay().payCalls).toBe(calls + 1);
    const [payment] = await world.server.db.select().from(orderPayments).where(eq(orderPayments.orderId, result.orderId));
    expect(payment).toMatchObject({ statisticKey: 'LINE_PAY_OFFLINE', amountCents: 12000 });
  });

  it('refuses a code of the wrong shape before any call, and a wallet method without a code', async () => {
    const calls = linePay().payCalls;
    const key = randomUUID();
    const wrong = await sendOrder(world.owner, await scanBody(world.linePay, '12345'), key);
    expect(wrong.status).toBe(400);
    expect((wrong.body as { message: string }).message).toBe('付款條碼格式不正確，請重新掃描');
    const none = await sendOrder(world.owner, await scanBody(world.linePay, null));
    expect(none.status).toBe(400);
    expect(linePay().payCalls).toBe(calls);
    expect(await attemptsOfKey(key)).toEqual([]);
  });

  it.each([
    ['low balance', () => linePay().issueOneTimeKey(10), '餘額不足'],
    ['a used code', () => usedCode(), '無效'],
    ['an expired code', () => expiredCode(), '過期'],
  ])('declines %s with the reason in zh-TW and creates nothing', async (_name, code, reason) => {
    const key = randomUUID();
    const scanned = await code();
    const before = await orderCount();
    const response = await sendOrder(world.owner, await scanBody(world.linePay, scanned), key);
    expect(response.status).toBe(402);
    expect((response.body as { message: string }).message).toContain(reason);
    expect(await orderCount()).toBe(before);
    expect((await attemptsOfKey(key)).map((attempt) => attempt.status)).toEqual(['FAILED']);
  });

  it.each(['late', 'drop', 'processing'] as const)('settles a %s answer by the status call: one charge, one paid order', async (fault) => {
    const key = randomUUID();
    const before = await orderCount();
    linePay().fault(fault);
    const response = await sendOrder(world.owner, await scanBody(world.linePay, linePay().issueOneTimeKey()), key);
    expect(response.status).toBe(200);
    expect(dataOf(response).paymentStatus).toBe('PAID');
    expect(await orderCount()).toBe(before + 1);
    const [attempt] = await attemptsOfKey(key);
    expect(attempt).toMatchObject({ status: 'PAID', orderId: dataOf(response).orderId });
    expect(chargesOf(attempt!.merchantOrderId)).toHaveLength(1);
  });

  it('answers 付款確認中 while unsure, and the retry with the same key makes the order without a second charge', async () => {
    const key = randomUUID();
    linePay().processingMs = 6000;
    linePay().fault('processing');
    try {
      const body = await scanBody(world.linePay, linePay().issueOneTimeKey());
      const first = await sendOrder(world.owner, body, key);
      expect(first.status).toBe(409);
      expect(first.body).toMatchObject({ message: '付款確認中，請稍候', data: { settling: true } });
      const calls = linePay().payCalls;
      await new Promise((resolve) => setTimeout(resolve, 2500));
      const retry = await sendOrder(world.owner, body, key);
      expect(retry.body).toMatchObject({ status: true });
      expect(retry.status).toBe(200);
      expect(linePay().payCalls).toBe(calls);
      const [attempt] = await attemptsOfKey(key);
      expect(chargesOf(attempt!.merchantOrderId)).toHaveLength(1);
    } finally {
      linePay().processingMs = 1500;
    }
  });

  it('gives the money back when the order is refused after the charge (prices changed): no charge without an order', async () => {
    const key = randomUUID();
    const body = await scanBody(world.linePay, linePay().issueOneTimeKey());
    const stale = { ...body, expectedTotals: { ...body.expectedTotals, subtotal: body.expectedTotals.subtotal + 100, payable: body.expectedTotals.payable } };
    const response = await sendOrder(world.owner, stale, key);
    expect(response.status).toBe(409);
    const [attempt] = await attemptsOfKey(key);
    expect(attempt).toMatchObject({ status: 'PAID', orderId: null, refundedCents: 12000 });
    expect(chargesOf(attempt!.merchantOrderId)).toEqual([expect.objectContaining({ amount: 120, refunded: 120 })]);
  });

  it('settles at start an attempt a crash left between the call and its answer (a second instance), and the retry takes it', async () => {
    const key = randomUUID();
    const body = await scanBody(world.linePay, linePay().issueOneTimeKey());
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
        amountCents: 12000,
        status: 'PENDING',
      });
      const sent = await new LinePayClient(linePay().url, 5000).payWithOneTimeKey(CHANNEL, { orderId: merchantOrderId, amount: 120, oneTimeKey: body.payment.oneTimeKey!, productName: '點餐消費' });
      expect(sent.kind).toBe('answer');
      const second = await buildApp({
        config: {
          ...loadConfig({ NODE_ENV: 'test' }),
          webDist: null,
          smtpUrl: null,
          deliveryPlatforms: { standIns: false, tokenKey, uberEats: null, foodpanda: null },
          payments: { ...payments, standIns: false, linePayApiUrl: linePay().url },
        },
        db: world.server.db,
        logger: false,
      });
      try {
        // The new instance's worker settles it at start (the round it began with, then one more to be sure it ran).
        await second.services.payments.settler.round();
        const [settled] = await attemptsOfKey(key);
        expect(settled).toMatchObject({ status: 'PAID', orderId: null });
        expect(settled!.providerTransactionId).toMatch(/^\d{19}$/);
      } finally {
        await second.close();
      }
      const calls = linePay().payCalls;
      const response = await sendOrder(world.owner, body, key);
      expect(response.status).toBe(200);
      expect(linePay().payCalls).toBe(calls);
      const [final] = await attemptsOfKey(key);
      expect(final).toMatchObject({ status: 'PAID', orderId: dataOf(response).orderId });
      expect(chargesOf(merchantOrderId)).toHaveLength(1);
    } finally {
      settler.start();
    }
  });

  it('refunds a paid charge no checkout took once its grace is over (the worker)', async () => {
    const key = randomUUID();
    linePay().fault('drop');
    const body = await scanBody(world.linePay, linePay().issueOneTimeKey());
    const plan = await world.server.app.services.payments.counter.plan(await parsed(body));
    const [attempt] = await world.server.app.services.payments.counter.charge(world.storeId, key, plan);
    expect(attempt?.status).toBe('PAID');
    // The checkout never wrote its order (it crashed): after the grace the worker gives the money back.
    await new Promise((resolve) => setTimeout(resolve, 3200));
    await world.server.app.services.payments.settler.round();
    expect(chargesOf(attempt!.merchantOrderId)).toEqual([expect.objectContaining({ amount: 120, refunded: 120 })]);
    const retry = await sendOrder(world.owner, body, key);
    expect(retry.status).toBe(409);
    expect((retry.body as { message: string }).message).toBe('此筆付款已退回，請重新結帳');
  });
});

describe('split tender', () => {
  it('takes cash and LINE Pay on one bill: the charged part first, change from the cash part only', async () => {
    const { owner, storeId, cash } = world;
    const key = randomUUID();
    const base = await orderBody(owner, storeId, [{ itemId, count: 2, unitPrice: 12000 }], { payMethod: cash, paid: 20000 });
    // 240 due: 100 by LINE Pay, 200 handed over in cash (change 60).
    const body = { ...base, payment: null, payments: [{ payMethodId: world.linePay.id, amount: 10000, oneTimeKey: linePay().issueOneTimeKey() }, { payMethodId: cash.id, amount: 20000 }] };
    body.expectedTotals = { ...body.expectedTotals, change: 6000 };
    const result = dataOf(await sendOrder(owner, body, key));
    expect(result.totals).toMatchObject({ payable: 24000, paid: 30000, change: 6000 });
    const rows = await world.server.db.select().from(orderPayments).where(eq(orderPayments.orderId, result.orderId));
    expect(rows.map((row) => [row.statisticKey, row.amountCents, row.tenderedCents, row.changeCents]).sort()).toEqual([
      ['CASH', 14000, 20000, 6000],
      ['LINE_PAY_OFFLINE', 10000, 10000, 0],
    ]);
  });

  it('takes two LINE Pay customers; a decline of the second gives back the first', async () => {
    const { owner, storeId } = world;
    const base = await orderBody(owner, storeId, [{ itemId, count: 2, unitPrice: 12000 }], { payMethod: world.linePay });
    const ok = { ...base, payment: null, payments: [12000, 12000].map((amount) => ({ payMethodId: world.linePay.id, amount, oneTimeKey: linePay().issueOneTimeKey() })) };
    const result = dataOf(await sendOrder(owner, ok));
    const rows = await world.server.db.select().from(orderPayments).where(eq(orderPayments.orderId, result.orderId));
    expect(rows.map((row) => row.amountCents)).toEqual([12000, 12000]);

    const key = randomUUID();
    const declined = { ...base, payment: null, payments: [{ payMethodId: world.linePay.id, amount: 12000, oneTimeKey: linePay().issueOneTimeKey() }, { payMethodId: world.linePay.id, amount: 12000, oneTimeKey: linePay().issueOneTimeKey(5) }] };
    const response = await sendOrder(owner, declined, key);
    expect(response.status).toBe(402);
    const attempts = await attemptsOfKey(key);
    expect(attempts.map((attempt) => [attempt.partIndex, attempt.status, attempt.refundedCents]).sort()).toEqual([
      [0, 'PAID', 12000],
      [1, 'FAILED', 0],
    ]);
    const wrongSum = await sendOrder(owner, { ...ok, payments: ok.payments.map((part) => ({ ...part, amount: 10000, oneTimeKey: linePay().issueOneTimeKey() })) });
    expect(wrongSum.status).toBe(400);
  });
});

describe('refunds at the provider', () => {
  it('refunds partially up to the paid amount and not past it, each part once', async () => {
    const { owner, storeId } = world;
    const key = randomUUID();
    const result = dataOf(await sendOrder(owner, await scanBody(world.linePay, linePay().issueOneTimeKey(), 2), key));
    const [attempt] = await attemptsOfKey(key);
    const refund = (amount: number) => owner.post(EINVOICE_OPERATION_PATHS.refund.path, { storeId, orderId: result.orderId, amount, reason: '客訴' });
    expect((await refund(10000)).status).toBe(200);
    expect((await refund(10000)).status).toBe(200);
    expect((await refund(10000)).status).not.toBe(200);
    expect(chargesOf(attempt!.merchantOrderId)).toEqual([expect.objectContaining({ amount: 240, refunded: 200 })]);
    const [row] = await attemptsOfKey(key);
    expect(row?.refundedCents).toBe(20000);
  });
});

describe('JKOPay (POS API)', () => {
  it('charges a 22… CardToken; a lost answer is settled by inquiry after the wait, never a second charge', async () => {
    const key = randomUUID();
    const body = await scanBody(jkoMethod, jko().issueCardToken());
    const result = dataOf(await sendOrder(world.owner, body, key));
    expect(result.paymentStatus).toBe('PAID');
    const [attempt] = await attemptsOfKey(key);
    expect(attempt?.providerTransactionId).toMatch(/^\d{19}$/);

    const lostKey = randomUUID();
    jko().fault('drop');
    const calls = jko().payCalls;
    const lost = await sendOrder(world.owner, await scanBody(jkoMethod, jko().issueCardToken()), lostKey);
    expect(lost.status).toBe(200);
    expect(jko().payCalls).toBe(calls + 1);
    const bad = await sendOrder(world.owner, await scanBody(jkoMethod, '123456789012345678'));
    expect(bad.status).toBe(400);
  });
});

describe('on the customer’s phone (先付款)', () => {
  it('keeps an unpaid 先付款 order off the board; the phone pays through LINE Pay online and the board shows it paid', async () => {
    const { owner, storeId } = world;
    dataOf(await owner.put(PAYMENT_PATHS.payFirst.path, { storeId, payFirst: true }));
    try {
      const table = dataOf(await owner.post<DiningTable>(FRONT_PATHS.diningTable.add.path, { storeId, name: 'P1' }));
      const customer = world.server.client();
      const placed = dataOf(await customer.post<FrontOrderResult>(FRONT_PATHS.order.path, { token: table.token, type: 'INSIDE', lines: [{ itemId, count: 1 }] }, { 'idempotency-key': randomUUID() }));
      const board = async () => dataOf(await owner.get<OrderCard[]>(withQuery(ORDER_BOARD_PATHS.getOrderCardList.path, { storeId, scope: 'TODAY' })));
      expect((await board()).some((card) => card.orderNo === placed.orderNo)).toBe(false);

      const started = dataOf(await customer.post<{ paymentUrl: string }>(PAYMENT_PATHS.frontPay.path, { statusToken: placed.statusToken, provider: 'LINE_PAY' }));
      const url = new URL(started.paymentUrl);
      expect(url.origin).toBe(linePay().url);
      // Pressing again answers the same page: one request at the provider.
      expect(dataOf(await customer.post<{ paymentUrl: string }>(PAYMENT_PATHS.frontPay.path, { statusToken: placed.statusToken, provider: 'LINE_PAY' })).paymentUrl).toBe(started.paymentUrl);
      expect(dataOf(await customer.get<FrontOrderStatus>(withQuery(FRONT_PATHS.status.path, { statusToken: placed.statusToken }))).paymentStatus).toBe('UNPAID');

      // The customer approves on LINE Pay's page; the status page's next read confirms and the order is paid.
      const approved = await fetch(`${linePay().url}/_stand-in/approve`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `transactionId=${url.searchParams.get('transactionId')}` });
      expect(approved.status).toBe(200);
      const status = dataOf(await customer.get<FrontOrderStatus>(withQuery(FRONT_PATHS.status.path, { statusToken: placed.statusToken })));
      expect(status.paymentStatus).toBe('PAID');
      const card = (await board()).find((row) => row.orderNo === placed.orderNo);
      expect(card).toMatchObject({ paymentStatus: 'PAID' });
      const [attempt] = await world.server.db.select().from(paymentAttempts).where(eq(paymentAttempts.merchantOrderId, `DC${storeId}O${card!.id}N1`));
      expect(attempt).toMatchObject({ status: 'PAID', channel: 'ONLINE' });
      expect(attempt!.providerTransactionId).toMatch(/^\d{19}$/);
      expect(chargesOf(attempt!.merchantOrderId)).toEqual([expect.objectContaining({ amount: 120 })]);
      const again = await customer.post(PAYMENT_PATHS.frontPay.path, { statusToken: placed.statusToken, provider: 'LINE_PAY' });
      expect([again.status, (again.body as { message: string }).message]).toEqual([409, '此訂單已付款']);
    } finally {
      await owner.put(PAYMENT_PATHS.payFirst.path, { storeId, payFirst: false });
    }
  });
});

describe('reconciliation and secrets', () => {
  it('lists charges and refunds with provider ids as strings, our totals beside the provider’s, and no secret in any log line', async () => {
    const { owner, storeId, server } = world;
    await passManagerCodeIfNeeded();
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Taipei' });
    const response = await owner.get<PaymentTransactionList>(withQuery(PAYMENT_PATHS.transactions.path, { storeId, startDate: today, endDate: today, provider: 'LINE_PAY' }));
    const list = dataOf(response);
    const charges = list.transactions.filter((row) => row.kind === 'CHARGE' && row.status !== 'FAILED');
    expect(charges.length).toBeGreaterThan(3);
    for (const row of charges) expect(row.providerTransactionId).toMatch(/^\d{19}$/);
    expect(list.transactions.some((row) => row.kind === 'REFUND' && row.status === 'DONE')).toBe(true);
    const [day] = list.days;
    expect(day).toMatchObject({ provider: 'LINE_PAY', pending: 0 });
    expect(day!.providerNet).toBe(day!.net);
    const rawIds = (response.body as { data: { transactions: { providerTransactionId: unknown }[] } }).data.transactions.map((row) => typeof row.providerTransactionId);
    expect(rawIds.every((type) => type === 'string' || type === 'object')).toBe(true);
    void server;
    const all = logLines.join('\n');
    for (const secret of [CHANNEL.channelSecret, JKO.apiKey, JKO.secretKey]) expect(all).not.toContain(secret);
  });
});

async function orderCount(): Promise<number> {
  return (await world.server.db.select({ id: orders.id }).from(orders).where(eq(orders.storeId, world.storeId))).length;
}

async function usedCode(): Promise<string> {
  const code = linePay().issueOneTimeKey();
  expect((await sendOrder(world.owner, await scanBody(world.linePay, code))).status).toBe(200);
  return code;
}

function expiredCode(): string {
  const code = linePay().issueOneTimeKey();
  linePay().advance(6 * 60_000);
  return code;
}

async function parsed(body: unknown) {
  const { addOrderRequestSchema } = await import('@diancan/core');
  return addOrderRequestSchema.parse(body);
}

async function passManagerCodeIfNeeded(): Promise<void> {
  const { passManagerCode } = await import('../fixtures.js');
  await passManagerCode(world.server.db, world.owner, world.storeId);
}
