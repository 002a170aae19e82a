import type { CategorySimple, Item, OptionGroup } from '@diancan/core/contracts/menu';

/** Records as the server presents them, for the page tests. */
export function itemOf(overrides: Partial<Item> & Pick<Item, 'id' | 'name'>): Item {
  return {
    categoryId: 10,
    categoryName: '飲料',
    price: 5000,
    imageFileId: null,
    description: '',
    sort: overrides.id,
    enabled: true,
    mobileEnabled: true,
    printAreaIds: [],
    optionGroupIds: [],
    upgradeIds: [],
    availableQuantity: null,
    availableForSale: true,
    lastUpdateTime: '2026-11-21T10:00:00.000+08:00',
    ...overrides,
  };
}

export const CATEGORIES: CategorySimple[] = [
  { id: 10, name: '飲料', enabled: true },
  { id: 11, name: '主食', enabled: true },
];

export const SWEETNESS: OptionGroup = {
  id: 30,
  name: '甜度',
  leastSelectable: 1,
  mostSelectable: 2,
  sort: 1,
  options: [
    { id: 301, name: '正常', price: 0, sort: 1 },
    { id: 302, name: '加珍珠', price: 1000, sort: 2 },
  ],
  itemCount: 0,
  lastUpdateTime: '2026-11-21T10:00:00.000+08:00',
};
