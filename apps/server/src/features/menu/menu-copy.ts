import type { Executor, Transaction } from '../../platform/db/database.js';
import {
  kitchenAreas,
  menuCategories,
  menuCategoryPrintAreas,
  menuItemOptionGroups,
  menuItemPrintAreas,
  menuItemUpgrades,
  menuItems,
  menuOptionGroups,
  menuOptions,
  menuRemarks,
  menuUpgradeGroupItems,
  menuUpgradeGroups,
  menuUpgrades,
  printAreas,
} from '../../platform/db/schema/index.js';
import { filesRepository } from '../../platform/files/files.repository.js';
import { type AreaRow, kitchenAreaRepository, printAreaRepository } from './area.repository.js';
import { bulkRepository as bulk } from './bulk.repository.js';
import { type CategoryRow, categoryRepository } from './category.repository.js';
import { copyMenuRepository as copies } from './copy-menu.repository.js';
import { type ItemRow, itemRepository } from './item.repository.js';
import { itemLinksOf } from './item.service.js';
import { categoryPrintAreaLinks } from './links.repository.js';
import { type OptionGroupRow, type OptionRow, optionGroupRepository } from './option-group.repository.js';
import { type RemarkRow, remarkRepository } from './remark.repository.js';
import { type UpgradeGroupItemRow, type UpgradeGroupRow, type UpgradeRow, upgradeRepository } from './upgrade.repository.js';

/**
 * Copying a whole menu into a store: store/copyMenu (once, into a store without a menu) and a brand's publish (again
 * and again: the records an earlier publish made are updated in place). One reader, one writer, both here.
 */

/** The records of a menu that keep their identity in the store they are copied to (the rest are rewritten). */
export const MENU_RECORD_KINDS = ['kitchenArea', 'printArea', 'category', 'item', 'optionGroup', 'upgrade', 'remark'] as const;
export type MenuRecordKind = (typeof MENU_RECORD_KINDS)[number];
/** Per kind: a source record's id -> the id of its copy in the store. */
export type MenuRecordIds = Record<MenuRecordKind, Map<number, number>>;

export function noMenuRecords(): MenuRecordIds {
  return Object.fromEntries(MENU_RECORD_KINDS.map((kind) => [kind, new Map<number, number>()])) as MenuRecordIds;
}

/** A store's whole live menu as rows and links (JSON-safe once its dates are strings: a brand version keeps it). */
export interface MenuSnapshot {
  kitchenAreas: AreaRow[];
  printAreas: AreaRow[];
  categories: CategoryRow[];
  categoryPrintAreas: [number, number[]][];
  items: ItemRow[];
  optionGroups: OptionGroupRow[];
  options: OptionRow[];
  upgrades: UpgradeRow[];
  upgradeGroups: UpgradeGroupRow[];
  upgradeGroupItems: UpgradeGroupItemRow[];
  itemPrintAreas: [number, number[]][];
  itemOptionGroups: [number, number[]][];
  itemUpgrades: [number, number[]][];
  remarks: RemarkRow[];
}

export async function readMenu(db: Executor, storeId: number): Promise<MenuSnapshot> {
  const items = (await itemRepository.views(db, storeId)).map((view) => view.item);
  const live = new Set(items.map((item) => item.id));
  const links = await itemLinksOf(db, storeId, null);
  // Removed items keep their links; they are not copied.
  const liveLinks = (map: Map<number, number[]>) => [...map].filter(([itemId]) => live.has(itemId));
  return {
    kitchenAreas: await kitchenAreaRepository.list(db, storeId),
    printAreas: await printAreaRepository.list(db, storeId),
    categories: await categoryRepository.list(db, storeId),
    categoryPrintAreas: [...(await categoryPrintAreaLinks.of(db, storeId, null))],
    items,
    optionGroups: await optionGroupRepository.list(db, storeId),
    options: await optionGroupRepository.options(db, storeId, null),
    upgrades: await upgradeRepository.list(db, storeId),
    upgradeGroups: await upgradeRepository.groups(db, storeId, null),
    upgradeGroupItems: (await upgradeRepository.groupItems(db, storeId, null)).filter((row) => live.has(row.itemId)),
    itemPrintAreas: liveLinks(links.printAreas),
    itemOptionGroups: liveLinks(links.optionGroups),
    itemUpgrades: liveLinks(links.upgrades),
    remarks: await remarkRepository.list(db, storeId),
  };
}

/** Copies the items' images into the store (each file once), so the store owns and may read its own: source item -> file. */
export async function copyImages(
  tx: Transaction,
  items: readonly Pick<ItemRow, 'id' | 'imageFileId'>[],
  to: number,
  userId: number | null,
  now: Date,
): Promise<Map<number, number | null>> {
  const copied = new Map<number, number | null>();
  const images = new Map<number, number | null>();
  for (const item of items) {
    if (item.imageFileId === null) continue;
    if (!copied.has(item.imageFileId)) copied.set(item.imageFileId, await filesRepository.copyToStore(tx, item.imageFileId, to, userId, now));
    images.set(item.id, copied.get(item.imageFileId) ?? null);
  }
  return images;
}

export interface MenuWrite {
  /** What an earlier copy made of each source record: those are updated in place, the others added. */
  earlier: MenuRecordIds;
  /** The image of each item's copy, by source item id (none when absent). */
  images: ReadonlyMap<number, number | null>;
  /** The store's own prices, by the id of the item's copy: kept instead of the source's. */
  prices: ReadonlyMap<number, number>;
  /** Keep what the store switched on its copies itself (an item's 停售 and 手機點餐 switches). */
  keepSwitches: boolean;
}

export interface MenuWritten {
  ids: MenuRecordIds;
  /** Items added to the store, and items of an earlier copy updated. */
  added: number;
  updated: number;
}

/** Source id -> copy id, from an earlier copy or newly allocated. */
async function idsOf(tx: Transaction, table: Parameters<typeof bulk.allocateIds>[1], sourceIds: readonly number[], earlier: Map<number, number>) {
  const fresh = sourceIds.filter((id) => !earlier.has(id));
  const allocated = await bulk.allocateIds(tx, table, fresh.length);
  const ids = new Map<number, number>();
  for (const id of sourceIds) if (earlier.has(id)) ids.set(id, earlier.get(id) as number);
  fresh.forEach((id, index) => ids.set(id, allocated[index] as number));
  return ids;
}

function mapped(ids: Map<number, number>, sourceId: number): number {
  const id = ids.get(sourceId);
  if (id === undefined) throw new Error(`no copy of record ${sourceId}`);
  return id;
}

const optional = (ids: Map<number, number>, sourceId: number | null) => (sourceId === null ? null : (ids.get(sourceId) ?? null));

/**
 * Writes a menu into a store in the caller's transaction: each record an earlier copy made is updated, the others
 * are added; the links of the copies (print areas, taste groups, upgrades, options, slots) are rewritten. Records the
 * store made itself are left alone. Stock is never copied: a copy starts unlimited, and keeps its stock after.
 */
export async function writeMenu(tx: Transaction, menu: MenuSnapshot, to: number, now: Date, plan: MenuWrite): Promise<MenuWritten> {
  const stamp = { createdAt: now, updatedAt: now };
  const sources = (rows: readonly { id: number }[]) => rows.map((row) => row.id);
  const ids: MenuRecordIds = {
    kitchenArea: await idsOf(tx, kitchenAreas, sources(menu.kitchenAreas), plan.earlier.kitchenArea),
    printArea: await idsOf(tx, printAreas, sources(menu.printAreas), plan.earlier.printArea),
    category: await idsOf(tx, menuCategories, sources(menu.categories), plan.earlier.category),
    item: await idsOf(tx, menuItems, sources(menu.items), plan.earlier.item),
    optionGroup: await idsOf(tx, menuOptionGroups, sources(menu.optionGroups), plan.earlier.optionGroup),
    upgrade: await idsOf(tx, menuUpgrades, sources(menu.upgrades), plan.earlier.upgrade),
    remark: await idsOf(tx, menuRemarks, sources(menu.remarks), plan.earlier.remark),
  };
  const kept = (kind: MenuRecordKind) => [...ids[kind]].filter(([source]) => plan.earlier[kind].has(source)).map(([, id]) => id);
  // The links of the earlier copies go; they are written again from the menu below.
  await copies.clearLinksOf(tx, to, { categories: kept('category'), items: kept('item'), optionGroups: kept('optionGroup'), upgrades: kept('upgrade') });

  const place = { ...stamp, storeId: to };
  await bulk.upsertWithIds(tx, kitchenAreas, menu.kitchenAreas.map((row) => ({ ...row, ...place, id: mapped(ids.kitchenArea, row.id) })));
  await bulk.upsertWithIds(tx, printAreas, menu.printAreas.map((row) => ({ ...row, ...place, id: mapped(ids.printArea, row.id) })));
  await bulk.upsertWithIds(
    tx,
    menuCategories,
    menu.categories.map((row) => ({
      ...row,
      ...place,
      id: mapped(ids.category, row.id),
      kitchenAreaId: optional(ids.kitchenArea, row.kitchenAreaId),
      removedAt: null,
    })),
  );
  await bulk.upsertWithIds(
    tx,
    menuItems,
    menu.items.map((row) => {
      const id = mapped(ids.item, row.id);
      return {
        ...row,
        ...place,
        id,
        categoryId: mapped(ids.category, row.categoryId),
        imageFileId: plan.images.get(row.id) ?? null,
        priceCents: plan.prices.get(id) ?? row.priceCents,
        removedAt: null,
      };
    }),
    plan.keepSwitches ? ['enabled', 'mobileEnabled'] : [],
  );
  await bulk.upsertWithIds(tx, menuOptionGroups, menu.optionGroups.map((row) => ({ ...row, ...place, id: mapped(ids.optionGroup, row.id) })));
  await bulk.upsertWithIds(tx, menuUpgrades, menu.upgrades.map((row) => ({ ...row, ...place, id: mapped(ids.upgrade, row.id) })));
  await bulk.upsertWithIds(tx, menuRemarks, menu.remarks.map((row) => ({ ...row, ...place, id: mapped(ids.remark, row.id) })));

  await bulk.insertRows(
    tx,
    menuCategoryPrintAreas,
    menu.categoryPrintAreas.filter(([categoryId]) => ids.category.has(categoryId)).flatMap(([categoryId, areaIds]) =>
      areaIds.map((areaId) => ({ storeId: to, categoryId: mapped(ids.category, categoryId), printAreaId: mapped(ids.printArea, areaId) })),
    ),
  );
  await bulk.insertRows(
    tx,
    menuOptions,
    menu.options.map(({ id: _id, ...row }) => ({ ...row, storeId: to, groupId: mapped(ids.optionGroup, row.groupId) })),
  );
  // Upgrade slots are rewritten with new ids each time (nothing outside the menu points at them).
  const slotIds = await idsOf(tx, menuUpgradeGroups, sources(menu.upgradeGroups), new Map());
  await bulk.insertWithIds(
    tx,
    menuUpgradeGroups,
    menu.upgradeGroups.map((row) => ({ ...row, id: mapped(slotIds, row.id), storeId: to, upgradeId: mapped(ids.upgrade, row.upgradeId) })),
  );
  await bulk.insertRows(
    tx,
    menuUpgradeGroupItems,
    menu.upgradeGroupItems.map((row) => ({ ...row, storeId: to, groupId: mapped(slotIds, row.groupId), itemId: mapped(ids.item, row.itemId) })),
  );
  const itemLinks = (links: [number, number[]][]) => links.filter(([itemId]) => ids.item.has(itemId));
  await bulk.insertRows(
    tx,
    menuItemPrintAreas,
    itemLinks(menu.itemPrintAreas).flatMap(([itemId, areaIds]) =>
      areaIds.map((areaId) => ({ storeId: to, itemId: mapped(ids.item, itemId), printAreaId: mapped(ids.printArea, areaId) })),
    ),
  );
  await bulk.insertRows(
    tx,
    menuItemOptionGroups,
    itemLinks(menu.itemOptionGroups).flatMap(([itemId, groupIds]) =>
      groupIds.map((groupId, index) => ({ storeId: to, itemId: mapped(ids.item, itemId), groupId: mapped(ids.optionGroup, groupId), sort: index + 1 })),
    ),
  );
  await bulk.insertRows(
    tx,
    menuItemUpgrades,
    itemLinks(menu.itemUpgrades).flatMap(([itemId, upgradeIds]) =>
      upgradeIds.map((upgradeId, index) => ({ storeId: to, itemId: mapped(ids.item, itemId), upgradeId: mapped(ids.upgrade, upgradeId), sort: index + 1 })),
    ),
  );
  const updated = kept('item').length;
  return { ids, added: menu.items.length - updated, updated };
}

/**
 * Takes records of an earlier copy off the store's menu: items and categories are removed softly (orders still point
 * at them; a later copy that has them again brings the same records back), the rest is deleted with its links.
 */
export async function takeOffMenu(tx: Transaction, to: number, now: Date, gone: Partial<Record<MenuRecordKind, number[]>>): Promise<void> {
  await copies.takeOff(tx, to, now, gone);
}
