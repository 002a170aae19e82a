import { describe, expect, it } from 'vitest';
import { formatAmount, formatCount, formatMoney, formatPercent } from './format';

describe('report number formats', () => {
  it('shows cents as dollars with thousands separators, cents only when there are some', () => {
    expect(formatAmount(123_456_700)).toBe('1,234,567');
    expect(formatAmount(123_456)).toBe('1,234.56');
    expect(formatAmount(120_050)).toBe('1,200.50');
    expect(formatAmount(0)).toBe('0');
    expect(formatMoney(-5_000)).toBe('-$50');
    expect(formatMoney(1_000_000)).toBe('$10,000');
  });

  it('shows counts with up to 2 decimals and shares with one', () => {
    expect(formatCount(1234.5)).toBe('1,234.5');
    expect(formatCount(3)).toBe('3');
    expect(formatPercent(0.12345)).toBe('12.3%');
    expect(formatPercent(1)).toBe('100.0%');
    expect(formatPercent(0)).toBe('0.0%');
  });
});
