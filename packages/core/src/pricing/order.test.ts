import { describe, expect, it } from 'vitest';
import type { AutomaticDiscountTier } from './automatic-discount.js';
import { DISCOUNT_RATIO_OPTIONS, ratioLabel } from './manual-discount.js';
import { computeOrderTotals } from './order.js';

const over300: AutomaticDiscountTier = { id: 1, name: '滿300折30', minimumSpendingAmount: 30000, discountType: 'AMOUNT', discountAmount: 3000 };
const over500: AutomaticDiscountTier = { id: 2, name: '滿500折80', minimumSpendingAmount: 50000, discountType: 'AMOUNT', discountAmount: 8000 };
const over1000: AutomaticDiscountTier = { id: 3, name: '滿1000打9折', minimumSpendingAmount: 100000, discountType: 'PERCENTAGE', discountPercentage: 10 };
const tiers = [over300, over500, over1000];

// NT$150 + 2 x NT$150 = NT$450
const lines = [
  { count: 1, unitPrice: 15000 },
  { count: 2, unitPrice: 15000 },
];

describe('computeOrderTotals: plain orders', () => {
  it('adds the lines', () => {
    const totals = computeOrderTotals({ lines });
    expect(totals).toMatchObject({ subtotal: 45000, entertainAmount: 0, automaticDiscount: 0, manualDiscount: 0, total: 45000, payable: 45000 });
    expect(totals.roundingMode).toBe('HALF_UP');
  });

  it('rounds once per order, not per line', () => {
    // Three lines of NT$10.50: per line 11 + 11 + 11 = 33, but the order is 31.50 -> 32.
    const totals = computeOrderTotals({ lines: [1, 2, 3].map(() => ({ count: 1, unitPrice: 1050 })) });
    expect(totals.payable).toBe(3200);
  });

  it('rounds decimal counts half up to a whole dollar', () => {
    // 0.33 x 45 = 14.85 -> 15; 0.31 x 45 = 13.95 -> 14; together 28.80 -> 29
    expect(computeOrderTotals({ lines: [{ count: 0.33, unitPrice: 4500 }] }).payable).toBe(1500);
    expect(computeOrderTotals({ lines: [{ count: 0.33, unitPrice: 4500 }, { count: 0.31, unitPrice: 4500 }] }).payable).toBe(2900);
    expect(computeOrderTotals({ lines: [{ count: 0.01, unitPrice: 4900 }] }).payable).toBe(0); // 0.49 -> 0
    expect(computeOrderTotals({ lines: [{ count: 0.01, unitPrice: 5000 }] }).payable).toBe(100); // 0.50 -> 1
  });

  it('gives zero for an empty order', () => {
    expect(computeOrderTotals({ lines: [] })).toMatchObject({ subtotal: 0, payable: 0 });
  });
});

describe('computeOrderTotals: automatic discounts', () => {
  it('applies the highest reached tier and hints the next one', () => {
    const totals = computeOrderTotals({ lines, automaticDiscounts: tiers });
    expect(totals.automaticDiscountTier).toBe(over300);
    expect(totals).toMatchObject({ subtotal: 45000, automaticDiscount: 3000, total: 42000, payable: 42000 });
    expect(totals.nextTier?.text).toBe('差$50元');
  });

  it('rounds up with a percentage tier', () => {
    // 1,000.50 less 10 % = 900.45 -> 901; the subtotal shows 1,001 under the same rounding
    const totals = computeOrderTotals({ lines: [{ count: 1, unitPrice: 100050 }], automaticDiscounts: tiers });
    expect(totals.automaticDiscountTier).toBe(over1000);
    expect(totals).toMatchObject({ roundingMode: 'UP', subtotal: 100100, automaticDiscount: 10000, payable: 90100 });
    expect(totals.nextTier).toBeNull();
  });

  it('qualifies on what is charged: entertained lines do not count towards a tier', () => {
    const totals = computeOrderTotals({
      lines: [{ count: 1, unitPrice: 25000 }, { count: 1, unitPrice: 10000, entertain: true }],
      automaticDiscounts: tiers,
    });
    expect(totals).toMatchObject({ subtotal: 35000, entertainAmount: 10000, automaticDiscount: 0, payable: 25000 });
    expect(totals.nextTier?.text).toBe('差$50元');
  });
});

describe('computeOrderTotals: manual discounts', () => {
  it('takes a money discount off the total after the automatic discount', () => {
    const totals = computeOrderTotals({ lines, automaticDiscounts: tiers, manualDiscount: { type: 'MONEY', amount: 2000 } });
    expect(totals).toMatchObject({ total: 42000, manualDiscount: 2000, payable: 40000, discountExceedsTotal: false });
  });

  it('caps a money discount above the total and flags it', () => {
    const totals = computeOrderTotals({ lines, automaticDiscounts: tiers, manualDiscount: { type: 'MONEY', amount: 50000 } });
    expect(totals).toMatchObject({ total: 42000, manualDiscount: 42000, payable: 0, discountExceedsTotal: true });
  });

  it('allows a money discount of exactly the total', () => {
    const totals = computeOrderTotals({ lines, manualDiscount: { type: 'MONEY', amount: 45000 } });
    expect(totals).toMatchObject({ payable: 0, discountExceedsTotal: false });
  });

  it('applies a ratio on the total after the automatic discount (9折 of 450 - 30)', () => {
    const totals = computeOrderTotals({ lines, automaticDiscounts: tiers, manualDiscount: { type: 'RATIO', ratio: 0.9 } });
    expect(totals).toMatchObject({ total: 42000, manualDiscount: 4200, payable: 37800, roundingMode: 'UP' });
  });

  it('rounds a ratio payable up to a whole dollar', () => {
    // 85折 of 123.45 = 104.9325 -> 105; the subtotal, rounded the same way, shows 124
    const totals = computeOrderTotals({ lines: [{ count: 1, unitPrice: 12345 }], manualDiscount: { type: 'RATIO', ratio: 0.85 } });
    expect(totals).toMatchObject({ subtotal: 12400, manualDiscount: 1900, payable: 10500 });
    // 95折 of NT$19 = 18.05 -> 19: the round-up eats a discount under a dollar
    expect(computeOrderTotals({ lines: [{ count: 1, unitPrice: 1900 }], manualDiscount: { type: 'RATIO', ratio: 0.95 } }).payable).toBe(1900);
  });

  it('refuses a ratio outside (0, 1] and a negative money discount', () => {
    expect(() => computeOrderTotals({ lines, manualDiscount: { type: 'RATIO', ratio: 0 } })).toThrow(RangeError);
    expect(() => computeOrderTotals({ lines, manualDiscount: { type: 'RATIO', ratio: 1.05 } })).toThrow(RangeError);
    expect(() => computeOrderTotals({ lines, manualDiscount: { type: 'MONEY', amount: -100 } })).toThrow(RangeError);
  });
});

describe('computeOrderTotals: entertain', () => {
  it('gives the whole order free and clears discounts and payment', () => {
    const totals = computeOrderTotals({
      lines,
      automaticDiscounts: tiers,
      manualDiscount: { type: 'MONEY', amount: 99999 },
      entertain: true,
      payment: { isCash: true, paid: 50000 },
    });
    expect(totals).toMatchObject({
      subtotal: 45000,
      entertainAmount: 45000,
      automaticDiscount: 0,
      manualDiscount: 0,
      discountExceedsTotal: false,
      payable: 0,
      paid: 0,
      change: 0,
      paymentSufficient: true,
      automaticDiscountTier: null,
      nextTier: null,
    });
  });

  it('gives an entertained line free and charges the rest', () => {
    const totals = computeOrderTotals({ lines: [{ count: 2, unitPrice: 8000 }, { count: 1, unitPrice: 3500, entertain: true }] });
    expect(totals).toMatchObject({ subtotal: 19500, entertainAmount: 3500, payable: 16000 });
  });
});

describe('computeOrderTotals: payment', () => {
  it('gives change for cash only when paid covers the payable', () => {
    expect(computeOrderTotals({ lines, payment: { isCash: true, paid: 50000 } })).toMatchObject({ paid: 50000, change: 5000, paymentSufficient: true });
    expect(computeOrderTotals({ lines, payment: { isCash: true, paid: 45000 } })).toMatchObject({ change: 0, paymentSufficient: true });
    expect(computeOrderTotals({ lines, payment: { isCash: true, paid: 44900 } })).toMatchObject({ change: 0, paymentSufficient: false });
  });

  it('compares cash with total minus the manual discount', () => {
    const totals = computeOrderTotals({ lines, manualDiscount: { type: 'MONEY', amount: 5000 }, payment: { isCash: true, paid: 40000 } });
    expect(totals).toMatchObject({ payable: 40000, paymentSufficient: true, change: 0 });
  });

  it('collects exactly the payable with another pay method, without change', () => {
    const totals = computeOrderTotals({ lines, payment: { isCash: false, paid: 99900 } });
    expect(totals).toMatchObject({ paid: 45000, change: 0, paymentSufficient: true });
  });
});

describe('ratio presets', () => {
  it('offers 95折 to 4折 in 5 % steps, labelled as cashiers read them', () => {
    expect(DISCOUNT_RATIO_OPTIONS.map((option) => option.label)).toEqual([
      '95折', '9折', '85折', '8折', '75折', '7折', '65折', '6折', '55折', '5折', '45折', '4折',
    ]);
    expect(DISCOUNT_RATIO_OPTIONS[0]?.ratio).toBe(0.95);
    expect(ratioLabel(0.4)).toBe('4折');
    expect(ratioLabel(0.88)).toBe('88折');
  });
});

describe('computeOrderTotals: coupons (docs/coupons.md)', () => {
  const take50 = { id: 9, code: 'TAKE50', name: '折50', discountType: 'AMOUNT' as const, discountAmount: 5000, discountPercentage: null, minimumSpend: 40000 };
  const off15 = { ...take50, code: 'OFF15', discountType: 'PERCENTAGE' as const, discountAmount: null, discountPercentage: 15, minimumSpend: 0 };

  it('takes the coupon after the automatic tier and before the manual discount, and the parts add up', () => {
    // 450 - 30 (滿300折30) = 420, - 50 coupon = 370, 9折 = 333.
    const totals = computeOrderTotals({ lines, automaticDiscounts: tiers, coupon: take50, manualDiscount: { type: 'RATIO', ratio: 0.9 } });
    expect(totals).toMatchObject({ automaticDiscount: 3000, couponDiscount: 5000, total: 37000, manualDiscount: 3700, payable: 33300 });
    expect(totals.subtotal - totals.automaticDiscount - totals.couponDiscount - totals.manualDiscount).toBe(totals.payable);
  });

  it('reads the minimum spend on what was ordered, and refuses below it', () => {
    const below = computeOrderTotals({ lines: [{ count: 1, unitPrice: 39900 }], coupon: take50 });
    expect(below).toMatchObject({ couponDiscount: 0, coupon: null, couponBelowMinimum: true, payable: 39900 });
  });

  it('rounds a percentage coupon up, and ignores the coupon under whole-order entertain', () => {
    const totals = computeOrderTotals({ lines: [{ count: 1, unitPrice: 9900 }], coupon: off15 });
    // 99 x 0.85 = 84.15 -> 85 (up): the coupon takes 14.
    expect(totals).toMatchObject({ couponDiscount: 1400, payable: 8500, roundingMode: 'UP' });
    expect(computeOrderTotals({ lines, coupon: off15, entertain: true })).toMatchObject({ couponDiscount: 0, coupon: null, couponBelowMinimum: false, payable: 0 });
  });
});
