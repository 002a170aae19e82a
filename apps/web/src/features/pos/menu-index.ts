import { MSG } from '@diancan/core/messages';
import { formatCents } from '@diancan/core/money';
import type { PosCategory, PosItem, PosMenu, PosOptionGroup, PosUpgrade, Remark } from '@diancan/core/contracts/menu';

/** The POS menu with lookups by id, built once per menu answer (a large menu has thousands of items). */
export interface MenuIndex {
  categories: readonly PosCategory[];
  items: ReadonlyMap<number, PosItem>;
  optionGroups: ReadonlyMap<number, PosOptionGroup>;
  upgrades: ReadonlyMap<number, PosUpgrade>;
  remarks: readonly Remark[];
}

export function indexMenu(menu: PosMenu): MenuIndex {
  const items = new Map<number, PosItem>();
  for (const category of menu.categories) for (const item of category.items) items.set(item.id, item);
  return {
    categories: menu.categories,
    items,
    optionGroups: new Map(menu.optionGroups.map((group) => [group.id, group])),
    upgrades: new Map(menu.upgrades.map((upgrade) => [upgrade.id, upgrade])),
    remarks: menu.remarks,
  };
}

/** The groups of the ids that exist, in the given order (a group removed meanwhile is skipped). */
export function groupsOf(index: Pick<MenuIndex, 'optionGroups'>, ids: readonly number[]): PosOptionGroup[] {
  return ids.flatMap((id) => {
    const group = index.optionGroups.get(id);
    return group ? [group] : [];
  });
}

export function upgradesOf(index: Pick<MenuIndex, 'upgrades'>, ids: readonly number[]): PosUpgrade[] {
  return ids.flatMap((id) => {
    const upgrade = index.upgrades.get(id);
    return upgrade ? [upgrade] : [];
  });
}

/** An item with nothing to choose goes straight into the cart; the others open the detail modal. */
export function needsDetail(index: Pick<MenuIndex, 'optionGroups' | 'upgrades'>, item: PosItem): boolean {
  return groupsOf(index, item.optionGroupIds).length > 0 || upgradesOf(index, item.upgradeIds).length > 0;
}

/** Sold out: switched to 售完, or a counted stock at 0. */
export function isSoldOut(item: Pick<PosItem, 'availableForSale' | 'availableQuantity'>): boolean {
  return !item.availableForSale || (item.availableQuantity !== null && item.availableQuantity <= 0);
}

/** A counted item shows its stock in red from this many left. */
export const LOW_STOCK_LEFT = 3;

/** What is left to sell of a counted item beside what is already in the cart; null for an item not counted. */
export function stockLeft(item: Pick<PosItem, 'availableQuantity'>, inCart: number): number | null {
  return item.availableQuantity === null ? null : Math.max(0, item.availableQuantity - inCart);
}

/** What an item card says to assistive technology: its name, its price, and 售完 when sold out. */
export function itemCardLabel(item: Pick<PosItem, 'name' | 'price' | 'availableForSale' | 'availableQuantity'>): string {
  return `${item.name} ${formatCents(item.price)}${isSoldOut(item) ? ` ${MSG.STOCK_OFF}` : ''}`;
}
