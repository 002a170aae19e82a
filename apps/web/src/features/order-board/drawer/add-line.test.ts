import { describe, expect, it } from 'vitest';
import type { PosItem, PosMenu } from '@diancan/core/contracts/menu';
import { posItem, SWEETNESS, TOPPINGS } from '../../../test/pos-menu';
import { addedLine, optionChoiceProblem, optionGroupsOf, sellableItems } from './add-line';

const item = (id: number, overrides: Partial<PosItem> = {}): PosItem => posItem({ id, name: `餐點${id}`, price: 5000, ...overrides });

const TEA = item(1, { name: '紅茶', optionGroupIds: [30, 31] });
const MENU: PosMenu = {
  categories: [{ id: 1, name: '飲料', printTag: false, kitchenAreaId: null, printAreaIds: [], items: [TEA, item(2, { availableForSale: false }), item(3, { availableQuantity: 0 })] }],
  optionGroups: [SWEETNESS, TOPPINGS],
  upgrades: [],
  remarks: [],
  kitchenAreas: [],
  printAreas: [],
};

describe('adding a line from the drawer', () => {
  it('finds the item taste groups in the menu', () => {
    expect(optionGroupsOf(MENU, TEA).map((group) => group.name)).toEqual(['甜度', '加料']);
  });

  it('checks each group least and most', () => {
    expect(optionChoiceProblem([SWEETNESS, TOPPINGS], new Set())).toBe('「甜度」至少選1項');
    expect(optionChoiceProblem([SWEETNESS, TOPPINGS], new Set([301, 311, 312, 313]))).toBe('「加料」最多選2項');
    expect(optionChoiceProblem([SWEETNESS, TOPPINGS], new Set([302, 311]))).toBeNull();
  });

  it('builds the line at menu prices with one of each chosen option', () => {
    expect(addedLine(TEA, [SWEETNESS, TOPPINGS], new Set([302, 311]), 2, ' 去冰 ')).toEqual({
      itemId: 1,
      count: 2,
      unitPrice: 5000,
      options: [
        { optionId: 302, count: 1, price: 0 },
        { optionId: 311, count: 1, price: 1000 },
      ],
      combos: [],
      remark: '去冰',
      entertain: false,
    });
  });

  it('offers only items that can be sold now', () => {
    expect(sellableItems(MENU).map((candidate) => candidate.id)).toEqual([1]);
  });
});
