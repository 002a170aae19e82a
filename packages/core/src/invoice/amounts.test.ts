import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { invoiceAmounts, qrSalesAmount, splitTaxIncludedTotal } from './amounts.js';

describe('splitTaxIncludedTotal', () => {
  it.each([
    [1380, 1314, 66], // 1380 / 1.05 = 1314.29
    [340, 324, 16], // 323.81 -> 324
    [100, 95, 5], // 95.24
    [21, 20, 1], // exactly 20
    [1, 1, 0], // 0.95 -> 1
    [0, 0, 0],
    [10, 10, 0], // 9.52 -> 10
    [52, 50, 2], // 49.52 -> 50
  ])('NT$%i = %i + %i tax', (total, sales, tax) => {
    expect(splitTaxIncludedTotal(total * 100)).toEqual({ sales: sales * 100, tax: tax * 100 });
  });

  it('matches round(total / 1.05) for every total, and sales + tax = total', () => {
    // No total is ever a tie: total x 100 / 105 = k + 0.5 would need 200 x total = 105 x (2k + 1), odd.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (total) => {
        const { sales, tax } = splitTaxIncludedTotal(total * 100);
        expect(sales / 100).toBe(Math.round(total / 1.05));
        expect(sales + tax).toBe(total * 100);
        expect(tax).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('refuses parts of a dollar and negatives', () => {
    expect(() => splitTaxIncludedTotal(138050)).toThrow(RangeError);
    expect(() => splitTaxIncludedTotal(-100)).toThrow(RangeError);
  });
});

describe('invoiceAmounts', () => {
  it('splits the tax for a buyer with a 統編', () => {
    expect(invoiceAmounts(138000, true)).toEqual({ salesAmount: 131400, taxAmount: 6600, totalAmount: 138000 });
  });

  it('keeps the tax-included total for a consumer, tax 0', () => {
    expect(invoiceAmounts(138000, false)).toEqual({ salesAmount: 138000, taxAmount: 0, totalAmount: 138000 });
  });

  it('gives the QR code the split for every buyer', () => {
    expect(qrSalesAmount(34000)).toBe(32400);
  });
});
