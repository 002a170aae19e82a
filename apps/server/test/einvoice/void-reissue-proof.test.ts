import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EINVOICE_MSG, EINVOICE_PATHS, type InvoiceProof, type OrderInvoice } from '@diancan/core';
import { einvoiceInvoices, einvoiceTracks, orders } from '../../src/platform/db/schema/index.js';
import { dataOf, withQuery } from '../harness.js';
import { addTrack, type EinvoiceWorld, moveClock, NOV_21_NOON_TAIPEI, placeOrder, startEinvoiceWorld } from './einvoice-fixtures.js';

let world: EinvoiceWorld;

beforeAll(async () => {
  world = await startEinvoiceWorld();
  await addTrack(world, { year: 2026, startMonth: 11, letters: 'AB', startNumber: '00000000', endNumber: '00000099' });
});
afterAll(async () => {
  await world?.close();
});

const invoicesOf = async (orderId: number) =>
  dataOf(await world.owner.get<OrderInvoice[]>(withQuery(EINVOICE_PATHS.getOrderInvoices.path, { storeId: world.storeId, orderId })));
const post = (path: string, body: object) => world.owner.post(path, { storeId: world.storeId, ...body });
const failure = async (path: string, body: object) => {
  const response = await post(path, body);
  return [response.status, (response.body as { message: string }).message];
};

describe('void and reissue', () => {
  it('voids with its reason, keeps the row, and reissues the next number pointing back at it', async () => {
    const order = await placeOrder(world, { count: 2 });
    const voided = dataOf(await post(EINVOICE_PATHS.void.path, { orderId: order.orderId, reason: '客人退貨' })) as OrderInvoice;
    expect(voided).toMatchObject({ status: 'VOIDED', voidReason: '客人退貨', invoiceNumber: order.invoice?.invoiceNumber, voidedAt: expect.any(String) });
    expect(await failure(EINVOICE_PATHS.void.path, { orderId: order.orderId, reason: '再作廢' })).toEqual([409, EINVOICE_MSG.NO_ISSUED_INVOICE]);

    const reissued = dataOf(await post(EINVOICE_PATHS.reissue.path, { orderId: order.orderId, reason: '重新開立' })) as OrderInvoice;
    expect(reissued).toMatchObject({ status: 'ISSUED', reissuedFromId: voided.id, totalAmount: 20_000 });
    expect(reissued.invoiceNumber).not.toBe(voided.invoiceNumber);
    expect((await invoicesOf(order.orderId)).map((invoice) => invoice.status)).toEqual(['VOIDED', 'ISSUED']);
  });

  it('reissues for a 統編 given after the sale: the issued one is voided, the new one splits the tax', async () => {
    const order = await placeOrder(world, { count: 3 });
    const reissued = dataOf(
      await post(EINVOICE_PATHS.reissue.path, { orderId: order.orderId, reason: '補統編', invoice: { type: 'uniformNumber', number: '12345678' } }),
    ) as OrderInvoice;
    expect(reissued).toMatchObject({ buyerTaxId: '12345678', salesAmount: 28_600, taxAmount: 1_400, totalAmount: 30_000 });
    const [first] = await invoicesOf(order.orderId);
    expect(first).toMatchObject({ status: 'VOIDED', voidReason: '補統編' });
    const [row] = await world.server.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row).toMatchObject({ invoiceType: 'uniformNumber', invoiceCode: '12345678' });
  });

  it('follows order changes through the port, inside the caller transaction', async () => {
    const { db, app } = world.server;
    const port = app.services.einvoice.orderInvoices;
    const order = await placeOrder(world);
    const change = { storeId: world.storeId, orderId: order.orderId, userId: 1, now: world.clock.clock(), reason: '訂單修改' };
    await db.transaction(async (tx) => {
      await tx.update(orders).set({ payableCents: 25_000 }).where(eq(orders.id, order.orderId));
      await port.reissueForOrder(tx, change);
    });
    const afterEdit = await invoicesOf(order.orderId);
    expect(afterEdit.map((invoice) => [invoice.status, invoice.totalAmount, invoice.voidReason])).toEqual([
      ['VOIDED', 10_000, '訂單修改'],
      ['ISSUED', 25_000, null],
    ]);

    // A change that fails later in the caller's transaction takes the void and the new number back with it.
    const [track] = await db.select().from(einvoiceTracks).where(eq(einvoiceTracks.letters, 'AB'));
    await expect(
      db.transaction(async (tx) => {
        await port.reissueForOrder(tx, change);
        throw new Error('the edit failed');
      }),
    ).rejects.toThrow('the edit failed');
    expect(await invoicesOf(order.orderId)).toEqual(afterEdit);
    const [trackAfter] = await db.select().from(einvoiceTracks).where(eq(einvoiceTracks.letters, 'AB'));
    expect(trackAfter?.nextNumber).toBe(track?.nextNumber);

    await db.transaction((tx) => port.voidForOrder(tx, { ...change, reason: '訂單取消' }));
    expect((await invoicesOf(order.orderId)).map((invoice) => invoice.status)).toEqual(['VOIDED', 'VOIDED']);
    // Nothing to do for an order without an issued invoice.
    await db.transaction((tx) => port.voidForOrder(tx, change));
  });

  it('voids until the 15th of the next period in Taipei, not after; another store cannot reach the order', async () => {
    const onTime = await placeOrder(world);
    const late = await placeOrder(world);
    await moveClock(world, new Date('2027-01-15T15:59:00Z')); // 2027-01-15 23:59 in Taipei
    expect((await post(EINVOICE_PATHS.void.path, { orderId: onTime.orderId, reason: '期限內' })).status).toBe(200);
    await moveClock(world, new Date('2027-01-15T16:00:00Z')); // 2027-01-16 00:00
    expect(await failure(EINVOICE_PATHS.void.path, { orderId: late.orderId, reason: '太晚' })).toEqual([409, EINVOICE_MSG.VOID_DEADLINE_PASSED]);
    await moveClock(world, NOV_21_NOON_TAIPEI);
    const elsewhere = await world.owner.post(EINVOICE_PATHS.void.path, { storeId: world.secondStoreId, orderId: late.orderId, reason: '別店' });
    expect(elsewhere.status).toBe(404);
  });
});

describe('printInvoice (電子發票證明聯)', () => {
  it('gives the specification test vector: XF00001234, random code 9876, key FE05F029... -> CamotDNRUN8bVyY5S1BhFQ==', async () => {
    const { db } = world.server;
    const track = await addTrack(world, { year: 2026, startMonth: 11, letters: 'XF', startNumber: '00001200', endNumber: '00001249' });
    const others = await db.select().from(einvoiceTracks).where(eq(einvoiceTracks.storeId, world.storeId));
    for (const other of others) {
      const next = other.id === track.id ? 1234 : other.endNumber + 1;
      await db.update(einvoiceTracks).set({ nextNumber: next }).where(eq(einvoiceTracks.id, other.id));
    }
    const order = await placeOrder(world, { count: 3, invoice: { type: 'uniformNumber', number: '12345678' } });
    expect(order.invoice?.invoiceNumber).toBe('XF00001234');
    await db.update(einvoiceInvoices).set({ randomCode: '9876' }).where(eq(einvoiceInvoices.invoiceNumber, 'XF00001234'));

    const proof = dataOf(await post(EINVOICE_PATHS.printInvoice.path, { orderId: order.orderId })) as InvoiceProof;
    // Hand-computed: NT$300 to a 統編 buyer = 286 + 14 tax; 286 = 0x11e, 300 = 0x12c; seller 24536806 (demo store).
    const head = 'XF00001234' + '1151121' + '9876' + '0000011e' + '0000012c' + '12345678' + '24536806' + 'CamotDNRUN8bVyY5S1BhFQ==';
    expect(head).toHaveLength(77);
    expect(proof).toMatchObject({
      title: '電子發票證明聯',
      reprint: false,
      periodText: '115年11-12月',
      invoiceNumberText: 'XF-00001234',
      issuedAtText: '2026-11-21 12:00:00',
      randomCode: '9876',
      formatText: '格式 25',
      sellerTaxId: '24536806',
      buyerTaxId: '12345678',
      salesAmount: 28_600,
      taxAmount: 1_400,
      totalAmount: 30_000,
      barcode: '11512XF000012349876',
      qrLeft: `${head}:**********:1:1:1:發票便當:3:100`,
      qrRight: '**',
      qrVersion: 7,
      items: [{ name: '發票便當', quantity: 3, unitPrice: 10_000, amount: 30_000 }],
    });
    const again = dataOf(await post(EINVOICE_PATHS.printInvoice.path, { orderId: order.orderId })) as InvoiceProof;
    expect(again).toMatchObject({ title: '電子發票證明聯 補印', reprint: true });
  });

  it('prints no proof for a carrier, a donation or a voided invoice', async () => {
    const { db } = world.server;
    await addTrack(world, { year: 2026, startMonth: 11, letters: 'PR', startNumber: '00000000', endNumber: '00000049' });
    const carrier = await placeOrder(world, { invoice: { type: 'phoneCarrier', number: '/ABC1234' } });
    expect(await failure(EINVOICE_PATHS.printInvoice.path, { orderId: carrier.orderId })).toEqual([409, EINVOICE_MSG.NOT_PRINTABLE_CARRIER]);
    const donated = await placeOrder(world, { invoice: { type: 'donationNumber', number: '8585' } });
    expect(await failure(EINVOICE_PATHS.printInvoice.path, { orderId: donated.orderId })).toEqual([409, EINVOICE_MSG.NOT_PRINTABLE_DONATED]);
    const plain = await placeOrder(world);
    await post(EINVOICE_PATHS.void.path, { orderId: plain.orderId, reason: '作廢' });
    expect(await failure(EINVOICE_PATHS.printInvoice.path, { orderId: plain.orderId, invoiceId: plain.invoice?.invoiceId })).toEqual([
      409,
      EINVOICE_MSG.VOIDED_NOT_PRINTABLE,
    ]);
    expect(await failure(EINVOICE_PATHS.printInvoice.path, { orderId: plain.orderId })).toEqual([409, EINVOICE_MSG.NO_ISSUED_INVOICE]);
    expect((await db.select().from(einvoiceInvoices).where(eq(einvoiceInvoices.orderId, plain.orderId)))[0]?.printCount).toBe(0);
  });
});
