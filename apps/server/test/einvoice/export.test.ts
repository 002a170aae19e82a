import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AddOrderResult, EINVOICE_OFFLINE_PATHS, EINVOICE_OPERATION_PATHS, EINVOICE_PATHS, type InvoiceProof, type OfflineBlock, type OrderRefunds, type RefundResult } from '@diancan/core';
import { dataOf, withQuery } from '../harness.js';
import { orderBody, sendOrder } from '../pos/checkout-fixtures.js';
import { exportDay } from '../../src/features/einvoice/export.service.js';
import { MIG_NAMESPACE } from '../../src/features/einvoice/mig-xml.js';
import { addTrack, type EinvoiceWorld, ITEM_PRICE, placeOrder, startEinvoiceWorld } from './einvoice-fixtures.js';
import { migProblems, parseXml, textAt, type XmlElement } from './mig-check.js';

let world: EinvoiceWorld;
let root: string;

beforeAll(async () => {
  world = await startEinvoiceWorld();
  root = mkdtempSync(path.join(tmpdir(), 'diancan-einvoice-'));
  await addTrack(world, { year: 2026, startMonth: 11, letters: 'AB', startNumber: '00000000', endNumber: '00000099' });
});
afterAll(async () => {
  await world?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

function read(file: string, message: 'F0401' | 'F0501' | 'G0401' | 'G0501' | 'E0402'): XmlElement {
  const document = parseXml(readFileSync(file, 'utf8'));
  expect(migProblems(document, MIG_NAMESPACE(message))).toEqual([]);
  return document;
}

const filesIn = (folder: string) => readdirSync(folder).sort();

describe('MIG 4.1 export', () => {
  it('writes F0401 for every invoice of the day and F0501 for its voids, in schema order with the required fields', async () => {
    const consumer = await placeOrder(world, { count: 2 });
    const b2b = await placeOrder(world, { count: 3, invoice: { type: 'uniformNumber', number: '12345678' } });
    const carrier = await placeOrder(world, { invoice: { type: 'phoneCarrier', number: '/ABC+123' } });
    const donated = await placeOrder(world, { invoice: { type: 'donationNumber', number: '8585' } });
    await world.owner.post(EINVOICE_PATHS.void.path, { storeId: world.storeId, orderId: consumer.orderId, reason: '客人退貨 <全額>' });

    const summary = await exportDay(world.server.db, { date: '2026-11-21', rootDir: root });
    // The demo's second store sells nothing here; the first store's four invoices.
    expect(summary).toMatchObject({ issued: 4, voided: 1, blankFiles: 0 });
    const day = path.join(root, '2026-11-21');
    const numbers = [consumer, b2b, carrier, donated].map((order) => order.invoice?.invoiceNumber ?? '');
    expect(filesIn(path.join(day, 'F0401'))).toEqual(numbers.map((number) => `${number}.xml`).sort());

    const consumerXml = read(path.join(day, 'F0401', `${numbers[0]}.xml`), 'F0401');
    expect(textAt(consumerXml, 'Main/InvoiceDate')).toBe('20261121');
    expect(textAt(consumerXml, 'Main/InvoiceTime')).toBe('12:00:00');
    expect(textAt(consumerXml, 'Main/Seller/Identifier')).toBe('24536806');
    expect(textAt(consumerXml, 'Main/Buyer/Identifier')).toBe('0000000000');
    expect(textAt(consumerXml, 'Main/PrintMark')).toBe('Y');
    expect(textAt(consumerXml, 'Main/DonateMark')).toBe('0');
    expect(textAt(consumerXml, 'Details/ProductItem/Description')).toBe('發票便當');
    expect(textAt(consumerXml, 'Details/ProductItem/UnitPrice')).toBe('100');
    expect(textAt(consumerXml, 'Amount/SalesAmount')).toBe('200');
    expect(textAt(consumerXml, 'Amount/TaxAmount')).toBe('0');
    expect(textAt(consumerXml, 'Amount/TotalAmount')).toBe('200');

    const b2bXml = read(path.join(day, 'F0401', `${numbers[1]}.xml`), 'F0401');
    expect([textAt(b2bXml, 'Main/Buyer/Identifier'), textAt(b2bXml, 'Amount/SalesAmount'), textAt(b2bXml, 'Amount/TaxAmount')]).toEqual([
      '12345678',
      '286',
      '14',
    ]);
    const carrierXml = read(path.join(day, 'F0401', `${numbers[2]}.xml`), 'F0401');
    expect([textAt(carrierXml, 'Main/CarrierType'), textAt(carrierXml, 'Main/CarrierId1'), textAt(carrierXml, 'Main/PrintMark')]).toEqual([
      '3J0002',
      '/ABC+123',
      'N',
    ]);
    const donatedXml = read(path.join(day, 'F0401', `${numbers[3]}.xml`), 'F0401');
    expect([textAt(donatedXml, 'Main/DonateMark'), textAt(donatedXml, 'Main/NPOBAN'), textAt(donatedXml, 'Main/PrintMark')]).toEqual(['1', '8585', 'N']);

    const cancel = read(path.join(day, 'F0501', `${numbers[0]}.xml`), 'F0501');
    expect(textAt(cancel, 'CancelInvoiceNumber')).toBe(numbers[0]);
    expect(textAt(cancel, 'CancelDate')).toBe('20261121');
    expect(textAt(cancel, 'CancelReason')).toBe('客人退貨 <全額>'); // escaped in the file, read back as typed
    expect(readFileSync(path.join(day, 'F0501', `${numbers[0]}.xml`), 'utf8')).toContain('&lt;全額&gt;');
  });

  it('writes the blank numbers of the period that closed: on its own on the first day of the next period', async () => {
    // A terminal reserved a book for offline invoices and used none of it: its numbers are blanks too.
    const reserved = await world.owner.post<OfflineBlock>(EINVOICE_OFFLINE_PATHS.reserveOfflineBlock.path, { storeId: world.storeId, terminalId: 'export-terminal-1' });
    expect([dataOf(reserved).startNumber, dataOf(reserved).endNumber]).toEqual([4, 53]);
    const summary = await exportDay(world.server.db, { date: '2027-01-01', rootDir: root });
    expect(summary).toMatchObject({ issued: 0, voided: 0 });
    const folder = path.join(root, '2027-01-01', 'E0402');
    const files = filesIn(folder);
    expect(files).toContain('24536806-11512-AB.xml');
    const blank = read(path.join(folder, '24536806-11512-AB.xml'), 'E0402');
    expect(textAt(blank, 'Main/YearMonth')).toBe('11512');
    expect(textAt(blank, 'Main/InvoiceTrack')).toBe('AB');
    // Four numbers were used (0..3); 4..53 were reserved offline and not used, 54..99 were never handed out.
    expect([textAt(blank, 'Details/BranchTrackBlankItem/InvoiceBeginNo'), textAt(blank, 'Details/BranchTrackBlankItem/InvoiceEndNo')]).toEqual([
      '00000004',
      '00000099',
    ]);
    // Any other day writes blanks only when asked for a period.
    expect((await exportDay(world.server.db, { date: '2027-01-02', rootDir: root })).blankFiles).toBe(0);
    expect((await exportDay(world.server.db, { date: '2027-01-02', rootDir: root, blanksOf: '11512' })).blankFiles).toBeGreaterThan(0);
  });

  it("writes the day's allowances (G0401) and allowance cancels (G0501); the proof, F0401 and G0401 name the same items", async () => {
    // 3 x NT$100 less NT$10: NT$290 does not divide by 3, so the one item list writes the line as one unit of NT$290.
    const body = await orderBody(world.owner, world.storeId, [{ itemId: world.itemId, count: 3, unitPrice: ITEM_PRICE }], {
      payMethod: world.cash,
      manualDiscount: { type: 'MONEY', amount: 1_000 },
    });
    const order = dataOf(await sendOrder(world.owner, body)) as AddOrderResult;
    const number = order.invoice?.invoiceNumber ?? '';
    const proof = dataOf(await world.owner.post<InvoiceProof>(EINVOICE_PATHS.printInvoice.path, { storeId: world.storeId, orderId: order.orderId }));
    expect(proof.items).toEqual([{ name: '發票便當 x3', quantity: 1, unitPrice: 29_000, amount: 29_000 }]);
    expect(proof.qrLeft.endsWith(':1:1:1:發票便當 x3:1:290')).toBe(true);
    expect(proof.qrRight).toBe('**');

    const refunds = dataOf(await world.owner.get<OrderRefunds>(withQuery(EINVOICE_OPERATION_PATHS.getOrderRefunds.path, { storeId: world.storeId, orderId: order.orderId })));
    const lineId = refunds.lines[0]?.orderDetailId;
    const kept = dataOf(
      await world.owner.post<RefundResult>(EINVOICE_OPERATION_PATHS.refund.path, { storeId: world.storeId, orderId: order.orderId, lines: [{ orderDetailId: lineId, count: 1 }], reason: '少一份' }),
    );
    const cancelled = dataOf(
      await world.owner.post<RefundResult>(EINVOICE_OPERATION_PATHS.refund.path, { storeId: world.storeId, orderId: order.orderId, amount: 5_000, reason: '湯灑了' }),
    );
    expect([kept.action, cancelled.action]).toEqual(['ALLOWANCE', 'ALLOWANCE']);
    await world.owner.post(EINVOICE_OPERATION_PATHS.cancelAllowance.path, { storeId: world.storeId, allowanceId: cancelled.allowance?.id, reason: '開錯' });

    const summary = await exportDay(world.server.db, { date: '2026-11-21', rootDir: root });
    expect(summary).toMatchObject({ allowances: 2, allowanceCancels: 1 });
    const day = path.join(root, '2026-11-21');
    const name = (result: RefundResult) => `24536806-${result.allowance?.allowanceNumber}.xml`;
    expect(filesIn(path.join(day, 'G0401'))).toEqual([name(kept), name(cancelled)].sort());
    expect(filesIn(path.join(day, 'G0501'))).toEqual([name(cancelled)]);

    const invoice = read(path.join(day, 'F0401', `${number}.xml`), 'F0401');
    expect([textAt(invoice, 'Details/ProductItem/Description'), textAt(invoice, 'Details/ProductItem/Quantity'), textAt(invoice, 'Details/ProductItem/Amount')]).toEqual([
      '發票便當 x3',
      '1',
      '290',
    ]);
    const allowance = read(path.join(day, 'G0401', name(kept)), 'G0401');
    expect(textAt(allowance, 'Main/AllowanceNumber')).toBe(kept.allowance?.allowanceNumber);
    expect([
      textAt(allowance, 'Details/ProductItem/OriginalInvoiceNumber'),
      textAt(allowance, 'Details/ProductItem/OriginalSequenceNumber'),
      textAt(allowance, 'Details/ProductItem/OriginalDescription'),
    ]).toEqual([number, '1', '發票便當 x3']);
    expect(kept.allowance?.items.map((item) => item.name)).toEqual(['發票便當 x3']);
    const cancel = read(path.join(day, 'G0501', name(cancelled)), 'G0501');
    expect([textAt(cancel, 'CancelAllowanceNumber'), textAt(cancel, 'CancelDate'), textAt(cancel, 'CancelReason')]).toEqual([
      cancelled.allowance?.allowanceNumber,
      '20261121',
      '開錯',
    ]);
  });

  it('has a checker that catches what a wrong writer would do', () => {
    const wrong = parseXml(
      `<?xml version="1.0"?><CancelInvoice xmlns="${MIG_NAMESPACE('F0501')}"><InvoiceDate>20261121</InvoiceDate>` +
        '<CancelInvoiceNumber>AB00000001</CancelInvoiceNumber><BuyerId>0000000000</BuyerId><SellerId>24536806</SellerId>' +
        '<CancelDate>20261121</CancelDate><CancelReason></CancelReason><Extra>1</Extra></CancelInvoice>',
    );
    expect(migProblems(wrong, MIG_NAMESPACE('F0501'))).toEqual([
      'CancelInvoice/CancelInvoiceNumber is out of order',
      'CancelInvoice/CancelReason is empty',
      'CancelInvoice/Extra is not in the schema',
      'CancelInvoice/CancelTime is missing',
    ]);
  });

  it('refuses a malformed day', async () => {
    await expect(exportDay(world.server.db, { date: '2026-13-01', rootDir: root })).rejects.toThrow(RangeError);
  });
});
