import type {
  Category,
  Item,
  ItemStock,
  KitchenArea,
  OptionGroup,
  PosItem,
  PosOptionGroup,
  PosUpgrade,
  Remark,
  Upgrade,
} from '@diancan/core/contracts/menu';
import type { AreaRow } from './area.repository.js';
import type { CategoryRow } from './category.repository.js';
import type { ItemView } from './item.repository.js';
import type { LinkMap } from './links.repository.js';
import type { OptionGroupRow, OptionRow } from './option-group.repository.js';
import type { RemarkRow } from './remark.repository.js';
import type { UpgradeGroupItemRow, UpgradeGroupRow, UpgradeRow } from './upgrade.repository.js';

/** Rows -> the menu contract. Every answer and every realtime payload of the area goes through here. */

export function presentArea(row: AreaRow): KitchenArea {
  return { id: row.id, name: row.name, sort: row.sort };
}

export function presentRemark(row: RemarkRow): Remark {
  return { id: row.id, content: row.content, sort: row.sort };
}

export function presentCategory(row: CategoryRow, itemCount: number, printAreaIds: readonly number[]): Category {
  return {
    id: row.id,
    name: row.name,
    sort: row.sort,
    enabled: row.enabled,
    printTag: row.printTag,
    kitchenAreaId: row.kitchenAreaId,
    printAreaIds: [...printAreaIds],
    itemCount,
    lastUpdateTime: row.updatedAt.toISOString(),
  };
}

/** The links of a set of items, read together. */
export interface ItemLinks {
  printAreas: LinkMap;
  optionGroups: LinkMap;
  upgrades: LinkMap;
}

export function presentItem(view: ItemView, links: ItemLinks): Item {
  const { item } = view;
  return {
    id: item.id,
    categoryId: item.categoryId,
    categoryName: view.categoryName,
    name: item.name,
    price: item.priceCents,
    imageFileId: item.imageFileId,
    description: item.description,
    sort: item.sort,
    enabled: item.enabled,
    mobileEnabled: item.mobileEnabled,
    printAreaIds: links.printAreas.get(item.id) ?? [],
    optionGroupIds: links.optionGroups.get(item.id) ?? [],
    upgradeIds: links.upgrades.get(item.id) ?? [],
    availableQuantity: view.availableQuantity,
    availableForSale: view.availableForSale,
    lastUpdateTime: item.updatedAt.toISOString(),
  };
}

export function presentPosItem(view: ItemView, links: ItemLinks): PosItem {
  const { item } = view;
  return {
    id: item.id,
    categoryId: item.categoryId,
    name: item.name,
    price: item.priceCents,
    imageFileId: item.imageFileId,
    description: item.description,
    mobileEnabled: item.mobileEnabled,
    printAreaIds: links.printAreas.get(item.id) ?? [],
    optionGroupIds: links.optionGroups.get(item.id) ?? [],
    upgradeIds: links.upgrades.get(item.id) ?? [],
    availableQuantity: view.availableQuantity,
    availableForSale: view.availableForSale,
  };
}

export function presentStock(view: ItemView): ItemStock {
  return {
    itemId: view.item.id,
    name: view.item.name,
    availableQuantity: view.availableQuantity,
    availableForSale: view.availableForSale,
  };
}

/** Groups rows by a key, keeping their order. */
export function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

export function presentPosOptionGroup(group: OptionGroupRow, options: readonly OptionRow[]): PosOptionGroup {
  return {
    id: group.id,
    name: group.name,
    leastSelectable: group.leastSelectable,
    mostSelectable: group.mostSelectable,
    sort: group.sort,
    options: options.map((option) => ({ id: option.id, name: option.name, price: option.priceCents, sort: option.sort })),
  };
}

export function presentOptionGroup(group: OptionGroupRow, options: readonly OptionRow[], itemCount: number): OptionGroup {
  return { ...presentPosOptionGroup(group, options), itemCount, lastUpdateTime: group.updatedAt.toISOString() };
}

/** What an upgrade's slots need besides their rows: the names and taste groups of the items they offer. */
export interface UpgradeParts {
  groupsOf: Map<number, UpgradeGroupRow[]>;
  itemsOf: Map<number, UpgradeGroupItemRow[]>;
  itemNames: Map<number, string>;
  itemOptionGroups: LinkMap;
}

export function presentPosUpgrade(upgrade: UpgradeRow, parts: UpgradeParts): PosUpgrade {
  return {
    id: upgrade.id,
    name: upgrade.name,
    comboPrice: upgrade.comboPriceCents,
    sort: upgrade.sort,
    groups: (parts.groupsOf.get(upgrade.id) ?? []).map((group) => ({
      id: group.id,
      name: group.name,
      leastSelectable: group.leastSelectable,
      mostSelectable: group.mostSelectable,
      sort: group.sort,
      items: (parts.itemsOf.get(group.id) ?? []).map((row) => ({
        itemId: row.itemId,
        name: parts.itemNames.get(row.itemId) ?? '',
        comboItemPrice: row.comboItemPriceCents,
        optionGroupIds: parts.itemOptionGroups.get(row.itemId) ?? [],
      })),
    })),
  };
}

export function presentUpgrade(upgrade: UpgradeRow, parts: UpgradeParts, itemCount: number): Upgrade {
  return {
    ...presentPosUpgrade(upgrade, parts),
    enabled: upgrade.enabled,
    itemCount,
    lastUpdateTime: upgrade.updatedAt.toISOString(),
  };
}
