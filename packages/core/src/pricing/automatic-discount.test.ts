import { describe, expect, it } from 'vitest';
import type { AutomaticDiscountTier } from './automatic-discount.js';
import { automaticDiscountOf, automaticTierFor, nextTierHint } from './automatic-discount.js';
import { exactFromCents } from './exact.js';

const over300: AutomaticDiscountTier = { id: 1, name: '滿300折30', minimumSpendingAmount: 30000, discountType: 'AMOUNT', discountAmount: 3000 };
const over500: AutomaticDiscountTier = { id: 2, name: '滿500折80', minimumSpendingAmount: 50000, discountType: 'AMOUNT', discountAmount: 8000 };
const over1000: AutomaticDiscountTier = { id: 3, name: '滿1000打9折', minimumSpendingAmount: 100000, discountType: 'PERCENTAGE', discountPercentage: 10 };
// Deliberately not sorted by minimum: the store's sort order is free.
const tiers = [over500, over1000, over300];

describe('automaticTierFor', () => {
  it('applies the highest minimum the amount reaches', () => {
    expect(automaticTierFor(29999, tiers)).toBeNull();
    expect(automaticTierFor(30000, tiers)).toBe(over300);
    expect(automaticTierFor(49999, tiers)).toBe(over300);
    expect(automaticTierFor(50000, tiers)).toBe(over500);
    expect(automaticTierFor(250000, tiers)).toBe(over1000);
  });

  it('keeps the first of two tiers with the same minimum', () => {
    const twin: AutomaticDiscountTier = { ...over500, id: 9, discountAmount: 9000 };
    expect(automaticTierFor(60000, [over500, twin])).toBe(over500);
    expect(automaticTierFor(60000, [twin, over500])).toBe(twin);
  });

  it('returns null without tiers', () => {
    expect(automaticTierFor(100000, [])).toBeNull();
  });
});

describe('automaticDiscountOf', () => {
  it('takes the amount off, never more than the order', () => {
    expect(automaticDiscountOf(over300, exactFromCents(45000))).toBe(exactFromCents(3000));
    const generous = { ...over300, minimumSpendingAmount: 0, discountAmount: 50000 };
    expect(automaticDiscountOf(generous, exactFromCents(12000))).toBe(exactFromCents(12000));
  });

  it('takes the percentage off', () => {
    // 10 % of 1,234 = 123.40
    expect(automaticDiscountOf(over1000, exactFromCents(123400))).toBe(exactFromCents(12340));
  });

  it('refuses a percentage outside 0..100 or a fraction of a percent', () => {
    expect(() => automaticTierFor(1, [{ ...over1000, discountPercentage: 101 }])).toThrow(RangeError);
    expect(() => automaticTierFor(1, [{ ...over1000, discountPercentage: 12.5 }])).toThrow(RangeError);
  });
});

describe('nextTierHint', () => {
  it('names the lowest tier above the amount and the shortfall in whole dollars', () => {
    const hint = nextTierHint(45000, tiers);
    expect(hint?.tier).toBe(over500);
    expect(hint?.shortfall).toBe(5000);
    expect(hint?.text).toBe('差$50元');
  });

  it('counts from an amount sitting exactly on a tier to the next one', () => {
    expect(nextTierHint(50000, tiers)?.text).toBe('差$500元');
    expect(nextTierHint(0, tiers)?.text).toBe('差$300元');
  });

  it('rounds a part of a dollar up, so spending the hint does reach the tier', () => {
    const hint = nextTierHint(29950, tiers);
    expect(hint?.shortfall).toBe(50);
    expect(hint?.shortfallDollars).toBe(1);
    expect(hint?.text).toBe('差$1元');
  });

  it('is null above the highest tier', () => {
    expect(nextTierHint(100000, tiers)).toBeNull();
  });
});
