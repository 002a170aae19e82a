import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AddOrderResult,
  EINVOICE_PATHS,
  type InvoiceProof,
  invoiceProofDocument,
  MEMBER_PATHS,
  type OrderInvoice,
} from '@diancan/core';
import { dataOf, withQuery } from '../harness.js';
import { orderBody, sendOrder } from '../pos/checkout-fixtures.js';
import { exportDay } from '../../src/features/einvoice/export.service.js';
import { MIG_NAMESPACE } from '../../src/features/einvoice/mig-xml.js';
import { addTrack, type EinvoiceWorld, ITEM_PRICE, startEinvoiceWorld } from '../einvoice/einvoice-fixtures.js';
import { migProblems, parseXml, textAt } from '../einvoice/mig-check.js';
import { newPhone, RULE } from './member-fixtures.js';

/**
 * Issue 36: a points redemption shown on the e-invoice. The discount is netted into the items (issue 39: one item
 * list, no negative item); the invoice says it in F0401's MainRemark and the proof's 備註 line. Real HTTP, PGlite or
 * PostgreSQL (TEST_DATABASE_URL), the MIG 4.1 export written to disk and read back.
 */

let world: EinvoiceWorld;
let root: string;
beforeAll(async () => {
  world = await startEinvoiceWorld();
  root = mkdtempSync(path.join(tmpdir(), 'diancan-points-invoice-'));
  await addTrack(world, { year: 2026, startMonth: 11, letters: 'PT', startNumber: '00000000', endNumber: '00000049' });
  dataOf(await world.owner.put(MEMBER_PATHS.settings.path, { storeId: world.storeId, ...RULE }));
}, 300_000);
afterAll(async () => {
  await world?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

async function checkout(count: number, member: { memberId: number; redeemPoints?: number; pointsDiscount?: number }): Promise<AddOrderResult> {
  const body = await orderBody(world.owner, world.storeId, [{ itemId: world.itemId, count, unitPrice: ITEM_PRICE }], {
    payMethod: world.cash,
    invoice: null,
    memberId: member.memberId,
    redeemPoints: member.redeemPoints ?? 0,
    pointsDiscount: member.pointsDiscount ?? 0,
  });
  return dataOf(await sendOrder(world.owner, body));
}

describe('points redemption on the e-invoice', () => {
  it('the proof prints 點數折抵 and the F0401 MainRemark carries it; the items stay netted and positive', async () => {
    const memberId = dataOf(await world.owner.post<{ id: number }>(MEMBER_PATHS.add.path, { storeId: world.storeId, phone: newPhone() })).id;
    // NT$1,000 paid earns 10 points (1 per NT$100); the next order redeems them: NT$10 off NT$200.
    const earning = await checkout(10, { memberId });
    expect(earning.member?.balance).toBe(10);
    const redeeming = await checkout(2, { memberId, redeemPoints: 10, pointsDiscount: 1_000 });
    // NT$190 paid earns 1 point back.
    expect(redeeming.member).toMatchObject({ pointsRedeemed: 10, pointsEarned: 1, balance: 1 });
    expect(redeeming.invoice?.totalAmount).toBe(19_000);

    const proof = dataOf(await world.owner.post<InvoiceProof>(EINVOICE_PATHS.printInvoice.path, { storeId: world.storeId, orderId: redeeming.orderId }));
    expect(proof.remark).toBe('點數折抵 10元');
    expect(proof.items.every((item) => item.amount >= 0)).toBe(true);
    expect(proof.items.reduce((sum, item) => sum + item.amount, 0)).toBe(19_000);
    const printed = invoiceProofDocument(proof).blocks.map((block) => ('text' in block ? block.text : ''));
    expect(printed).toContain('備註 點數折抵 10元');
    const plain = dataOf(await world.owner.post<InvoiceProof>(EINVOICE_PATHS.printInvoice.path, { storeId: world.storeId, orderId: earning.orderId }));
    expect(plain.remark ?? null).toBeNull();

    // The invoice record the store reads.
    const records = dataOf(await world.owner.get<OrderInvoice[]>(withQuery(EINVOICE_PATHS.getOrderInvoices.path, { storeId: world.storeId, orderId: redeeming.orderId })));
    expect(records.map((record) => record.remark)).toEqual(['點數折抵 10元']);

    const summary = await exportDay(world.server.db, { date: '2026-11-21', rootDir: root });
    expect(summary.issued).toBeGreaterThanOrEqual(2);
    const f0401 = (order: AddOrderResult) => {
      const document = parseXml(readFileSync(path.join(root, '2026-11-21', 'F0401', `${order.invoice?.invoiceNumber}.xml`), 'utf8'));
      expect(migProblems(document, MIG_NAMESPACE('F0401'))).toEqual([]);
      return document;
    };
    const redeemed = f0401(redeeming);
    expect(textAt(redeemed, 'Main/MainRemark')).toBe('點數折抵 10元');
    expect(textAt(redeemed, 'Amount/TotalAmount')).toBe('190');
    expect(textAt(f0401(earning), 'Main/MainRemark')).toBeUndefined();
  });
});
