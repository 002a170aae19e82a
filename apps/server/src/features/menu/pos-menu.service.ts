import type { PosCategory, PosItemDetail, PosMenu } from '@diancan/core/contracts/menu';
import type { Executor } from '../../platform/db/database.js';
import { kitchenAreaRepository, printAreaRepository } from './area.repository.js';
import { categoryRepository } from './category.repository.js';
import { itemRepository } from './item.repository.js';
import { itemLinksOf } from './item.service.js';
import { categoryPrintAreaLinks } from './links.repository.js';
import type { MenuContext } from './menu-context.js';
import {
  groupBy,
  presentArea,
  presentPosItem,
  presentPosOptionGroup,
  presentPosUpgrade,
  presentRemark,
} from './menu.presenter.js';
import { optionGroupRepository } from './option-group.repository.js';
import { posMenuRepository } from './pos-menu.repository.js';
import { remarkRepository } from './remark.repository.js';
import { found, NOT_FOUND } from './rules.js';
import { upgradePartsOf } from './upgrade.service.js';
import { upgradeRepository } from './upgrade.repository.js';

/**
 * What the POS sells: enabled categories with their enabled items in order, the taste groups and enabled
 * upgrades they refer to (listed once), remarks and areas. Sold-out items are listed (the POS shows them
 * greyed out); off items and categories are not.
 */
export class PosMenuService {
  constructor(private readonly context: MenuContext) {}

  /** The whole menu, or with `head` only the first category's items (the others listed empty, `complete: false`). */
  async getMenu(storeId: number, { head = false }: { head?: boolean } = {}): Promise<PosMenu> {
    // One snapshot: a menu change committing halfway through the reads cannot mix two versions.
    return this.context.db.transaction(async (tx) => this.readMenu(tx, storeId, head), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
  }

  async getItemDetail(storeId: number, itemId: number): Promise<PosItemDetail> {
    const db = this.context.db;
    const view = found(await itemRepository.view(db, storeId, itemId), NOT_FOUND.item);
    const links = await itemLinksOf(db, storeId, [itemId]);
    const upgradeIds = links.upgrades.get(itemId) ?? [];
    const upgrades = (await upgradeRepository.list(db, storeId, upgradeIds)).filter((upgrade) => upgrade.enabled);
    const parts = await upgradePartsOf(
      db,
      storeId,
      upgrades.map((upgrade) => upgrade.id),
    );
    // The item's own groups, then those of the items its upgrades offer (their options are option details).
    const groupIds = new Set(links.optionGroups.get(itemId) ?? []);
    for (const ids of parts.itemOptionGroups.values()) for (const id of ids) groupIds.add(id);
    const groups = await optionGroupRepository.list(db, storeId, [...groupIds]);
    const options = groupBy(await optionGroupRepository.options(db, storeId, [...groupIds]), (option) => option.groupId);
    const upgradeById = new Map(upgrades.map((upgrade) => [upgrade.id, upgrade]));
    return {
      item: presentPosItem(view, links),
      optionGroups: groups.map((group) => presentPosOptionGroup(group, options.get(group.id) ?? [])),
      upgrades: upgradeIds.flatMap((id) => {
        const upgrade = upgradeById.get(id);
        return upgrade ? [presentPosUpgrade(upgrade, parts)] : [];
      }),
    };
  }

  private async readMenu(db: Executor, storeId: number, head: boolean): Promise<PosMenu> {
    const categories = (await categoryRepository.list(db, storeId)).filter((category) => category.enabled);
    // The head reads the items of the first category only: the one the counter opens on.
    const first = categories[0];
    const items = !head ? await posMenuRepository.sellableItems(db, storeId) : first ? await posMenuRepository.sellableItems(db, storeId, first.id) : [];
    const links = await posMenuRepository.itemLinks(db, storeId, head ? items.map((item) => item.id) : null);
    const categoryPrintAreas = await categoryPrintAreaLinks.of(db, storeId, null);
    const upgrades = (await upgradeRepository.list(db, storeId)).filter((upgrade) => upgrade.enabled);
    const enabledUpgrades = new Set(upgrades.map((upgrade) => upgrade.id));
    const parts = await upgradePartsOf(db, storeId, [...enabledUpgrades]);
    const groups = await optionGroupRepository.list(db, storeId);
    const options = groupBy(await optionGroupRepository.options(db, storeId, null), (option) => option.groupId);

    const itemsOf = groupBy(items, (item) => item.categoryId);
    const posCategories: PosCategory[] = categories.map((category) => ({
      id: category.id,
      name: category.name,
      printTag: category.printTag,
      kitchenAreaId: category.kitchenAreaId,
      printAreaIds: categoryPrintAreas.get(category.id) ?? [],
      items: (itemsOf.get(category.id) ?? []).map((item) => ({
        id: item.id,
        categoryId: item.categoryId,
        name: item.name,
        price: item.priceCents,
        imageFileId: item.imageFileId,
        description: item.description,
        mobileEnabled: item.mobileEnabled,
        printAreaIds: links.printAreas.get(item.id) ?? [],
        optionGroupIds: links.optionGroups.get(item.id) ?? [],
        // An upgrade that is off is not offered.
        upgradeIds: (links.upgrades.get(item.id) ?? []).filter((id) => enabledUpgrades.has(id)),
        availableQuantity: item.availableQuantity,
        availableForSale: item.availableForSale,
      })),
    }));
    return {
      categories: posCategories,
      optionGroups: groups.map((group) => presentPosOptionGroup(group, options.get(group.id) ?? [])),
      upgrades: upgrades.map((upgrade) => presentPosUpgrade(upgrade, parts)),
      remarks: (await remarkRepository.list(db, storeId)).map(presentRemark),
      kitchenAreas: (await kitchenAreaRepository.list(db, storeId)).map(presentArea),
      printAreas: (await printAreaRepository.list(db, storeId)).map(presentArea),
      ...(head ? { complete: false } : {}),
    };
  }
}
