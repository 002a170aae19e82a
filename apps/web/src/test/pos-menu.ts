import type { PosItem, PosOptionGroup } from '@diancan/core/contracts/menu';

/** A small POS menu as pos/getMenu presents it, for the POS tests. Prices in cents. */
export function posItem(overrides: Partial<PosItem> & Pick<PosItem, 'id' | 'name' | 'price'>): PosItem {
  return {
    categoryId: 1,
    imageFileId: null,
    description: '',
    mobileEnabled: true,
    printAreaIds: [],
    optionGroupIds: [],
    upgradeIds: [],
    availableQuantity: null,
    availableForSale: true,
    ...overrides,
  };
}

export const SWEETNESS: PosOptionGroup = {
  id: 30,
  name: '甜度',
  leastSelectable: 1,
  mostSelectable: 1,
  sort: 1,
  options: [
    { id: 301, name: '正常', price: 0, sort: 1 },
    { id: 302, name: '半糖', price: 0, sort: 2 },
  ],
};

export const TOPPINGS: PosOptionGroup = {
  id: 31,
  name: '加料',
  leastSelectable: 0,
  mostSelectable: 2,
  sort: 2,
  options: [
    { id: 311, name: '珍珠', price: 1000, sort: 1 },
    { id: 312, name: '椰果', price: 500, sort: 2 },
    { id: 313, name: '仙草', price: 500, sort: 3 },
  ],
};
