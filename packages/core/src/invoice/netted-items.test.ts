import { describe, expect, it } from 'vitest';
import { nettedInvoiceItems } from './netted-items.js';

const total = (items: readonly { amount: number }[]) => items.reduce((sum, item) => sum + item.amount, 0);
const exactArithmetic = (items: readonly { quantity: number; unitPrice: number; amount: number }[]) =>
  items.every((item) => Math.abs(item.quantity * item.unitPrice - item.amount) < 1e-6 && item.amount >= 0 && item.unitPrice >= 0);

describe('nettedInvoiceItems (F0401 without a negative line)', () => {
  it('leaves items without a discount as they are', () => {
    const items = [{ name: '滷肉飯', quantity: 2, unitPrice: 4_000, amount: 8_000 }, { name: '進位調整', quantity: 1, unitPrice: 100, amount: 100 }];
    expect(nettedInvoiceItems(items)).toEqual(items);
  });

  it('nets the discount into the lines by their amounts, to the invoice total, with UnitPrice x Quantity = Amount', () => {
    const items = [
      { name: '雞腿便當', quantity: 2, unitPrice: 12_000, amount: 24_000 },
      { name: '紅茶', quantity: 3, unitPrice: 3_000, amount: 9_000 },
      { name: '招待', quantity: 1, unitPrice: 0, amount: 0 },
      { name: '折扣', quantity: 1, unitPrice: -3_300, amount: -3_300 },
    ];
    const netted = nettedInvoiceItems(items);
    expect(netted).toEqual([
      { name: '雞腿便當', quantity: 2, unitPrice: 10_800, amount: 21_600 },
      { name: '紅茶', quantity: 3, unitPrice: 2_700, amount: 8_100 },
      { name: '招待', quantity: 1, unitPrice: 0, amount: 0 },
    ]);
    expect(total(netted)).toBe(total(items));
  });

  it('writes a line whose netted amount does not divide per unit as one unit, its quantity in the description', () => {
    const items = [
      { name: '滷肉飯', quantity: 3, unitPrice: 4_000, amount: 12_000 },
      { name: '貢丸湯', quantity: 1, unitPrice: 3_000, amount: 3_000 },
      { name: '折扣', quantity: 1, unitPrice: -1_000, amount: -1_000 },
    ];
    const netted = nettedInvoiceItems(items);
    expect(netted).toEqual([
      { name: '滷肉飯 x3', quantity: 1, unitPrice: 11_200, amount: 11_200 },
      { name: '貢丸湯', quantity: 1, unitPrice: 2_800, amount: 2_800 },
    ]);
    expect(exactArithmetic(netted)).toBe(true);
  });

  it('keeps the arithmetic exact for any split (a sweep of discounts over odd quantities)', () => {
    for (let discount = 100; discount <= 20_000; discount += 700) {
      const items = [
        { name: 'A', quantity: 3, unitPrice: 3_300, amount: 9_900 },
        { name: 'B', quantity: 0.5, unitPrice: 20_000, amount: 10_000 },
        { name: 'C', quantity: 7, unitPrice: 100, amount: 700 },
        { name: '折扣', quantity: 1, unitPrice: -discount, amount: -discount },
      ];
      const netted = nettedInvoiceItems(items);
      expect(total(netted)).toBe(20_600 - discount);
      expect(exactArithmetic(netted)).toBe(true);
      expect(netted).toHaveLength(3);
    }
  });
});
