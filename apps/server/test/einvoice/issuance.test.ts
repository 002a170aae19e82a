import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AddOrderResult, EINVOICE_MSG, EINVOICE_PATHS, type OrderInvoice, PAY_METHOD_PATHS, type PayMethod } from '@diancan/core';
import { einvoiceInvoices, einvoiceSettings, einvoiceTracks, menuItems, orderIdempotencyKeys, orders } from '../../src/platform/db/schema/index.js';
import type { Envelope, TestResponse } from '../harness.js';
import { dataOf, withQuery } from '../harness.js';
import { orderBody, sendOrder } from '../pos/checkout-fixtures.js';
import { seedDemoData } from '../../src/seed/demo-seed.js';
import { addTrack, type EinvoiceWorld, moveClock, NOV_21_NOON_TAIPEI, orderOf, placeOrder, startEinvoiceWorld } from './einvoice-fixtures.js';

let world: EinvoiceWorld;

beforeAll(async () => {
  world = await startEinvoiceWorld();
});
afterAll(async () => {
  await world?.close();
});

async function cashOf(storeId: number): Promise<PayMethod> {
  const methods = dataOf(await world.owner.get<PayMethod[]>(withQuery(PAY_METHOD_PATHS.getList.path, { storeId })));
  const cash = methods.find((method) => method.statisticKey === 'CASH');
  if (!cash) throw new Error('no cash method');
  return cash;
}

async function invoicesOf(orderId: number): Promise<OrderInvoice[]> {
  return dataOf(await world.owner.get<OrderInvoice[]>(withQuery(EINVOICE_PATHS.getOrderInvoices.path, { storeId: world.storeId, orderId })));
}

async function nextNumberOf(trackId: number): Promise<number | undefined> {
  const [row] = await world.server.db.select({ next: einvoiceTracks.nextNumber }).from(einvoiceTracks).where(eq(einvoiceTracks.id, trackId));
  return row?.next;
}

describe('issuance in addOrder', () => {
  it('refuses the checkout before anything is written when the period has no number, and issues once a track is entered', async () => {
    world.clock.set(NOV_21_NOON_TAIPEI);
    const { send } = await orderOf(world);
    const refused = await send('no-track-key-1');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ status: false, message: EINVOICE_MSG.NO_NUMBERS });
    const keys = await world.server.db.select().from(orderIdempotencyKeys).where(eq(orderIdempotencyKeys.key, 'no-track-key-1'));
    expect(keys).toEqual([]);

    const track = await addTrack(world, { year: 2026, startMonth: 11, letters: 'AB', startNumber: '00000050', endNumber: '00000149' });
    // The same key again, now that a number is there: the refused attempt left nothing behind.
    const result = dataOf(await send('no-track-key-1'));
    expect(result.invoice).toEqual({
      invoiceId: expect.any(Number),
      invoiceNumber: 'AB00000050',
      periodText: '115年11-12月',
      randomCode: expect.stringMatching(/^\d{4}$/),
      buyerTaxId: null,
      printable: true,
      totalAmount: 10_000,
    });
    expect(await nextNumberOf(track.id)).toBe(51);
  });

  it('answers a retried checkout with the same invoice, and issues nothing more', async () => {
    const { send } = await orderOf(world, { count: 2 });
    const first = dataOf(await send('retry-key-0001'));
    const again = await send('retry-key-0001');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(dataOf(again)).toEqual(first);
    expect(await invoicesOf(first.orderId)).toHaveLength(1);
  });

  it('splits the tax for a 統編 buyer; a carrier or a donation is not printed', async () => {
    const b2b = await placeOrder(world, { count: 3, invoice: { type: 'uniformNumber', number: '12345678' } });
    expect(b2b.invoice).toMatchObject({ buyerTaxId: '12345678', printable: true, totalAmount: 30_000 });
    expect(await invoicesOf(b2b.orderId)).toEqual([
      expect.objectContaining({ status: 'ISSUED', buyerTaxId: '12345678', salesAmount: 28_600, taxAmount: 1_400, totalAmount: 30_000 }),
    ]);

    const carrier = await placeOrder(world, { invoice: { type: 'phoneCarrier', number: '/ABC+123' } });
    expect(carrier.invoice?.printable).toBe(false);
    expect((await invoicesOf(carrier.orderId))[0]).toMatchObject({ carrierType: '3J0002', carrierId: '/ABC+123', salesAmount: 10_000, taxAmount: 0 });

    const donated = await placeOrder(world, { invoice: { type: 'donationNumber', number: '8585' } });
    expect((await invoicesOf(donated.orderId))[0]).toMatchObject({ donationCode: '8585', printable: false, buyerTaxId: null });
  });

  it('gives 10 concurrent terminals the last 5 numbers: 5 consecutive invoices, 5 clear refusals, nothing skipped', async () => {
    world.clock.set(NOV_21_NOON_TAIPEI);
    const { db } = world.server;
    await db.delete(einvoiceTracks).where(and(eq(einvoiceTracks.storeId, world.storeId), eq(einvoiceTracks.nextNumber, einvoiceTracks.startNumber)));
    const track = await addTrack(world, { year: 2026, startMonth: 11, letters: 'ZZ', startNumber: '00001000', endNumber: '00001049' });
    // Used up but for the last 5.
    await db.update(einvoiceTracks).set({ nextNumber: 1045 }).where(eq(einvoiceTracks.id, track.id));
    const others = await db.select().from(einvoiceTracks).where(eq(einvoiceTracks.storeId, world.storeId));
    for (const other of others.filter((row) => row.id !== track.id)) {
      await db.update(einvoiceTracks).set({ nextNumber: other.endNumber + 1 }).where(eq(einvoiceTracks.id, other.id));
    }
    const before = (await db.select().from(orders).where(eq(orders.storeId, world.storeId))).length;

    const bodies = await Promise.all(Array.from({ length: 10 }, () => orderOf(world)));
    const responses: TestResponse<Envelope<AddOrderResult>>[] = await Promise.all(bodies.map(({ send }) => send()));
    const accepted = responses.filter((response) => response.status === 200).map((response) => dataOf(response));
    const refused = responses.filter((response) => response.status !== 200);
    expect(accepted).toHaveLength(5);
    expect(refused.map((response) => [response.status, response.body.message])).toEqual(Array(5).fill([409, EINVOICE_MSG.NO_NUMBERS]));
    expect(accepted.map((result) => result.invoice?.invoiceNumber).sort()).toEqual([
      'ZZ00001045',
      'ZZ00001046',
      'ZZ00001047',
      'ZZ00001048',
      'ZZ00001049',
    ]);
    expect(await nextNumberOf(track.id)).toBe(1050);
    // Every accepted order has its invoice; no refused one left an order behind.
    expect((await db.select().from(orders).where(eq(orders.storeId, world.storeId))).length).toBe(before + 5);
    const issued = await db.select().from(einvoiceInvoices).where(eq(einvoiceInvoices.trackId, track.id));
    expect(issued.map((row) => row.orderId).sort()).toEqual(accepted.map((result) => result.orderId).sort());
  });

  it('rolls over to the next period at midnight Asia/Taipei at the two-month boundary', async () => {
    await addTrack(world, { year: 2026, startMonth: 11, letters: 'YY', startNumber: '00000000', endNumber: '00000049' });
    await addTrack(world, { year: 2027, startMonth: 1, letters: 'XA', startNumber: '00000100', endNumber: '00000149' });
    // 2026-12-31 23:59:59 in Taipei is 15:59:59 UTC.
    await moveClock(world, new Date('2026-12-31T15:59:59Z'));
    const lastOfYear = await placeOrder(world);
    expect(lastOfYear.invoice).toMatchObject({ invoiceNumber: 'YY00000000', periodText: '115年11-12月' });
    world.clock.set(new Date('2026-12-31T16:00:00Z'));
    const firstOfYear = await placeOrder(world);
    expect(firstOfYear.invoice).toMatchObject({ invoiceNumber: 'XA00000100', periodText: '116年01-02月' });
    expect((await invoicesOf(firstOfYear.orderId))[0]?.periodKey).toBe('11602');
    await moveClock(world, NOV_21_NOON_TAIPEI);
  });

  it('issues out of the box on a demo store: the seed gives it a seller and tracks for the period it runs in', async () => {
    // Seeding again (as every demo start does) adds the tracks of the clock's period when the template had none.
    expect(await seedDemoData(world.server.db, world.clock.clock())).toBe(false);
    const [item] = await world.server.db
      .select({ id: menuItems.id, price: menuItems.priceCents })
      .from(menuItems)
      .where(eq(menuItems.storeId, world.secondStoreId))
      .limit(1);
    if (!item) throw new Error('the demo store has no menu');
    const body = await orderBody(world.owner, world.secondStoreId, [{ itemId: item.id, count: 1, unitPrice: item.price }], { payMethod: await cashOf(world.secondStoreId) });
    const result = dataOf(await sendOrder(world.owner, body));
    expect(result.invoice?.invoiceNumber).toMatch(/^DB\d{8}$/);
    expect(result.invoice?.periodText).toBe('115年11-12月');
  });

  it('refuses the checkout when the seller is not set, and issues nothing with invoices switched off', async () => {
    const { db } = world.server;
    const [seller] = await db.select().from(einvoiceSettings).where(eq(einvoiceSettings.storeId, world.storeId));
    await db.update(einvoiceSettings).set({ sellerTaxId: null }).where(eq(einvoiceSettings.storeId, world.storeId));
    await addTrack(world, { year: 2026, startMonth: 11, letters: 'WW', startNumber: '00000000', endNumber: '00000049' });
    const refused = await (await orderOf(world)).send();
    expect([refused.status, refused.body.message]).toEqual([409, EINVOICE_MSG.SELLER_MISSING]);
    await db.update(einvoiceSettings).set({ sellerTaxId: seller?.sellerTaxId ?? null }).where(eq(einvoiceSettings.storeId, world.storeId));

    dataOf(
      await world.owner.put(EINVOICE_PATHS.updateStoreInvoiceSetting.path, {
        storeId: world.storeId,
        storeInvoiceSwitch: false,
        sellerTaxId: seller?.sellerTaxId,
        sellerName: seller?.sellerName,
      }),
    );
    const plain = await placeOrder(world);
    expect(plain.invoice).toBeNull();
    expect(await invoicesOf(plain.orderId)).toEqual([]);
  });
});
