import { describe, expect, it } from 'vitest';
import { type CartLine, cartCount, cartTotal, leftOf, requestLines, unitTotalOf } from './cart';

const line = (extra: Partial<CartLine> = {}): CartLine => ({
  key: 'a',
  itemId: 1,
  name: '紅茶',
  count: 2,
  unitTotal: 4500,
  options: [{ optionId: 9, name: '大', price: 1500 }],
  combos: [],
  remark: '',
  ...extra,
});

describe('the customer cart', () => {
  it('adds options and combos to the unit price, and counts the lines', () => {
    const combo = { upgradeId: 3, name: '套餐A', price: 5000, items: [{ groupId: 4, itemId: 8, name: '薯條', price: 1000, options: [{ optionId: 7, name: '加鹽', price: 500 }] }] };
    expect(unitTotalOf(3000, [{ optionId: 9, name: '大', price: 1500 }], [combo])).toBe(3000 + 1500 + 5000 + 1000 + 500);
    expect(cartTotal([line(), line({ key: 'b', count: 1, unitTotal: 18000 })])).toBe(27000);
    expect(cartCount([line(), line({ key: 'b', count: 1 })])).toBe(3);
  });

  it('sends what was chosen and never a price', () => {
    const [sent] = requestLines([line({ remark: '少冰' })]);
    expect(sent).toEqual({ itemId: 1, count: 2, options: [{ optionId: 9 }], combos: [], remark: '少冰' });
    expect(JSON.stringify(sent)).not.toContain('price');
  });

  it('keeps within what is left in stock', () => {
    const item = { id: 1, categoryId: 1, name: '紅茶', price: 3000, imageUrl: null, description: '', optionGroupIds: [], upgradeIds: [], availableQuantity: 5, availableForSale: true };
    expect(leftOf(item, [line()])).toBe(3);
    expect(leftOf({ ...item, availableQuantity: null }, [line()])).toBeNull();
    expect(leftOf({ ...item, availableForSale: false }, [])).toBe(0);
  });
});
