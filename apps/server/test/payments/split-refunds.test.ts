import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EINVOICE_OPERATION_PATHS, ORDER_BOARD_PATHS, type OrderDetail } from '@diancan/core';
import { cashDrawerRecords, einvoiceRefunds, paymentRefunds } from '../../src/platform/db/schema/index.js';
import { dataOf } from '../harness.js';
import { CHANNEL, type PaymentWorld, startPaymentWorld } from './payment-fixtures.js';

/**
 * A split bill's refund where a provider refuses after another gave its part back (docs/payments.md, Refunds): the
 * order's refund is not booked (no allowance, no cash, no refund row), the part that went back is kept (HELD, the
 * attempt's refunded amount) and the refused one listed with the provider's reason; the next refund books the kept
 * part without asking its provider again and only retries the rest.
 */

let world: PaymentWorld;
let itemId: number;
let tables = 0;
const linePay = () => world.linePayStandIn();
const jko = () => world.jkoStandIn();
const message = (response: { body: unknown }) => (response.body as { message: string }).message;

beforeAll(async () => {
  world = await startPaymentWorld();
  itemId = (await world.item('分付套餐', 12_000)).id;
});
afterAll(async () => {
  await world?.close();
});

/** A check of 2 × 120 paid half by each wallet, in the order given (JKOPay first unless told). */
async function splitPaidCheck(order: ('JKO_PAY' | 'LINE_PAY')[] = ['JKO_PAY', 'LINE_PAY']): Promise<{ orderId: number; payable: number }> {
  tables += 1;
  const table = await world.table(`R${tables}`);
  const opened = await world.openTab(table.id, 2, [{ itemId, count: 2, unitPrice: 12_000 }]);
  const detail = await world.detail(opened.orderId);
  const half = detail.totals.payable / 2;
  const paid = dataOf(
    await world.owner.put<OrderDetail>(ORDER_BOARD_PATHS.updateOrderPaid.path, {
      storeId: world.storeId,
      orderId: opened.orderId,
      version: detail.version,
      payments: order.map((provider) =>
        provider === 'JKO_PAY'
          ? { payMethodId: world.jkoMethod.id, amount: half, oneTimeKey: jko().issueCardToken() }
          : { payMethodId: world.linePay.id, amount: half, oneTimeKey: linePay().issueOneTimeKey() },
      ),
    }),
  );
  expect(paid.paymentStatus).toBe('PAID');
  return { orderId: opened.orderId, payable: detail.totals.payable };
}

const refund = (orderId: number, amount: number) =>
  world.owner.post(EINVOICE_OPERATION_PATHS.refund.path, { storeId: world.storeId, orderId, amount, reason: '客訴' });

async function providerRows(orderId: number) {
  const rows = await world.server.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId));
  return rows.sort((a, b) => a.id - b.id);
}

async function providerState(orderId: number) {
  const attempts = await world.attemptsOfOrder(orderId);
  const jkoAttempt = attempts.find((row) => row.provider === 'JKO_PAY')!;
  const lineAttempt = attempts.find((row) => row.provider === 'LINE_PAY')!;
  return {
    jkoAttempt,
    lineAttempt,
    jkoRefunded: jko().completedCharges().find((trade) => trade.tradeNo === jkoAttempt.merchantOrderId)!.refunded,
    lineRefunded: linePay().completedCharges(CHANNEL.channelId).find((charge) => charge.orderId === lineAttempt.merchantOrderId)!.refunded,
  };
}

describe('a split refund that a second provider refuses', () => {
  it('keeps the part that went back, lists the refused one with its reason, books nothing; the retry finishes it without a second refund', async () => {
    const check = await splitPaidCheck();
    const half = check.payable / 2;
    linePay().refuseRefunds(1);

    const refused = await refund(check.orderId, check.payable);
    expect(refused.status).toBe(402);
    expect(message(refused)).toContain(`街口支付 NT$${half / 100} 已退回顧客`);
    expect(message(refused)).toContain('已超過可退款期限');
    expect((refused.body as { data: { parts: unknown[] } }).data.parts).toEqual([
      { provider: 'JKO_PAY', amount: half, status: 'DONE', providerRefundId: expect.stringMatching(/^\d{19}$/), message: null },
      { provider: 'LINE_PAY', amount: half, status: 'FAILED', providerRefundId: null, message: '退款失敗：已超過可退款期限' },
    ]);

    // Nothing claimed refunded that wasn't: no refund of the order, no cash out; JKOPay's part is on record, once.
    const booked = () => world.server.db.select().from(einvoiceRefunds).where(eq(einvoiceRefunds.orderId, check.orderId));
    expect(await booked()).toEqual([]);
    const drawer = await world.server.db.select().from(cashDrawerRecords).where(eq(cashDrawerRecords.storeId, world.storeId));
    expect(drawer.filter((row) => row.remark.includes('退款'))).toEqual([]);
    const after = await providerState(check.orderId);
    expect([after.jkoAttempt.refundedCents, after.lineAttempt.refundedCents]).toEqual([half, 0]);
    expect([after.jkoRefunded, after.lineRefunded]).toEqual([half / 100, 0]);
    expect((await providerRows(check.orderId)).map((row) => [row.attemptId, row.status, row.amountCents, row.failureMessage])).toEqual([
      [after.jkoAttempt.id, 'HELD', half, null],
      [after.lineAttempt.id, 'FAILED', half, '退款失敗：已超過可退款期限'],
    ]);

    // A smaller refund than what already went back would claim less than was given: refused before any call.
    const tooSmall = await refund(check.orderId, half - 2_000);
    expect([tooSmall.status, message(tooSmall)]).toEqual([409, `已有 NT$${half / 100} 退回顧客的付款服務，退款金額須至少 NT$${half / 100}`]);

    // The retry: JKOPay is not asked again, LINE Pay gives its part back, and the whole refund is booked once.
    const done = await refund(check.orderId, check.payable);
    expect(done.status).toBe(200);
    const final = await providerState(check.orderId);
    expect([final.jkoAttempt.refundedCents, final.lineAttempt.refundedCents]).toEqual([half, half]);
    expect([final.jkoRefunded, final.lineRefunded]).toEqual([half / 100, half / 100]);
    expect((await booked()).map((row) => row.amountCents)).toEqual([check.payable]);
    expect((await providerRows(check.orderId)).map((row) => [row.attemptId, row.status])).toEqual([
      [final.jkoAttempt.id, 'DONE'],
      [final.lineAttempt.id, 'FAILED'],
      [final.lineAttempt.id, 'DONE'],
    ]);
    const again = await refund(check.orderId, 1_000);
    expect(again.status).not.toBe(200);
  });

  it('a refusal of the first part gives nothing back and keeps nothing: 402 with the reason', async () => {
    const check = await splitPaidCheck(['LINE_PAY', 'JKO_PAY']);
    linePay().refuseRefunds(1);
    const refused = await refund(check.orderId, check.payable);
    expect([refused.status, message(refused)]).toEqual([402, '退款失敗：已超過可退款期限']);
    const state = await providerState(check.orderId);
    expect([state.jkoAttempt.refundedCents, state.lineAttempt.refundedCents, state.jkoRefunded, state.lineRefunded]).toEqual([0, 0, 0, 0]);
    expect(await providerRows(check.orderId)).toEqual([]);
    expect(dataOf(await refund(check.orderId, check.payable))).toMatchObject({ refund: expect.objectContaining({ amount: check.payable }) });
  });
});
