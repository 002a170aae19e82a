import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowanceItems,
  type AutomaticDiscountTier,
  computeOrderTotals,
  type CouponTerms,
  invoiceAmounts,
  type InvoiceItem,
  invoiceItems,
  invoiceProofContent,
  invoiceProofDocument,
  linePrice,
  lineUnitPrice,
  type ManualDiscount,
  planRefund,
  type PricedLine,
} from '@diancan/core';
import { qrCheckCode } from '../../src/features/einvoice/check-code.js';
import type { ExportAllowance, ExportInvoice } from '../../src/features/einvoice/export.repository.js';
import { f0401InputOf, g0401InputOf } from '../../src/features/einvoice/export.service.js';
import { f0401Xml, g0401Xml, MIG_NAMESPACE } from '../../src/features/einvoice/mig-xml.js';
import { migProblems, parseXml, textAt, type XmlElement } from './mig-check.js';

/**
 * Issue 39: one item list per invoice. For any order (discounts, coupons, entertained lines, percentage rounding,
 * weighed counts), the proof's 交易明細, both QR codes and the F0401 message carry the same items, adding up to the
 * total, each with UnitPrice x Quantity = Amount; an allowance names those items.
 */

const NAMES = ['滷肉飯', '雞腿便當', '紅茶', '珍珠奶茶 大杯', '燙青菜', 'Latte', '貢丸湯'];
const AES_KEY = 'FE05F029154F6AA67A78B338ED2F6601';

const pricedLine = fc.record({
  name: fc.constantFrom(...NAMES),
  count: fc.oneof(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 500 }).map((h) => h / 100)),
  unitPrice: fc.oneof(fc.integer({ min: 0, max: 400 }).map((n) => n * 100), fc.integer({ min: 0, max: 40_000 })),
  entertain: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
});
// Percentage offers stay in steps the exact pricing divides (it refuses a scaling it cannot do exactly).
const tier: fc.Arbitrary<AutomaticDiscountTier> = fc.oneof(
  fc.record({
    id: fc.nat(),
    name: fc.constant('滿額折'),
    minimumSpendingAmount: fc.integer({ min: 0, max: 100_000 }),
    discountType: fc.constant('AMOUNT' as const),
    discountAmount: fc.integer({ min: 0, max: 200_000 }),
  }),
  fc.record({
    id: fc.nat(),
    name: fc.constant('滿額打折'),
    minimumSpendingAmount: fc.integer({ min: 0, max: 100_000 }),
    discountType: fc.constant('PERCENTAGE' as const),
    discountPercentage: fc.integer({ min: 0, max: 10 }).map((n) => n * 10),
  }),
);
const coupon: fc.Arbitrary<CouponTerms | null> = fc.oneof(
  fc.constant(null),
  fc.record({
    id: fc.constant(1),
    code: fc.constant('SAVE'),
    name: fc.constant('折價券'),
    discountType: fc.constantFrom('AMOUNT' as const, 'PERCENTAGE' as const),
    discountAmount: fc.integer({ min: 0, max: 50_000 }),
    discountPercentage: fc.constantFrom(0, 50),
    minimumSpend: fc.integer({ min: 0, max: 50_000 }),
  }),
);
const manual: fc.Arbitrary<ManualDiscount | null> = fc.oneof(
  fc.constant(null),
  fc.integer({ min: 0, max: 30_000 }).map((amount) => ({ type: 'MONEY' as const, amount })),
  fc.constantFrom(0.95, 0.9, 0.85, 0.8, 0.75, 0.7).map((ratio) => ({ type: 'RATIO' as const, ratio })),
);
const order = fc.record({
  lines: fc.array(pricedLine, { minLength: 1, maxLength: 6 }),
  automaticDiscounts: fc.array(tier, { maxLength: 2 }),
  coupon,
  manualDiscount: manual,
  b2b: fc.boolean(),
});

type Order = typeof order extends fc.Arbitrary<infer T> ? T : never;

/** The invoice an order gets: its lines and payable as the checkout prices them. */
function invoiceOf(input: Order) {
  const totals = computeOrderTotals({ ...input, lines: input.lines as readonly PricedLine[] });
  const lines = input.lines.map((line) => ({
    name: line.name,
    count: line.count,
    unitTotal: lineUnitPrice(line),
    amount: line.entertain ? 0 : linePrice(line),
    entertain: line.entertain,
  }));
  const amounts = invoiceAmounts(totals.payable, input.b2b);
  const items = invoiceItems(lines, totals.payable);
  const invoice = {
    id: 1,
    orderId: 1,
    invoiceNumber: 'AB00000001',
    periodKey: '11512',
    issueDate: '2026-11-21',
    issuedAt: new Date('2026-11-21T04:00:00Z'),
    timeZone: 'Asia/Taipei',
    randomCode: '1234',
    sellerTaxId: '24536806',
    sellerName: '示範餐廳',
    sellerAddress: null,
    buyerTaxId: input.b2b ? '12345678' : null,
    carrierType: null,
    carrierId: null,
    donationCode: null,
    printMark: true,
    items,
    salesCents: amounts.salesAmount,
    taxCents: amounts.taxAmount,
    totalCents: amounts.totalAmount,
  };
  return { totals, lines, items, invoice };
}

/** The items both QR codes record, read back from their texts: [name, quantity, unit price in cents]. */
function qrItems(left: string, right: string): { total: number; items: [string, number, number][] } {
  const [, recorded, total, , ...leftFields] = left.slice(78).split(':');
  const fields = [...leftFields.filter((field, index) => index < leftFields.length - 1 || field !== ''), ...(right === '**' ? [] : right.slice(2).split(':'))];
  const items: [string, number, number][] = [];
  for (let index = 0; index < fields.length; index += 3) items.push([fields[index] ?? '', Number(fields[index + 1]), Math.round(Number(fields[index + 2]) * 100)]);
  expect(items).toHaveLength(Number(recorded));
  return { total: Number(total), items };
}

function f0401Items(xml: XmlElement): InvoiceItem[] {
  const details = xml.children.find((child) => child.name === 'Details')?.children ?? [];
  return details.map((item) => ({
    name: textAt(item, 'Description') ?? '',
    quantity: Number(textAt(item, 'Quantity')),
    unitPrice: Math.round(Number(textAt(item, 'UnitPrice')) * 100),
    amount: Math.round(Number(textAt(item, 'Amount')) * 100),
  }));
}

describe('one item list per invoice (property)', () => {
  it('the proof, both QR codes and F0401 carry the same items, adding up to the total, UnitPrice x Quantity = Amount', () => {
    fc.assert(
      fc.property(order, (input) => {
        const { totals, invoice } = invoiceOf(input);
        fc.pre(totals.payable > 0);
        const checkCode = qrCheckCode(AES_KEY, invoice.invoiceNumber, invoice.randomCode);
        const proof = invoiceProofContent(invoice, { storeName: '示範餐廳', timeZone: 'Asia/Taipei', checkCode, printCount: 1 });
        expect(invoiceProofDocument(proof).blocks.length).toBeGreaterThan(0);

        // The proof's details: non-negative, exact, adding up to the total.
        expect(proof.items.reduce((sum, item) => sum + item.amount, 0)).toBe(totals.payable);
        for (const item of proof.items) {
          expect(item.amount).toBeGreaterThanOrEqual(0);
          expect(item.unitPrice).toBeGreaterThanOrEqual(0);
          expect(Math.abs(item.unitPrice * item.quantity - item.amount)).toBeLessThan(1e-6);
        }

        // Both QR codes: the same items in the same order (all of them, or the ones that fit, counted as left out).
        const qr = qrItems(proof.qrLeft, proof.qrRight);
        expect(qr.total).toBe(proof.items.length);
        const expected = proof.items.map((item): [string, number, number] => [item.name, item.quantity, item.unitPrice]);
        let cursor = 0;
        for (const recorded of qr.items) {
          while (cursor < expected.length && JSON.stringify(expected[cursor]) !== JSON.stringify(recorded)) cursor++;
          expect(cursor).toBeLessThan(expected.length);
          cursor++;
        }
        if (qr.items.length === proof.items.length) expect(qr.items).toEqual(expected);

        // F0401: a valid message with exactly the proof's items.
        const xml = parseXml(f0401Xml(f0401InputOf(invoice as unknown as ExportInvoice)));
        expect(migProblems(xml, MIG_NAMESPACE('F0401'))).toEqual([]);
        expect(f0401Items(xml)).toEqual(proof.items);
      }),
      { numRuns: 400 },
    );
  });

  it('an allowance for refunded lines names their invoice items (description and SequenceNumber) and keeps the arithmetic', () => {
    fc.assert(
      fc.property(order, fc.array(fc.nat(), { minLength: 1, maxLength: 3 }), (input, picks) => {
        const { totals, lines, items } = invoiceOf(input);
        fc.pre(totals.payable > 0);
        const state = {
          payable: totals.payable,
          lines: lines.map((line, index) => ({ id: index + 1, name: line.name, count: line.count, amount: line.amount })),
          refundedAmount: 0,
          refundedCounts: new Map<number, number>(),
        };
        const asked = [...new Set(picks.map((pick) => (pick % lines.length) + 1))].map((id) => ({ orderDetailId: id, count: lines[id - 1]?.count ?? 0 }));
        const plan = planRefund(state, { lines: asked, amount: null });
        fc.pre(plan.ok);
        if (!plan.ok) return;
        // A whole line gives back at most what its invoice item lists (exactly, when the refund does not end the order).
        for (const line of plan.lines) {
          const item = items[line.sequence - 1];
          if (plan.amount < totals.payable) expect(Math.abs(line.amount - (item?.amount ?? 0))).toBeLessThan(100);
        }
        const split = allowanceItems(plan, items);
        for (const allowed of split) {
          expect(allowed.originalSequence).not.toBeNull();
          expect(allowed.name).toBe(items[(allowed.originalSequence ?? 0) - 1]?.name);
          expect(Math.abs(allowed.unitPrice * allowed.quantity - allowed.amount)).toBeLessThan(1e-6);
        }
        const allowance = {
          allowanceNumber: '202611210001',
          allowanceDate: '2026-11-21',
          sellerTaxId: '24536806',
          sellerName: '示範餐廳',
          sellerAddress: null,
          buyerTaxId: null,
          invoiceNumber: 'AB00000001',
          invoiceDate: '2026-11-21',
          items: split,
          salesCents: split.reduce((sum, item) => sum + item.amount, 0),
          taxCents: split.reduce((sum, item) => sum + item.tax, 0),
        } as unknown as ExportAllowance;
        if (split.length === 0) return;
        const xml = parseXml(g0401Xml(g0401InputOf(allowance)));
        expect(migProblems(xml, MIG_NAMESPACE('G0401'))).toEqual([]);
        const details = xml.children.find((child) => child.name === 'Details')?.children ?? [];
        for (const detail of details) {
          const sequence = Number(textAt(detail, 'OriginalSequenceNumber'));
          expect(textAt(detail, 'OriginalDescription')).toBe(items[sequence - 1]?.name);
        }
      }),
      { numRuns: 300 },
    );
  });
});
