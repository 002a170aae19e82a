import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allocate, ORDER_BOARD_PATHS, type OrderDetail, type PayMethod } from '@diancan/core';
import { orderPayments } from '../../src/platform/db/schema/index.js';
import { dataOf } from '../harness.js';
import { type PaymentWorld, startPaymentWorld } from '../payments/payment-fixtures.js';

/**
 * 均分 by N on one table check (docs/tables.md): the check is paid once in parts through updateOrderPaid's `payments`,
 * the cash shares as one cash part (change from it alone), each other share its own part, a charged wallet's share
 * with its customer's code; one order_payments row per part and one e-invoice.
 */

let world: PaymentWorld;
let card: PayMethod;
let itemId: number;

beforeAll(async () => {
  world = await startPaymentWorld();
  itemId = (await world.item('均分套餐', 33_300)).id;
  const found = (await world.payMethods()).find((method) => method.statisticKey === 'CREDIT_CARD');
  if (!found) throw new Error('the demo store has no 信用卡 method');
  card = found;
});
afterAll(async () => {
  await world?.close();
});

const shareOf = (payable: number, people: number) => allocate(payable, Array.from({ length: people }, () => 1), 100);
const message = (response: { body: unknown }) => (response.body as { message: string }).message;

async function openCheck(name: string) {
  const table = await world.table(name);
  const opened = await world.openTab(table.id, 3, [{ itemId, count: 3, unitPrice: 33_300 }]);
  const detail = await world.detail(opened.orderId);
  return { table, orderId: opened.orderId, version: detail.version, payable: detail.totals.payable };
}

function payParts(orderId: number, version: number, payments: object[], extra: object = {}) {
  return world.owner.put<OrderDetail>(ORDER_BOARD_PATHS.updateOrderPaid.path, { storeId: world.storeId, orderId, version, payments, ...extra });
}

describe('均分 as N payments on one check', { timeout: 60_000 }, () => {
  it('pays a check split by 3 as cash + LINE Pay + card parts, one row per part, one e-invoice, and frees the table', async () => {
    const check = await openCheck('均1');
    const [first, second, third] = shareOf(check.payable, 3) as [number, number, number];
    expect(first + second + third).toBe(check.payable);
    const paid = dataOf(
      await payParts(
        check.orderId,
        check.version,
        [
          { payMethodId: world.cash.id, amount: first + 10_000 },
          { payMethodId: world.linePay.id, amount: second, oneTimeKey: world.linePayStandIn().issueOneTimeKey() },
          { payMethodId: card.id, amount: third },
        ],
        { invoice: { type: 'uniformNumber', number: '12345675' } },
      ),
    );
    expect(paid.paymentStatus).toBe('PAID');
    const rows = await world.server.db.select().from(orderPayments).where(eq(orderPayments.orderId, check.orderId));
    expect(rows.map((row) => [row.statisticKey, row.amountCents, row.tenderedCents, row.changeCents]).sort()).toEqual([
      ['CASH', first, first + 10_000, 10_000],
      ['CREDIT_CARD', third, third, 0],
      ['LINE_PAY_OFFLINE', second, second, 0],
    ]);
    expect((await world.attemptsOfOrder(check.orderId)).map((row) => [row.status, row.amountCents])).toEqual([['PAID', second]]);
    expect(paid.invoice).toMatchObject({ type: 'uniformNumber', number: '12345675' });
    expect((await world.floorTable(check.table.id)).status).toBe('FREE');
  });

  it('refuses two cash parts (現金最多一筆) and parts not adding up; the check stays unpaid at its version', async () => {
    const check = await openCheck('均2');
    const [first, second, third] = shareOf(check.payable, 3) as [number, number, number];
    const twoCash = await payParts(check.orderId, check.version, [
      { payMethodId: world.cash.id, amount: first },
      { payMethodId: world.cash.id, amount: second },
      { payMethodId: card.id, amount: third },
    ]);
    expect([twoCash.status, message(twoCash)]).toEqual([400, '現金最多一筆']);
    const short = await payParts(check.orderId, check.version, [
      { payMethodId: card.id, amount: first },
      { payMethodId: card.id, amount: second },
    ]);
    expect([short.status, message(short)]).toEqual([400, '各付款金額合計須等於應付金額']);
    const detail = await world.detail(check.orderId);
    expect([detail.paymentStatus, detail.version]).toEqual(['UNPAID', check.version]);
    expect(await world.server.db.select().from(orderPayments).where(eq(orderPayments.orderId, check.orderId))).toEqual([]);

    const paid = dataOf(await payParts(check.orderId, check.version, [first, second, third].map((amount) => ({ payMethodId: card.id, amount }))));
    expect(paid.payments.map((payment) => payment.amount)).toEqual([first, second, third]);
  });
});
