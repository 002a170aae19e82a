import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lineExactAmount, linePrice, type PricedLine } from './line.js';
import { computeOrderTotals, serviceChargeOf } from './order.js';
import { allocate, splitCheck } from './split.js';

// ---- generators ------------------------------------------------------------------------------
const countHundredths = fc.oneof(fc.integer({ min: 1, max: 8 }).map((n) => n * 100), fc.integer({ min: 1, max: 900 }));
const line: fc.Arbitrary<PricedLine> = fc.record({
  count: countHundredths.map((h) => h / 100),
  unitPrice: fc.oneof(fc.integer({ min: 0, max: 600 }).map((n) => n * 100), fc.integer({ min: 0, max: 60_000 })),
  options: fc.constant([]),
  combos: fc.constant([]),
  entertain: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
});

/** An order priced by core (with a money or ratio discount and a service charge) and a random split of its lines. */
const splitCase = fc
  .record({
    lines: fc.array(line, { minLength: 1, maxLength: 8 }),
    holders: fc.integer({ min: 1, max: 5 }),
    discount: fc.oneof(
      fc.constant(null),
      fc.integer({ min: 0, max: 300_000 }).map((amount) => ({ type: 'MONEY' as const, amount })),
      fc.integer({ min: 50, max: 100 }).map((hundredths) => ({ type: 'RATIO' as const, ratio: hundredths / 100 })),
    ),
    percent: fc.integer({ min: 0, max: 20 }),
    seed: fc.array(fc.nat(), { minLength: 64, maxLength: 64 }),
  })
  .map(({ lines, holders, discount, percent, seed }) => {
    const totals = computeOrderTotals({ lines, manualDiscount: discount, serviceChargePercent: percent });
    let next = 0;
    const random = () => seed[next++ % seed.length]!;
    // Each line's hundredths dealt out at random among the holders.
    const counts = Array.from({ length: holders }, () => lines.map(() => 0));
    lines.forEach((pricedLine, index) => {
      let left = Math.round(pricedLine.count * 100);
      for (let holder = 0; holder < holders - 1; holder += 1) {
        const take = left === 0 ? 0 : random() % (left + 1);
        counts[holder]![index] = take / 100;
        left -= take;
      }
      counts[holders - 1]![index] = left / 100;
    });
    return { lines, totals, counts };
  });

describe('splitCheck (property)', () => {
  it('any split of any order adds up to its payable and service charge; every part and share >= 0', () => {
    fc.assert(
      fc.property(splitCase, ({ lines, totals, counts }) => {
        if (totals.discountExceedsTotal) return;
        const source = {
          lines: lines.map((pricedLine) => ({ amount: linePrice(pricedLine), count: pricedLine.count, entertain: pricedLine.entertain === true })),
          payable: totals.payable,
          serviceCharge: totals.serviceCharge,
        };
        const shares = splitCheck(source, counts);
        expect(shares.reduce((sum, share) => sum + share.payable, 0)).toBe(totals.payable);
        expect(shares.reduce((sum, share) => sum + share.serviceCharge, 0)).toBe(totals.serviceCharge);
        for (const share of shares) {
          expect(share.payable).toBeGreaterThanOrEqual(0);
          expect(share.serviceCharge).toBeGreaterThanOrEqual(0);
          expect(share.subtotal - share.entertainAmount - share.discount + share.serviceCharge).toBe(share.payable);
        }
        source.lines.forEach((sourceLine, index) => {
          expect(shares.reduce((sum, share) => sum + share.lineAmounts[index]!, 0)).toBe(sourceLine.amount);
        });
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('a split of whole-dollar goods without discounts gives each part exactly its goods (and its service charge share)', () => {
    const lines = [
      { amount: 12_000, count: 2, entertain: false },
      { amount: 3_500, count: 1, entertain: false },
      { amount: 6_000, count: 3, entertain: false },
    ];
    const shares = splitCheck({ lines, payable: 21_500, serviceCharge: 0 }, [
      [1, 1, 0],
      [1, 0, 3],
    ]);
    expect(shares.map((share) => share.payable)).toEqual([9_500, 12_000]);
    expect(shares.map((share) => share.discount)).toEqual([0, 0]);
  });

  it('NT$100 split three ways is 34 + 33 + 33, never 99 or 101', () => {
    const shares = splitCheck({ lines: [{ amount: 10_000, count: 3, entertain: false }], payable: 10_000, serviceCharge: 0 }, [[1], [1], [1]]);
    expect(shares.map((share) => share.payable)).toEqual([3_400, 3_300, 3_300]);
    expect(shares.map((share) => share.lineAmounts[0])).toEqual([3_334, 3_333, 3_333]);
  });
});

describe('allocate', () => {
  it('shares in whole units, the odd cents to the largest weight, and respects caps while another has room', () => {
    expect(allocate(1_050, [1, 2], 100)).toEqual([300, 750]);
    expect(allocate(200, [1, 1], 100, [100, 100])).toEqual([100, 100]);
    expect(allocate(500, [0, 0], 100)).toEqual([500, 0]);
  });
});

describe('service charge', () => {
  it('is the percent of the goods after discounts, entertained lines excluded, rounded half up to NT$', () => {
    const lines: PricedLine[] = [
      { count: 1, unitPrice: 33_300, options: [], combos: [] },
      { count: 1, unitPrice: 10_000, options: [], combos: [], entertain: true },
    ];
    const totals = computeOrderTotals({ lines, serviceChargePercent: 10, manualDiscount: { type: 'MONEY', amount: 3_000 } });
    expect(totals.serviceCharge).toBe(3_000); // 10% of 303 = 30.3 -> 30
    expect(totals.payable).toBe(30_300 + 3_000);
    expect(serviceChargeOf(1_500, 10)).toBe(200); // 1.5 -> 2 (half up)
    expect(computeOrderTotals({ lines, serviceChargePercent: 10, entertain: true }).serviceCharge).toBe(0);
    expect(computeOrderTotals({ lines }).serviceCharge).toBe(0);
    expect(lineExactAmount(lines[0]!)).toBeGreaterThan(0n);
  });
});
