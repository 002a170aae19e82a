import { describe, expect, it } from 'vitest';
import { countHundredths, lineExactAmount, linePrice, lineUnitPrice } from './line.js';
import { EXACT_PER_CENT } from './exact.js';

describe('lineUnitPrice and linePrice', () => {
  it('prices a plain line: count x unit price', () => {
    // 3 x NT$65 = NT$195
    expect(linePrice({ count: 3, unitPrice: 6500 })).toBe(19500);
  });

  it('adds option count x option price per unit', () => {
    // unit 60 + 1 x 10 (pearls) + 2 x 5 (extra ice cream) = 80; x 2 = 160
    const line = { count: 2, unitPrice: 6000, options: [{ count: 1, price: 1000 }, { count: 2, price: 500 }] };
    expect(lineUnitPrice(line)).toBe(8000);
    expect(linePrice(line)).toBe(16000);
  });

  it('adds item price + combo price + option details of each combo entry, times the count', () => {
    // unit 100 + (item 10 + combo 50 + 1 x 5) = 165; x 3 = 495
    const line = {
      count: 3,
      unitPrice: 10000,
      combos: [{ itemPrice: 1000, comboPrice: 5000, optionDetails: [{ count: 1, price: 500 }] }],
    };
    expect(lineUnitPrice(line)).toBe(16500);
    expect(linePrice(line)).toBe(49500);
  });

  it('adds several combo entries and options together', () => {
    // 80 + option 1 x 10 + combo (0 + 30 + 2 x 5) + combo (15 + 20 + 0) = 165; x 2 = 330
    const line = {
      count: 2,
      unitPrice: 8000,
      options: [{ count: 1, price: 1000 }],
      combos: [
        { itemPrice: 0, comboPrice: 3000, optionDetails: [{ count: 2, price: 500 }] },
        { itemPrice: 1500, comboPrice: 2000, optionDetails: [] },
      ],
    };
    expect(lineUnitPrice(line)).toBe(16500);
    expect(linePrice(line)).toBe(33000);
  });

  it('accepts a "less" option as long as the unit stays at or above zero', () => {
    // 擔仔麵 70, 去蛋 -10 -> 60
    expect(lineUnitPrice({ count: 1, unitPrice: 7000, options: [{ count: 1, price: -1000 }] })).toBe(6000);
    expect(() => lineUnitPrice({ count: 1, unitPrice: 500, options: [{ count: 1, price: -1000 }] })).toThrow(RangeError);
  });

  it('prices decimal counts exactly', () => {
    // 0.33 kg at NT$45 = NT$14.85, exactly
    expect(lineExactAmount({ count: 0.33, unitPrice: 4500 })).toBe(1485n * EXACT_PER_CENT);
    // 1.15 x 3.33 = 3.8295 -> shown as 3.83
    expect(lineExactAmount({ count: 1.15, unitPrice: 333 })).toBe(3_829_500n * 100n);
    expect(linePrice({ count: 1.15, unitPrice: 333 })).toBe(383);
  });

  it('prices a zero count as zero', () => {
    expect(linePrice({ count: 0, unitPrice: 9900 })).toBe(0);
  });
});

describe('countHundredths', () => {
  it.each([
    [1, 100],
    [0.07, 7],
    [1.15, 115],
    [99999.99, 9_999_999],
  ])('%d -> %i', (count, hundredths) => {
    expect(countHundredths(count)).toBe(hundredths);
  });

  it('refuses a third decimal, negatives and non-numbers', () => {
    expect(() => countHundredths(1.255)).toThrow(RangeError);
    expect(() => countHundredths(-1)).toThrow(RangeError);
    expect(() => countHundredths(Number.NaN)).toThrow(RangeError);
  });

  it('refuses non-integer cents and fractional option counts', () => {
    expect(() => linePrice({ count: 1, unitPrice: 10.5 })).toThrow(RangeError);
    expect(() => linePrice({ count: 1, unitPrice: 100, options: [{ count: 0.5, price: 10 }] })).toThrow(RangeError);
  });
});
