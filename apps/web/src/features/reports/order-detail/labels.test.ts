import { describe, expect, it } from 'vitest';
import { comboTexts, optionText, ratioLabel, surcharge } from './labels';

describe('order detail labels', () => {
  it('names ratio discounts as 折', () => {
    expect(ratioLabel(0.9)).toBe('9折');
    expect(ratioLabel(0.85)).toBe('85折');
    expect(ratioLabel(0.4)).toBe('4折');
    expect(ratioLabel(0.95)).toBe('95折');
  });

  it('writes surcharges with their sign and thousands separators', () => {
    expect(surcharge(0)).toBe('');
    expect(surcharge(1_000)).toBe('+$10');
    expect(surcharge(-500)).toBe('-$5');
    expect(surcharge(150_050)).toBe('+$1,500.50');
  });

  it('writes options per unit with count and price', () => {
    expect(optionText({ optionId: 1, groupId: 1, groupName: '甜度', name: '半糖', count: 1, price: 0 })).toBe('甜度：半糖');
    expect(optionText({ optionId: 2, groupId: 2, groupName: '加料', name: '珍珠', count: 2, price: 500 })).toBe('加料：珍珠 x2 +$10');
  });

  it('writes a combo with its picked items', () => {
    expect(
      comboTexts({
        upgradeId: 1,
        name: '超值套餐',
        comboPrice: 5_000,
        items: [
          { groupId: 1, groupName: '飲料', itemId: 9, name: '紅茶', comboItemPrice: 0, options: [] },
          {
            groupId: 2,
            groupName: '副餐',
            itemId: 10,
            name: '薯條',
            comboItemPrice: 1_000,
            options: [{ optionId: 3, groupId: 5, groupName: '尺寸', name: '大', count: 1, price: 500 }],
          },
        ],
      }),
    ).toEqual(['超值套餐 +$50', '飲料：紅茶', '副餐：薯條 +$10（尺寸：大 +$5）']);
  });
});
