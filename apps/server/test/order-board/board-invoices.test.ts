import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EINVOICE_MSG, EINVOICE_PATHS, type OrderDetail, ORDER_BOARD_PATHS, ORDER_DETAIL_PATHS, type OrderCard, type OrderInvoice } from '@diancan/core';
import { einvoiceTracks } from '../../src/platform/db/schema/index.js';
import { dataOf, withQuery } from '../harness.js';
import { addTrack, type EinvoiceWorld, ITEM_PRICE, placeOrder, startEinvoiceWorld } from '../einvoice/einvoice-fixtures.js';

/** The board's edits with the e-invoice module composed: an issued invoice follows every change of the order. */
let world: EinvoiceWorld;

beforeAll(async () => {
  world = await startEinvoiceWorld();
  await addTrack(world, { year: 2026, startMonth: 11, letters: 'BD', startNumber: '00000000', endNumber: '00000049' });
});
afterAll(async () => {
  await world?.close();
});

const invoicesOf = async (orderId: number) =>
  dataOf(await world.owner.get<OrderInvoice[]>(withQuery(EINVOICE_PATHS.getOrderInvoices.path, { storeId: world.storeId, orderId })));
const lines = (count: number) => [{ itemId: world.itemId, count, unitPrice: ITEM_PRICE }];

describe('order board and e-invoices', () => {
  it('reissues the invoice for the new amount when lines change, in the edit\'s transaction', async () => {
    const order = await placeOrder(world);
    expect((await invoicesOf(order.orderId)).map((invoice) => invoice.status)).toEqual(['ISSUED']);
    const detail = dataOf(
      await world.owner.post<OrderDetail>(ORDER_BOARD_PATHS.addOrderDetail.path, { storeId: world.storeId, orderId: order.orderId, version: 1, lines: lines(2) }),
    );
    expect(detail.totals.payable).toBe(3 * ITEM_PRICE);
    expect((await invoicesOf(order.orderId)).map((invoice) => [invoice.status, invoice.totalAmount, invoice.voidReason])).toEqual([
      ['VOIDED', ITEM_PRICE, '訂單修改'],
      ['ISSUED', 3 * ITEM_PRICE, null],
    ]);

    // Information only: the invoice stays.
    dataOf(await world.owner.put(ORDER_BOARD_PATHS.updateOrderInfo.path, { storeId: world.storeId, orderId: order.orderId, version: 2, remark: '外帶袋' }));
    expect(await invoicesOf(order.orderId)).toHaveLength(2);
  });

  it('voids the invoice when the order is cancelled', async () => {
    const order = await placeOrder(world, { count: 2 });
    dataOf(await world.owner.put<OrderCard>(ORDER_BOARD_PATHS.updateOrderStatus.path, { storeId: world.storeId, orderId: order.orderId, version: 1, status: 'CANCELLED' }));
    expect((await invoicesOf(order.orderId)).map((invoice) => [invoice.status, invoice.voidReason])).toEqual([['VOIDED', '訂單取消']]);
  });

  it('refuses the whole edit when the invoice cannot be reissued: nothing of it stays', async () => {
    const order = await placeOrder(world);
    // The track's numbers run out: the reissue has no number to take.
    await world.server.db
      .update(einvoiceTracks)
      .set({ nextNumber: sql`${einvoiceTracks.endNumber} + 1` })
      .where(eq(einvoiceTracks.storeId, world.storeId));
    const refused = await world.owner.post(ORDER_BOARD_PATHS.addOrderDetail.path, { storeId: world.storeId, orderId: order.orderId, version: 1, lines: lines(1) });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(EINVOICE_MSG.NO_NUMBERS);
    const detail = dataOf(await world.owner.get<OrderDetail>(withQuery(ORDER_DETAIL_PATHS.order.path, { storeId: world.storeId, orderId: order.orderId })));
    expect(detail).toMatchObject({ version: 1, totals: { payable: ITEM_PRICE } });
    expect(detail.lines).toHaveLength(1);
    expect((await invoicesOf(order.orderId)).map((invoice) => invoice.status)).toEqual(['ISSUED']);
  });
});
