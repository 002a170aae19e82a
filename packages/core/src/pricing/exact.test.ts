import { describe, expect, it } from 'vitest';
import { EXACT_PER_CENT, exactFromCents, roundExact, scaleExact, toHundredths } from './exact.js';

const dollarsAndCents = (cents: number, millionths = 0) => BigInt(cents) * EXACT_PER_CENT + BigInt(millionths);

describe('roundExact', () => {
  it('rounds half up to a whole dollar', () => {
    expect(roundExact(dollarsAndCents(1449), 100, 'HALF_UP')).toBe(1400);
    expect(roundExact(dollarsAndCents(1450), 100, 'HALF_UP')).toBe(1500);
    expect(roundExact(dollarsAndCents(1449, 999_999), 100, 'HALF_UP')).toBe(1400);
  });

  it('rounds up to a whole dollar, leaving whole dollars alone', () => {
    expect(roundExact(dollarsAndCents(1400), 100, 'UP')).toBe(1400);
    expect(roundExact(dollarsAndCents(1400, 1), 100, 'UP')).toBe(1500);
  });

  it('rounds to the cent', () => {
    expect(roundExact(dollarsAndCents(382, 950_000), 1, 'HALF_UP')).toBe(383);
    expect(roundExact(dollarsAndCents(382, 1), 1, 'UP')).toBe(383);
  });

  it('refuses negative amounts', () => {
    expect(() => roundExact(-1n, 100, 'HALF_UP')).toThrow(RangeError);
  });
});

describe('scaleExact and toHundredths', () => {
  it('scales exactly or reports the bug', () => {
    expect(scaleExact(exactFromCents(12345), 85n, 100n)).toBe(dollarsAndCents(10493, 250_000));
    expect(() => scaleExact(1n, 1n, 3n)).toThrow(RangeError);
  });

  it('reads at most two decimals despite binary floats', () => {
    expect(toHundredths(0.07, 'x')).toBe(7);
    expect(toHundredths(1.15, 'x')).toBe(115);
    expect(toHundredths(4.35, 'x')).toBe(435);
    expect(() => toHundredths(0.001, 'x')).toThrow(RangeError);
  });
});
