import { describe, expect, it } from 'vitest';
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
      lines: [{ orderDetailId: 1, name: '便當', count: 1, amount: 7_500, sequence: 1 }],
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
