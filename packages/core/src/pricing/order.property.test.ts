import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { AutomaticDiscountTier } from './automatic-discount.js';
import { validateCheckout } from './checkout.js';
import type { PricedLine } from './line.js';
import { lineUnitPrice } from './line.js';
import type { ManualDiscount } from './manual-discount.js';
import { DISCOUNT_RATIO_OPTIONS } from './manual-discount.js';
import type { OrderPriceInput, OrderTotals } from './order.js';
import { computeOrderTotals } from './order.js';

// ---- generators ------------------------------------------------------------------------------
const option = fc.record({ count: fc.integer({ min: 0, max: 3 }), price: fc.integer({ min: 0, max: 5_000 }) });
const combo = fc.record({
  itemPrice: fc.integer({ min: 0, max: 3_000 }),
  comboPrice: fc.integer({ min: 0, max: 8_000 }),
  optionDetails: fc.array(option, { maxLength: 2 }),
});
/** Counts in hundredths up to 50.00: whole in most lines, decimal in some (DECIMAL keypad mode). */
const countHundredths = fc.oneof(fc.integer({ min: 0, max: 20 }).map((n) => n * 100), fc.integer({ min: 0, max: 5_000 }));
const line: fc.Arbitrary<PricedLine> = fc.record({
  count: countHundredths.map((h) => h / 100),
  unitPrice: fc.oneof(fc.integer({ min: 0, max: 500 }).map((n) => n * 100), fc.integer({ min: 0, max: 50_000 })),
  options: fc.array(option, { maxLength: 3 }),
  combos: fc.array(combo, { maxLength: 2 }),
  entertain: fc.integer({ min: 0, max: 4 }).map((n) => n === 0), // one line in five given free
});
const tier: fc.Arbitrary<AutomaticDiscountTier> = fc.oneof(
  fc.record({
    id: fc.nat(),
    name: fc.constant('滿額折'),
    minimumSpendingAmount: fc.integer({ min: 0, max: 300_000 }),
    discountType: fc.constant('AMOUNT' as const),
    discountAmount: fc.integer({ min: 0, max: 400_000 }),
  }),
  fc.record({
    id: fc.nat(),
    name: fc.constant('滿額打折'),
    minimumSpendingAmount: fc.integer({ min: 0, max: 300_000 }),
    discountType: fc.constant('PERCENTAGE' as const),
    discountPercentage: fc.integer({ min: 0, max: 100 }),
  }),
);
const ratio = fc.constantFrom(...DISCOUNT_RATIO_OPTIONS.map((preset) => preset.ratio));
const manualDiscount: fc.Arbitrary<ManualDiscount | null> = fc.oneof(
  fc.constant(null),
  fc.integer({ min: 0, max: 600_000 }).map((amount) => ({ type: 'MONEY' as const, amount })),
  ratio.map((value) => ({ type: 'RATIO' as const, ratio: value })),
);
const order: fc.Arbitrary<OrderPriceInput> = fc.record({
  lines: fc.array(line, { maxLength: 8 }),
  automaticDiscounts: fc.array(tier, { maxLength: 4 }),
  manualDiscount,
  entertain: fc.boolean(),
  payment: fc.record({ isCash: fc.boolean(), paid: fc.integer({ min: 0, max: 1_000_000 }) }),
});

/** An order's exact line sum in hundredths of a cent (count hundredths x unit cents), for the checks. */
function exactHundredthsOfCent(lines: readonly PricedLine[]): bigint {
  return lines.reduce((sum, l) => sum + BigInt(Math.round(l.count * 100)) * BigInt(lineUnitPrice(l)), 0n);
}

function parts(totals: OrderTotals): number[] {
  return [totals.subtotal, totals.entertainAmount, totals.automaticDiscount, totals.manualDiscount, totals.payable];
}

// ---- invariants ------------------------------------------------------------------------------
describe('order totals: invariants', () => {
  it('never negative, and the parts always add up to the payable', () => {
    fc.assert(
      fc.property(order, (input) => {
        const totals = computeOrderTotals(input);
        for (const part of parts(totals)) expect(part).toBeGreaterThanOrEqual(0);
        expect(totals.subtotal - totals.entertainAmount - totals.automaticDiscount - totals.manualDiscount).toBe(totals.payable);
        expect(totals.total - totals.manualDiscount).toBe(totals.payable);
        expect(totals.change).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('a discount is never above the amount it is taken from', () => {
    fc.assert(
      fc.property(order, (input) => {
        const totals = computeOrderTotals(input);
        expect(totals.automaticDiscount).toBeLessThanOrEqual(totals.subtotal - totals.entertainAmount);
        expect(totals.manualDiscount).toBeLessThanOrEqual(totals.total);
      }),
    );
  });

  it('a money discount above the total is refused unless the order is entertained', () => {
    fc.assert(
      fc.property(order, (input) => {
        const codes = validateCheckout({ ...input, payment: { isCash: false, paid: 0 } }).map((issue) => issue.code);
        const refused = codes.includes('DISCOUNT_EXCEEDS_TOTAL');
        if (input.entertain === true) expect(refused).toBe(false);
        else expect(refused).toBe(computeOrderTotals(input).discountExceedsTotal);
      }),
    );
  });

  it('whole-order entertain pays nothing and keeps no discount', () => {
    fc.assert(
      fc.property(order, (input) => {
        const totals = computeOrderTotals({ ...input, entertain: true });
        expect(totals).toMatchObject({ payable: 0, automaticDiscount: 0, manualDiscount: 0, paid: 0, change: 0 });
        expect(totals.entertainAmount).toBe(totals.subtotal);
      }),
    );
  });

  it('cash change is paid minus payable, and only for cash', () => {
    fc.assert(
      fc.property(order, (input) => {
        const totals = computeOrderTotals({ ...input, entertain: false });
        if (!input.payment?.isCash) expect(totals.change).toBe(0);
        else if (totals.paymentSufficient) expect(totals.change).toBe(input.payment.paid - totals.payable);
        else expect(input.payment.paid).toBeLessThan(totals.payable);
      }),
    );
  });
});

describe('order totals: one rounding per order', () => {
  it('gives the same totals however the lines are split or ordered', () => {
    const splitOrder = fc.record({
      input: order,
      cuts: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 8, maxLength: 8 }),
      seed: fc.nat(),
    });
    fc.assert(
      fc.property(splitOrder, ({ input, cuts, seed }) => {
        // Split each line's count into two lines at a random hundredth, then rotate the line list.
        const split = input.lines.flatMap((l, index) => {
          const hundredths = Math.round(l.count * 100);
          const first = Math.floor(hundredths * (cuts[index] ?? 0));
          return [
            { ...l, count: first / 100 },
            { ...l, count: (hundredths - first) / 100 },
          ];
        });
        const shift = split.length === 0 ? 0 : seed % split.length;
        const rotated = [...split.slice(shift), ...split.slice(0, shift)];
        const once = computeOrderTotals(input);
        const again = computeOrderTotals({ ...input, lines: rotated });
        expect(parts(again)).toEqual(parts(once));
      }),
    );
  });

  it('half-up payable is within half a dollar of the exact amount', () => {
    const plain = fc.record({ lines: fc.array(line, { maxLength: 8 }), money: fc.integer({ min: 0, max: 50_000 }) });
    fc.assert(
      fc.property(plain, ({ lines, money }) => {
        const exact = exactHundredthsOfCent(lines.filter((l) => l.entertain !== true)) - BigInt(money) * 100n;
        fc.pre(exact >= 0n);
        const totals = computeOrderTotals({ lines, manualDiscount: { type: 'MONEY', amount: money } });
        const difference = BigInt(totals.payable) * 100n - exact; // hundredths of a cent
        expect(difference > -5_000n && difference <= 5_000n).toBe(true);
        expect(totals.payable % 100).toBe(0);
      }),
    );
  });

  it('a ratio payable is a whole dollar at or above the exact ratio amount, and less than a dollar above', () => {
    const withRatio = fc.record({ lines: fc.array(line, { maxLength: 8 }), ratio });
    fc.assert(
      fc.property(withRatio, ({ lines, ratio: r }) => {
        const totals = computeOrderTotals({ lines, manualDiscount: { type: 'RATIO', ratio: r } });
        // exact ratio amount in (hundredths of a cent) x hundredths of the ratio
        const exactRatioAmount = exactHundredthsOfCent(lines.filter((l) => l.entertain !== true)) * BigInt(Math.round(r * 100));
        const payable = BigInt(totals.payable) * 10_000n;
        expect(totals.payable % 100).toBe(0);
        expect(payable >= exactRatioAmount).toBe(true);
        expect(payable - exactRatioAmount < 100n * 10_000n).toBe(true);
      }),
    );
  });
});
