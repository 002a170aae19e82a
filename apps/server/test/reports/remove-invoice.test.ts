import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { einvoiceInvoices } from '../../src/platform/db/schema/index.js';
import { dataOf } from '../harness.js';
import { finishOrder, placeOrder, removeOrders, type ReportWorld, startReportWorld } from './report-fixtures.js';

let world: ReportWorld;

beforeAll(async () => {
  // The demo stores issue e-invoices (seller and tracks seeded): every order here gets one at checkout.
  world = await startReportWorld('2026-11-10', {}, { invoices: true });
});
afterAll(async () => {
  await world?.close();
});

describe('store/report/order/batchRemove with e-invoices', () => {
  it('voids the removed order’s invoice in the same transaction, with the reason', async () => {
    const order = await placeOrder(world, [{ itemId: world.items[0]!.id, count: 2, unitPrice: 3_000 }]);
    const invoicesOf = () => world.db.select().from(einvoiceInvoices).where(eq(einvoiceInvoices.orderId, order.orderId));
    expect((await invoicesOf()).map((invoice) => invoice.status)).toEqual(['ISSUED']);

    await finishOrder(world.db, order.orderId, 'COMPLETED');
    dataOf(await removeOrders(world.owner, world.storeId, [order.orderId], '客人取消'));

    const [invoice] = await invoicesOf();
    expect(invoice).toMatchObject({ status: 'VOIDED' });
    expect(invoice?.voidReason).toContain('客人取消');
  });
});
