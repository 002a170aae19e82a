import { FRONT_PATHS, type FrontMenu, frontOrderTypesOf, type PosMenu } from '@diancan/core';
import type { FrontContext } from './front.service.js';

/** The photo of an item, served to the holder of the token (the back office's file route needs a session). */
export function frontFileUrl(fileId: number, token: string): string {
  return `${FRONT_PATHS.file.path.replace(':id', String(fileId))}?token=${encodeURIComponent(token)}`;
}

/**
 * The customer's menu from the POS menu: only items whose mobile status is on, in the categories the store shows
 * customers, with what is left in stock; no print or kitchen areas. Taste groups and upgrades are those the shown
 * items refer to.
 */
export function frontMenuOf(context: FrontContext, menu: PosMenu, extra: { token: string; closedReason: string | null; memberPoints?: boolean }): FrontMenu {
  const hidden = new Set(context.settings.hiddenCategoryIds);
  const categories = menu.categories
    .filter((category) => !hidden.has(category.id))
    .map((category) => ({
      id: category.id,
      name: category.name,
      items: category.items
        .filter((item) => item.mobileEnabled)
        .map((item) => ({
          id: item.id,
          categoryId: item.categoryId,
          name: item.name,
          price: item.price,
          imageUrl: item.imageFileId === null ? null : frontFileUrl(item.imageFileId, extra.token),
          description: item.description,
          optionGroupIds: item.optionGroupIds,
          upgradeIds: item.upgradeIds,
          availableQuantity: item.availableQuantity,
          availableForSale: item.availableForSale,
        })),
    }))
    .filter((category) => category.items.length > 0);
  const groupIds = new Set<number>();
  const upgradeIds = new Set<number>();
  for (const category of categories) {
    for (const item of category.items) {
      for (const id of item.optionGroupIds) groupIds.add(id);
      for (const id of item.upgradeIds) upgradeIds.add(id);
    }
  }
  const upgrades = menu.upgrades.filter((upgrade) => upgradeIds.has(upgrade.id));
  // Items picked in a combo's slots bring their own taste groups.
  for (const upgrade of upgrades) {
    for (const group of upgrade.groups) for (const item of group.items) for (const id of item.optionGroupIds) groupIds.add(id);
  }
  const { store, settings } = context;
  return {
    store: {
      id: store.id,
      name: store.name,
      open: extra.closedReason === null,
      closedReason: extra.closedReason,
      orderTypes: frontOrderTypesOf(context.kind, settings.orderTypes),
      pickupLeadMinutes: settings.pickupLeadMinutes,
      note: settings.note,
      payAtCounter: settings.payAtCounter,
      timeZone: store.timeZone,
      memberPoints: extra.memberPoints ?? false,
    },
    channel: context.channel,
    table: context.table,
    categories,
    optionGroups: menu.optionGroups.filter((group) => groupIds.has(group.id)),
    upgrades,
    remarks: menu.remarks,
  };
}
