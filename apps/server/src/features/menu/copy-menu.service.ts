import { MENU_MSG, type CopyMenuRequest, type CopyMenuResult } from '@diancan/core/contracts/menu';
import type { Transaction } from '../../platform/db/database.js';
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
import { conflict, notFound } from '../../platform/errors/app-error.js';
import { filesRepository } from '../../platform/files/files.repository.js';
import { kitchenAreaRepository, printAreaRepository } from './area.repository.js';
import { categoryRepository } from './category.repository.js';
import { bulkRepository as bulk } from './bulk.repository.js';
import { copyMenuRepository as copies } from './copy-menu.repository.js';
import { itemRepository } from './item.repository.js';
import { itemLinksOf } from './item.service.js';
import { categoryPrintAreaLinks } from './links.repository.js';
import { changeMenu, type MenuContext } from './menu-context.js';
import { optionGroupRepository } from './option-group.repository.js';
import { remarkRepository } from './remark.repository.js';
import { NOT_FOUND } from './rules.js';
import { upgradeRepository } from './upgrade.repository.js';

/** Source id -> the id of its copy. */
class IdMap {
  private readonly map = new Map<number, number>();

  static async allocate(tx: Transaction, table: Parameters<typeof bulk.allocateIds>[1], sourceIds: readonly number[]) {
    const ids = await bulk.allocateIds(tx, table, sourceIds.length);
    const result = new IdMap();
    sourceIds.forEach((sourceId, index) => result.map.set(sourceId, ids[index] as number));
    return result;
  }

  to(sourceId: number): number {
    const id = this.map.get(sourceId);
    if (id === undefined) throw new Error(`no copy of record ${sourceId}`);
    return id;
  }

  has(sourceId: number): boolean {
    return this.map.has(sourceId);
  }

  /** null stays null (an optional reference). */
  toOptional(sourceId: number | null): number | null {
    return sourceId === null ? null : this.to(sourceId);
  }
}

/**
 * store/copyMenu (staff): copies one store's whole menu to another, areas, categories, items (with their
 * images), taste groups, upgrades and remarks, keeping every order and link. Stock is not copied: the copy
 * starts unlimited and for sale. A target that has a menu is refused unless `overwrite` asks to replace it.
 */
export class CopyMenuService {
  constructor(private readonly context: MenuContext) {}

  copy(request: CopyMenuRequest, staffUserId: number): Promise<CopyMenuResult> {
    const { sourceStoreId: from, targetStoreId: to } = request;
    return changeMenu(this.context, to, async (tx, now) => {
      if (!(await copies.storeExists(tx, from)) || !(await copies.storeExists(tx, to))) throw notFound(NOT_FOUND.store);
      if (await copies.hasMenu(tx, to)) {
        if (!request.overwrite) throw conflict(MENU_MSG.COPY_TARGET_HAS_MENU);
        await copies.clearMenu(tx, to, now);
      }
      const stamp = { createdAt: now, updatedAt: now };

      // Areas first: categories and items point at them.
      const kitchen = await kitchenAreaRepository.list(tx, from);
      const kitchenIds = await IdMap.allocate(tx, kitchenAreas, kitchen.map((row) => row.id));
      await bulk.insertWithIds(tx, kitchenAreas, kitchen.map((row) => ({ ...row, ...stamp, id: kitchenIds.to(row.id), storeId: to })));
      const print = await printAreaRepository.list(tx, from);
      const printIds = await IdMap.allocate(tx, printAreas, print.map((row) => row.id));
      await bulk.insertWithIds(tx, printAreas, print.map((row) => ({ ...row, ...stamp, id: printIds.to(row.id), storeId: to })));

      const categories = await categoryRepository.list(tx, from);
      const categoryIds = await IdMap.allocate(tx, menuCategories, categories.map((row) => row.id));
      await bulk.insertWithIds(
        tx,
        menuCategories,
        categories.map((row) => ({
          ...row,
          ...stamp,
          id: categoryIds.to(row.id),
          storeId: to,
          kitchenAreaId: kitchenIds.toOptional(row.kitchenAreaId),
        })),
      );
      const categoryAreas = await categoryPrintAreaLinks.of(tx, from, null);
      await bulk.insertRows(
        tx,
        menuCategoryPrintAreas,
        [...categoryAreas].filter(([categoryId]) => categoryIds.has(categoryId)).flatMap(([categoryId, areaIds]) =>
          areaIds.map((areaId) => ({ storeId: to, categoryId: categoryIds.to(categoryId), printAreaId: printIds.to(areaId) })),
        ),
      );

      // Items, each image copied so the target store owns (and may read) its own file.
      const items = (await itemRepository.views(tx, from)).map((view) => view.item);
      const itemIds = await IdMap.allocate(tx, menuItems, items.map((row) => row.id));
      const imageCopies = new Map<number, number | null>();
      for (const fileId of new Set(items.flatMap((row) => (row.imageFileId === null ? [] : [row.imageFileId])))) {
        imageCopies.set(fileId, await filesRepository.copyToStore(tx, fileId, to, staffUserId, now));
      }
      await bulk.insertWithIds(
        tx,
        menuItems,
        items.map((row) => ({
          ...row,
          ...stamp,
          id: itemIds.to(row.id),
          storeId: to,
          categoryId: categoryIds.to(row.categoryId),
          imageFileId: row.imageFileId === null ? null : (imageCopies.get(row.imageFileId) ?? null),
        })),
      );

      // Taste groups and their options.
      const groups = await optionGroupRepository.list(tx, from);
      const groupIds = await IdMap.allocate(tx, menuOptionGroups, groups.map((row) => row.id));
      await bulk.insertWithIds(tx, menuOptionGroups, groups.map((row) => ({ ...row, ...stamp, id: groupIds.to(row.id), storeId: to })));
      const options = await optionGroupRepository.options(tx, from, null);
      await bulk.insertRows(
        tx,
        menuOptions,
        options.map(({ id: _id, ...row }) => ({ ...row, storeId: to, groupId: groupIds.to(row.groupId) })),
      );

      // Upgrades, their slots and the items the slots offer.
      const upgrades = await upgradeRepository.list(tx, from);
      const upgradeIds = await IdMap.allocate(tx, menuUpgrades, upgrades.map((row) => row.id));
      await bulk.insertWithIds(tx, menuUpgrades, upgrades.map((row) => ({ ...row, ...stamp, id: upgradeIds.to(row.id), storeId: to })));
      const slots = await upgradeRepository.groups(tx, from, null);
      const slotIds = await IdMap.allocate(tx, menuUpgradeGroups, slots.map((row) => row.id));
      await bulk.insertWithIds(
        tx,
        menuUpgradeGroups,
        slots.map((row) => ({ ...row, id: slotIds.to(row.id), storeId: to, upgradeId: upgradeIds.to(row.upgradeId) })),
      );
      const slotItems = await upgradeRepository.groupItems(tx, from, null);
      await bulk.insertRows(
        tx,
        menuUpgradeGroupItems,
        slotItems.map((row) => ({ ...row, storeId: to, groupId: slotIds.to(row.groupId), itemId: itemIds.to(row.itemId) })),
      );

      // The items' links, in their order (removed items keep theirs, and are not copied).
      const links = await itemLinksOf(tx, from, null);
      const live = (map: Map<number, number[]>) => [...map].filter(([itemId]) => itemIds.has(itemId));
      await bulk.insertRows(
        tx,
        menuItemPrintAreas,
        live(links.printAreas).flatMap(([itemId, areaIds]) =>
          areaIds.map((areaId) => ({ storeId: to, itemId: itemIds.to(itemId), printAreaId: printIds.to(areaId) })),
        ),
      );
      await bulk.insertRows(
        tx,
        menuItemOptionGroups,
        live(links.optionGroups).flatMap(([itemId, ids]) =>
          ids.map((groupId, index) => ({ storeId: to, itemId: itemIds.to(itemId), groupId: groupIds.to(groupId), sort: index + 1 })),
        ),
      );
      await bulk.insertRows(
        tx,
        menuItemUpgrades,
        live(links.upgrades).flatMap(([itemId, ids]) =>
          ids.map((upgradeId, index) => ({ storeId: to, itemId: itemIds.to(itemId), upgradeId: upgradeIds.to(upgradeId), sort: index + 1 })),
        ),
      );

      const remarks = await remarkRepository.list(tx, from);
      await bulk.insertRows(
        tx,
        menuRemarks,
        remarks.map(({ id: _id, ...row }) => ({ ...row, ...stamp, storeId: to })),
      );

      return {
        categoryCount: categories.length,
        itemCount: items.length,
        optionGroupCount: groups.length,
        upgradeCount: upgrades.length,
      };
    });
  }
}
