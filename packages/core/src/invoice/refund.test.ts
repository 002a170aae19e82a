import { describe, expect, it } from 'vitest';
import { allowanceDocument } from '../printing/allowance.js';
import { paperMedia } from '../contracts/print-document.js';
import { renderEscPos } from '../printing/escpos.js';
import { readEscPos } from '../printing/escpos-reader.js';
import { allowanceItems, planRefund, type RefundState } from './refund.js';

const state = (overrides: Partial<RefundState> = {}): RefundState => ({
  payable: 27_000,
  // 3 x NT$100 and 1 x NT$60 with a NT$90 discount: the payable is 270 of 360.
  lines: [
    { id: 1, name: '便當', count: 3, amount: 30_000 },
    { id: 2, name: '湯', count: 1, amount: 6_000 },
  ],
  refundedAmount: 0,
  refundedCounts: new Map(),
  ...overrides,
});

describe('planRefund', () => {
  it('gives a line back at its share of the discounted payable, in whole NT$', () => {
    expect(planRefund(state(), { lines: [{ orderDetailId: 1, count: 1 }], amount: null })).toEqual({
      ok: true,
      amount: 7_500,
      whole: false,
      lines: [{ orderDetailId: 1, name: '便當', count: 1, amount: 7_500, sequence: 1, lineCount: 3 }],
    });
  });

  it('gives exactly what is left on the refund that empties the order (no rounding drift)', () => {
    const before = state({ refundedAmount: 7_500, refundedCounts: new Map([[1, 1]]) });
    const plan = planRefund(before, { lines: null, amount: null });
    expect(plan).toMatchObject({ ok: true, amount: 19_500, whole: false });
    expect(planRefund(state(), { lines: null, amount: null })).toMatchObject({ ok: true, amount: 27_000, whole: true });
  });

  it('refuses more than is left, unknown lines and a refund of nothing', () => {
    expect(planRefund(state(), { lines: [{ orderDetailId: 1, count: 4 }], amount: null })).toEqual({ ok: false, code: 'COUNT_EXCEEDED' });
    expect(planRefund(state(), { lines: [{ orderDetailId: 9, count: 1 }], amount: null })).toEqual({ ok: false, code: 'LINE_NOT_FOUND' });
    expect(planRefund(state(), { lines: null, amount: 27_100 })).toEqual({ ok: false, code: 'AMOUNT_EXCEEDED' });
    expect(planRefund(state({ refundedAmount: 27_000 }), { lines: null, amount: 100 })).toEqual({ ok: false, code: 'NOTHING_LEFT' });
  });
});

describe('allowanceItems', () => {
  it('splits each part into an amount without tax and the 5 % tax, whole NT$', () => {
    expect(allowanceItems({ amount: 13_800, lines: [] })).toEqual([
      { name: '退款折讓', quantity: 1, unitPrice: 13_100, amount: 13_100, tax: 700, originalSequence: null },
    ]);
  });
});

describe('allowanceDocument', () => {
  it('prints the allowance proof through the print document model: number, original invoice, items, totals', () => {
    const document = allowanceDocument({
      id: 1,
      orderId: 2,
      invoiceId: 3,
      invoiceNumber: 'AB00000040',
      invoiceDate: '2026-11-21',
      allowanceNumber: '202611210001',
      allowanceDate: '2026-11-21',
      status: 'ISSUED',
      sellerTaxId: '24536806',
      sellerName: '點餐小館',
      buyerTaxId: null,
      items: [{ name: '便當', quantity: 1, unitPrice: 9_500, amount: 9_500, tax: 500, originalSequence: 1 }],
      salesAmount: 9_500,
      taxAmount: 500,
      totalAmount: 10_000,
      reason: '客人退貨',
      createdAt: '2026-11-21T05:00:00.000Z',
      cancelledAt: null,
      cancelReason: null,
    });
    const lines = readEscPos(renderEscPos(document, paperMedia(58))).lines;
    expect(lines).toEqual(
      expect.arrayContaining(['折讓單號 202611210001', '原發票 AB00000040 2026-11-21', '未稅金額                     $95', '折讓合計                    $100']),
    );
  });
});
