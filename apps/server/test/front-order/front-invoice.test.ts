import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EINVOICE_PATHS, FRONT_MSG, type DiningTable, ORDER_BOARD_PATHS, type OrderCard, type OrderInvoice } from '@diancan/core';
import { addTrack, type EinvoiceWorld, ITEM_PRICE, startEinvoiceWorld } from '../einvoice/einvoice-fixtures.js';
import { dataOf, withQuery } from '../menu/menu-fixtures.js';
import { addTable, orderStatus, submit } from './front-fixtures.js';

/** A front-stage order's e-invoice: refused up front when no number is left; issued when the counter takes payment. */

let world: EinvoiceWorld;
let table: DiningTable;
beforeAll(async () => {
  world = await startEinvoiceWorld();
  table = await addTable(world.owner, world.storeId, '發票桌');
});
afterAll(async () => {
  await world?.close();
});

describe('e-invoice of a front-stage order', () => {
  it('is refused while the store has no invoice number left, then issued with the payment at the counter', async () => {
    const customer = world.server.client();
    const body = { token: table.token, type: 'INSIDE', lines: [{ itemId: world.itemId, count: 2 }] };
    const refused = await submit(customer, body);
    expect([refused.status, refused.body.message]).toEqual([409, FRONT_MSG.NO_INVOICE_NUMBERS]);

    await addTrack(world, { year: 2026, startMonth: 11, letters: 'FR', startNumber: '00000000', endNumber: '00000049' });
    const placed = dataOf(await submit(customer, body));
    expect(placed.total).toBe(2 * ITEM_PRICE);
    const { owner, storeId } = world;
    const card = dataOf(await owner.get<OrderCard[]>(withQuery(ORDER_BOARD_PATHS.getOrderCardList.path, { storeId }))).find((entry) => entry.orderNo === placed.orderNo)!;
    expect(card).toMatchObject({ source: 'MOBILE', paymentStatus: 'UNPAID' });
    const invoicesOf = async () => dataOf(await owner.get<OrderInvoice[]>(withQuery(EINVOICE_PATHS.getOrderInvoices.path, { storeId, orderId: card.id })));
    expect(await invoicesOf()).toEqual([]);

    dataOf(await owner.put(ORDER_BOARD_PATHS.updateOrderPaid.path, {
      storeId,
      orderId: card.id,
      version: card.version,
      payMethodId: world.cash.id,
      paid: 50_000,
      invoice: { type: 'phoneCarrier', number: '/ABC+123' },
    }));
    const [invoice] = await invoicesOf();
    expect(invoice).toMatchObject({ status: 'ISSUED', carrierId: '/ABC+123', invoiceNumber: 'FR00000000' });
    expect(dataOf(await orderStatus(customer, placed.statusToken)).paymentStatus).toBe('PAID');
  });
});
