import type { OrderLine } from '@diancan/core';
import type { PosItem, PosMenu, PosOptionGroup } from '@diancan/core/contracts/menu';

/**
 * The line the drawer's 加點 form sends to order/addOrderDetail: an item at its menu price with its chosen taste
 * options (one of each). Upgrades (套餐) are chosen at the POS; the form offers plain items and their tastes.
 */

export function optionGroupsOf(menu: PosMenu, item: PosItem): PosOptionGroup[] {
  return item.optionGroupIds
    .map((groupId) => menu.optionGroups.find((group) => group.id === groupId))
    .filter((group): group is PosOptionGroup => group !== undefined);
}

/** Why the chosen options cannot be sent yet (a group below its least or above its most), or null. */
export function optionChoiceProblem(groups: readonly PosOptionGroup[], chosen: ReadonlySet<number>): string | null {
  for (const group of groups) {
    const picked = group.options.filter((option) => chosen.has(option.id)).length;
    if (picked < group.leastSelectable) return `「${group.name}」至少選${group.leastSelectable}項`;
    if (group.mostSelectable !== null && picked > group.mostSelectable) return `「${group.name}」最多選${group.mostSelectable}項`;
  }
  return null;
}

export function addedLine(item: PosItem, groups: readonly PosOptionGroup[], chosen: ReadonlySet<number>, count: number, remark: string): OrderLine {
  const options = groups.flatMap((group) =>
    group.options.filter((option) => chosen.has(option.id)).map((option) => ({ optionId: option.id, count: 1, price: option.price })),
  );
  return { itemId: item.id, count, unitPrice: item.price, options, combos: [], remark: remark.trim(), entertain: false };
}

/** Items that can be sold now, across the menu's categories. */
export function sellableItems(menu: PosMenu): PosItem[] {
  return menu.categories.flatMap((category) => category.items).filter((item) => item.availableForSale && item.availableQuantity !== 0);
}
