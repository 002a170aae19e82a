import { describe, expect, it } from 'vitest';
import { quickCashAmounts } from './cash';

describe('quickCashAmounts', () => {
  it('offers the exact amount and the next notes above it', () => {
    expect(quickCashAmounts(17_100)).toEqual([17_100, 20_000, 50_000, 100_000]);
    expect(quickCashAmounts(50_000)).toEqual([50_000, 60_000, 100_000]);
    expect(quickCashAmounts(120_000)).toEqual([120_000, 130_000, 150_000, 200_000]);
  });
});
