import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Allowance,
  DEVICE_SETTING_PATHS,
  EINVOICE_OPERATION_PATHS,
  EINVOICE_PATHS,
  type OrderInvoice,
  type OrderRefunds,
  PRINT_PATHS,
  type PrintJob,
  type PrintResult,
  REFUND_ISSUE_MESSAGE,
  REFUND_MSG,
  REPORT_PATHS,
  type RefundResult,
  type RevenueTotals,
  type Shift,
  type ShiftFinishResult,
  SHIFT_PATHS,
} from '@diancan/core';
import { cashDrawerRecords } from '../../src/platform/db/schema/index.js';
import { passManagerCode } from '../fixtures.js';
import { dataOf, withQuery } from '../harness.js';
import { addTrack, type EinvoiceWorld, moveClock, placeOrder, startEinvoiceWorld } from './einvoice-fixtures.js';

let world: EinvoiceWorld;

beforeAll(async () => {
  world = await startEinvoiceWorld();
  await addTrack(world, { year: 2026, startMonth: 11, letters: 'AB', startNumber: '00000000', endNumber: '00000099' });
});
afterAll(async () => {
  await world?.close();
});

const paths = EINVOICE_OPERATION_PATHS;
const refund = (body: object) => world.owner.post<RefundResult>(paths.refund.path, { storeId: world.storeId, reason: '客人退貨', ...body });
const refunded = async (body: object) => dataOf(await refund(body));
const refundsOf = async (orderId: number) =>
  dataOf(await world.owner.get<OrderRefunds>(withQuery(paths.getOrderRefunds.path, { storeId: world.storeId, orderId })));
const invoicesOf = async (orderId: number) =>
  dataOf(await world.owner.get<OrderInvoice[]>(withQuery(EINVOICE_PATHS.getOrderInvoices.path, { storeId: world.storeId, orderId })));
const failure = async (body: object) => {
  const response = await refund(body);
  return [response.status, (response.body as unknown as { message: string }).message];
};
const drawerRecord = async (id: number | null) => {
  const [row] = await world.server.db
    .select()
    .from(cashDrawerRecords)
    .where(and(eq(cashDrawerRecords.storeId, world.storeId), eq(cashDrawerRecords.id, id ?? 0)));
  return row;
};

describe('refunds before the cancel deadline', () => {
  it('cancels (作廢) a consumer invoice refunded whole, and records the cash given back on the day', async () => {
    const order = await placeOrder(world, { count: 2 });
    const result = await refunded({ orderId: order.orderId });
    expect(result.action).toBe('CANCEL');
    expect(result.allowance).toBeNull();
    expect(result.invoice).toMatchObject({ status: 'VOIDED', voidReason: '客人退貨', invoiceNumber: order.invoice?.invoiceNumber });
    expect(result.refund).toMatchObject({ amount: 20_000, businessDate: '2026-11-21', action: 'CANCEL', reverted: false });
    expect(await drawerRecord(result.refund.cashDrawerRecordId)).toMatchObject({ type: 'EXPENSE', amountCents: 20_000, businessDate: '2026-11-21' });
    expect((await invoicesOf(order.orderId)).map((invoice) => invoice.status)).toEqual(['VOIDED']);
    expect(await failure({ orderId: order.orderId })).toEqual([409, REFUND_ISSUE_MESSAGE.NOTHING_LEFT]);
  });

  it('gives a partial refund an allowance (折讓) with its own number, line by line, then by amount, then the rest', async () => {
    const order = await placeOrder(world, { count: 3 });
    const [line] = (await refundsOf(order.orderId)).lines;
    if (!line) throw new Error('no line');
    const first = await refunded({ orderId: order.orderId, lines: [{ orderDetailId: line.orderDetailId, count: 1 }] });
    expect(first.action).toBe('ALLOWANCE');
    expect(first.allowance).toMatchObject({
      allowanceNumber: '202611210001',
      allowanceDate: '2026-11-21',
      invoiceNumber: order.invoice?.invoiceNumber,
      status: 'ISSUED',
      totalAmount: 10_000,
      salesAmount: 9_500,
      taxAmount: 500,
      items: [{ name: '發票便當', quantity: 1, amount: 9_500, tax: 500, originalSequence: 1 }],
    });
    expect((await invoicesOf(order.orderId)).map((invoice) => invoice.status)).toEqual(['ISSUED']);

    const second = await refunded({ orderId: order.orderId, amount: 5_000 });
    expect(second.allowance).toMatchObject({ allowanceNumber: '202611210002', totalAmount: 5_000, items: [{ name: '退款折讓', originalSequence: null }] });
    expect(await refundsOf(order.orderId)).toMatchObject({ refundedAmount: 15_000, refundableAmount: 15_000, lines: [{ refundedCount: 1, refundableCount: 2 }] });

    expect(await failure({ orderId: order.orderId, lines: [{ orderDetailId: line.orderDetailId, count: 3 }] })).toEqual([409, REFUND_ISSUE_MESSAGE.COUNT_EXCEEDED]);
    expect(await failure({ orderId: order.orderId, amount: 20_000 })).toEqual([409, REFUND_ISSUE_MESSAGE.AMOUNT_EXCEEDED]);
    const rest = await refunded({ orderId: order.orderId });
    expect(rest.refund).toMatchObject({ amount: 15_000, lines: [{ orderDetailId: line.orderDetailId, count: 2, amount: 15_000 }] });
    expect(await refundsOf(order.orderId)).toMatchObject({ refundableAmount: 0, lines: [{ refundableCount: 0 }] });
  });

  it('always gives a 統編 buyer an allowance, with the tax split', async () => {
    const order = await placeOrder(world, { count: 2, invoice: { type: 'uniformNumber', number: '12345678' } });
    const result = await refunded({ orderId: order.orderId });
    expect(result.action).toBe('ALLOWANCE');
    expect(result.allowance).toMatchObject({ buyerTaxId: '12345678', totalAmount: 20_000, salesAmount: 19_000, taxAmount: 1_000 });

    // The allowance proof prints: in the browser (the documents come back) and through a printer box (a job queued).
    const print = () => world.owner.post<PrintResult>(paths.printAllowance.path, { storeId: world.storeId, allowanceId: result.allowance?.id });
    const inBrowser = dataOf(await print());
    expect(inBrowser.jobIds).toEqual([]);
    expect(inBrowser.documents).toMatchObject([{ printer: 'POS', document: { kind: 'ALLOWANCE', title: `折讓證明單 ${result.allowance?.allowanceNumber}` } }]);
    await world.owner.put(DEVICE_SETTING_PATHS.updateDeviceSetting.path, { storeId: world.storeId, printClient: 'PRINTER_BOX' });
    const boxed = dataOf(await print());
    await world.owner.put(DEVICE_SETTING_PATHS.updateDeviceSetting.path, { storeId: world.storeId, printClient: 'BLUETOOTH' });
    expect(boxed.jobIds).toHaveLength(1);
    const job = dataOf(await world.owner.post<PrintJob>(PRINT_PATHS.claim.path, { storeId: world.storeId, jobId: boxed.jobIds[0] }));
    expect(job).toMatchObject({ kind: 'ALLOWANCE', columns: 32 });
    const missing = await world.owner.post(paths.printAllowance.path, { storeId: world.storeId, allowanceId: 999_999 });
    expect([missing.status, (missing.body as unknown as { message: string }).message]).toEqual([404, REFUND_MSG.ALLOWANCE_NOT_FOUND]);
  });

  it('lets one of two concurrent refunds of the last unit win', async () => {
    const order = await placeOrder(world, { count: 1 });
    const [line] = (await refundsOf(order.orderId)).lines;
    const body = { orderId: order.orderId, lines: [{ orderDetailId: line?.orderDetailId, count: 1 }] };
    const answers = await Promise.all([refund(body), refund(body), refund(body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const [state] = [await refundsOf(order.orderId)];
    expect(state.refunds).toHaveLength(1);
    expect(state.refundedAmount).toBe(10_000);
  });

  it('cancels an allowance (G0501): the refund is reverted, the lines refundable again, the cash back in the drawer', async () => {
    const order = await placeOrder(world, { count: 2 });
    const [line] = (await refundsOf(order.orderId)).lines;
    const result = await refunded({ orderId: order.orderId, lines: [{ orderDetailId: line?.orderDetailId, count: 1 }] });
    const cancel = (reason: string) =>
      world.owner.post<Allowance>(paths.cancelAllowance.path, { storeId: world.storeId, allowanceId: result.allowance?.id, reason });
    const cancelled = dataOf(await cancel('開錯折讓'));
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelReason: '開錯折讓', cancelledAt: expect.any(String) });
    expect((await cancel('再作廢')).status).toBe(409);
    const state = await refundsOf(order.orderId);
    expect(state).toMatchObject({ refundedAmount: 0, lines: [{ refundableCount: 2 }], refunds: [{ reverted: true }] });
    const [income] = await world.server.db
      .select()
      .from(cashDrawerRecords)
      .where(and(eq(cashDrawerRecords.storeId, world.storeId), eq(cashDrawerRecords.type, 'INCOME')));
    expect(income).toMatchObject({ amountCents: 10_000, businessDate: '2026-11-21' });
  });

  it('refuses bad input with a clear message and another store’s order with 404', async () => {
    const order = await placeOrder(world);
    const lineless = await refund({ orderId: order.orderId, lines: [{ orderDetailId: 1, count: 1 }], amount: 100 });
    expect([lineless.status, (lineless.body as unknown as { message: string }).message]).toEqual([400, REFUND_MSG.LINES_OR_AMOUNT]);
    expect((await refund({ orderId: order.orderId, amount: 150 })).status).toBe(400);
    expect((await refund({ orderId: order.orderId, lines: [{ orderDetailId: 1, count: -1 }] })).status).toBe(400);
    expect((await refund({ orderId: order.orderId, reason: '' })).status).toBe(400);
    expect((await refund({ orderId: 2 ** 62 })).status).toBe(400);
    expect((await failure({ orderId: order.orderId, lines: [{ orderDetailId: 999_999, count: 1 }] }))[0]).toBe(404);
    const other = await world.owner.post(paths.refund.path, { storeId: world.secondStoreId, orderId: order.orderId, reason: 'x' });
    expect(other.status).toBe(404);
  });
});

describe('refunds after the cancel deadline (moved clock)', () => {
  it('gives a whole refund an allowance dated the day of the refund once the invoice can no longer be cancelled', async () => {
    const order = await placeOrder(world, { count: 1 });
    // The reports sit behind the manager-code gate, and a moved clock signs in again: pass the code before reading.
    const revenueOf = async (date: string) => {
      await passManagerCode(world.server.db, world.owner, world.storeId);
      return dataOf(await world.owner.post<RevenueTotals>(REPORT_PATHS.revenue.path, { storeId: world.storeId, startDate: date, endDate: date }));
    };
    const saleDayBefore = await revenueOf('2026-11-21');
    expect(saleDayBefore.refundCount).toBe(6); // the refunds made that day above (the cancelled allowance's one reverted)
    // The day's shift is handed over with its sales and the refunds made in it.
    const finished = dataOf(await world.owner.post<ShiftFinishResult>(SHIFT_PATHS.finish.path, { storeId: world.storeId, countedCash: 0, nextOpeningFloat: 0 }));
    expect(finished.shift).toMatchObject({ refundCount: 6 });
    await moveClock(world, new Date('2027-01-16T02:00:00Z')); // 2027-01-16 10:00 Taipei: past 2027-01-15
    const result = await refunded({ orderId: order.orderId });
    expect(result.action).toBe('ALLOWANCE');
    expect(result.allowance).toMatchObject({ allowanceDate: '2027-01-16', allowanceNumber: '202701160001', invoiceDate: '2026-11-21' });
    expect(result.refund.businessDate).toBe('2027-01-16');
    expect((await invoicesOf(order.orderId))[0]?.status).toBe('ISSUED');

    // The reports count the refund on its own day; the sale's day keeps the sale as it was.
    expect(await revenueOf('2027-01-16')).toMatchObject({ orderCount: 0, net: 0, refundCount: 1, refundAmount: 10_000 });
    expect(await revenueOf('2026-11-21')).toEqual(saleDayBefore);
    // The open shift counts the refund (and its cash leaving the drawer), not the sale of an earlier shift.
    const shift = dataOf(await world.owner.post<Shift>(SHIFT_PATHS.detail.path, { storeId: world.storeId }));
    expect(shift).toMatchObject({ orderCount: 0, salesTotal: 0, refundCount: 1, refundAmount: 10_000, drawerExpense: 10_000 });
  });
});
