import { describe, expect, it } from 'vitest';
import { tierText } from './tier-text';

describe('tierText', () => {
  it('reads an amount off', () => {
    expect(tierText({ minimumSpendingAmount: 30000, discountType: 'AMOUNT', discountAmount: 3000, discountPercentage: null })).toBe('滿NT$300折NT$30');
  });
  it('reads a percentage off as the 折 customers know', () => {
    expect(tierText({ minimumSpendingAmount: 100000, discountType: 'PERCENTAGE', discountAmount: null, discountPercentage: 10 })).toBe('滿NT$1,000打9折');
    expect(tierText({ minimumSpendingAmount: 50000, discountType: 'PERCENTAGE', discountAmount: null, discountPercentage: 15 })).toBe('滿NT$500打85折');
  });
});
