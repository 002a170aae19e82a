import {
  MENU_MSG,
  MENU_NAME_MAX,
  type Item,
  type ItemAddRequest,
  type ItemBatchOptionRequest,
  type ItemDictEntry,
  type ItemMobileStatusRequest,
  type ItemPage,
  type ItemPageRequest,
  type ItemSortRequest,
  type ItemStatusRequest,
  type ItemUpdateRequest,
  type OptionGroup,
  type PrintAreaAssignRequest,
} from '@diancan/core/contracts/menu';
import type { Executor } from '../../platform/db/database.js';
import { filesRepository } from '../../platform/files/files.repository.js';
import { printAreaRepository } from './area.repository.js';
import { brandItemEdit } from './brand-items.js';
import { categoryRepository } from './category.repository.js';
import { itemRepository, type ItemView, type ItemWrite } from './item.repository.js';
import { itemOptionGroupLinks, itemPrintAreaLinks, itemUpgradeLinks } from './links.repository.js';
import { changeMenu, type MenuContext } from './menu-context.js';
import { type ItemLinks, presentItem } from './menu.presenter.js';
import type { OptionGroupService } from './option-group.service.js';
import { optionGroupRepository } from './option-group.repository.js';
import { found, NOT_FOUND, requireAll, requireExactSet, requireUnchanged, withSuffix } from './rules.js';
import { upgradeRepository } from './upgrade.repository.js';

/**
 * Reads the links of a set of items (null: every item of the store). One query after the other: `db` may be
 * a transaction, whose one connection runs one statement at a time anyway.
 */
export async function itemLinksOf(db: Executor, storeId: number, itemIds: readonly number[] | null): Promise<ItemLinks> {
  const printAreas = await itemPrintAreaLinks.of(db, storeId, itemIds);
  const optionGroups = await itemOptionGroupLinks.of(db, storeId, itemIds);
  const upgrades = await itemUpgradeLinks.of(db, storeId, itemIds);
  return { printAreas, optionGroups, upgrades };
}

/** The links a request sets on an item. */
interface ItemLinkWrite {
  printAreaIds: readonly number[];
  optionGroupIds: readonly number[];
  upgradeIds: readonly number[];
}

/** Menu items (餐點). Items are removed softly: orders and reports keep pointing at them. */
export class ItemService {
  constructor(
    private readonly context: MenuContext,
    private readonly optionGroups: OptionGroupService,
  ) {}

  async getPage(request: ItemPageRequest): Promise<ItemPage> {
    const db = this.context.db;
    const { rows, total } = await itemRepository.page(
      db,
      request.storeId,
      { categoryId: request.categoryId, keyword: request.keyword },
      request,
    );
    return { list: await this.presentAll(db, request.storeId, rows), total, page: request.page, size: request.size };
  }

  async get(storeId: number, id: number): Promise<Item> {
    return this.present(this.context.db, storeId, id);
  }

  async dict(storeId: number): Promise<ItemDictEntry[]> {
    return itemRepository.dict(this.context.db, storeId);
  }

  /** The taste groups an item offers, in its order, with their options. */
  async optionList(storeId: number, id: number): Promise<OptionGroup[]> {
    found(await itemRepository.find(this.context.db, storeId, id), NOT_FOUND.item);
    const links = await itemOptionGroupLinks.of(this.context.db, storeId, [id]);
    return this.optionGroups.listByIds(storeId, links.get(id) ?? []);
  }

  add(request: ItemAddRequest): Promise<Item> {
    const { storeId } = request;
    return changeMenu(this.context, storeId, async (tx, now) => {
      await this.checkReferences(tx, storeId, request);
      const sort = await itemRepository.nextSort(tx, storeId, request.categoryId);
      const row = await itemRepository.insert(tx, storeId, { ...fieldsOf(request), sort }, now);
      await this.writeLinks(tx, storeId, row.id, request);
      return this.present(tx, storeId, row.id);
    });
  }

  update(request: ItemUpdateRequest): Promise<Item> {
    const { storeId, id } = request;
    return changeMenu(this.context, storeId, async (tx, now) => {
      const current = found(await itemRepository.find(tx, storeId, id, { lock: true }), NOT_FOUND.item);
      requireUnchanged(current.updatedAt, request.lastUpdateTime);
      await this.checkReferences(tx, storeId, request);
      await brandItemEdit(this.context.brandItems, tx, storeId, current, { name: request.name, priceCents: request.price }, now);
      // Moved to another category: it goes last there.
      const sort =
        current.categoryId === request.categoryId ? current.sort : await itemRepository.nextSort(tx, storeId, request.categoryId);
      await itemRepository.update(tx, storeId, id, { ...fieldsOf(request), sort }, now);
      await this.writeLinks(tx, storeId, id, request);
      return this.present(tx, storeId, id);
    });
  }

  /** A copy with the same price, links and image, named <name>(複製), last in its category; its stock starts unlimited. */
  copy(storeId: number, id: number): Promise<Item> {
    return changeMenu(this.context, storeId, async (tx, now) => {
      const source = found(await itemRepository.find(tx, storeId, id), NOT_FOUND.item);
      const links = await itemLinksOf(tx, storeId, [id]);
      const sort = await itemRepository.nextSort(tx, storeId, source.categoryId);
      const name = withSuffix(source.name, MENU_MSG.COPY_SUFFIX, MENU_NAME_MAX);
      const row = await itemRepository.insert(tx, storeId, { ...fieldsOfRow(source), name, sort }, now);
      await this.writeLinks(tx, storeId, row.id, {
        printAreaIds: links.printAreas.get(id) ?? [],
        optionGroupIds: links.optionGroups.get(id) ?? [],
        upgradeIds: links.upgrades.get(id) ?? [],
      });
      return this.present(tx, storeId, row.id);
    });
  }

  remove(storeId: number, id: number): Promise<void> {
    return changeMenu(this.context, storeId, async (tx, now) => {
      found(await itemRepository.find(tx, storeId, id, { lock: true }), NOT_FOUND.item);
      await itemRepository.markRemoved(tx, storeId, id, now);
    });
  }

  sort(request: ItemSortRequest): Promise<void> {
    const { storeId, categoryId } = request;
    return changeMenu(this.context, storeId, async (tx, now) => {
      found(await categoryRepository.find(tx, storeId, categoryId), NOT_FOUND.category);
      requireExactSet(await itemRepository.idsInCategory(tx, storeId, categoryId), request.sortedIdList);
      await itemRepository.applySort(tx, storeId, request.sortedIdList, now);
    });
  }

  setStatus(request: ItemStatusRequest): Promise<void> {
    return this.updateMany(request.storeId, request.idList, async (tx, now) =>
      itemRepository.updateMany(tx, request.storeId, request.idList, { enabled: request.enabled }, now),
    );
  }

  setMobileStatus(request: ItemMobileStatusRequest): Promise<void> {
    return this.updateMany(request.storeId, request.idList, async (tx, now) =>
      itemRepository.updateMany(tx, request.storeId, request.idList, { mobileEnabled: request.mobileEnabled }, now),
    );
  }

  setPrintAreas(request: PrintAreaAssignRequest): Promise<void> {
    const { storeId, idList, printAreaIds } = request;
    return this.updateMany(storeId, idList, async (tx, now) => {
      requireAll(await printAreaRepository.idsOf(tx, storeId, printAreaIds), printAreaIds, NOT_FOUND.printArea);
      await itemPrintAreaLinks.replace(tx, storeId, idList, printAreaIds);
      await itemRepository.touch(tx, storeId, idList, now);
    });
  }

  /** Links taste groups to many items: APPEND after each item's own, REPLACE them, or REMOVE them. */
  batchOption(request: ItemBatchOptionRequest): Promise<void> {
    const { storeId, itemIdList, optionGroupIdList, mode } = request;
    return this.updateMany(storeId, itemIdList, async (tx, now) => {
      const groups = optionGroupIdList;
      requireAll(await optionGroupRepository.idsOf(tx, storeId, groups), groups, NOT_FOUND.optionGroup);
      const current = await itemOptionGroupLinks.of(tx, storeId, itemIdList);
      const next = (itemId: number): number[] => {
        const own = current.get(itemId) ?? [];
        if (mode === 'REPLACE') return [...groups];
        if (mode === 'REMOVE') return own.filter((groupId) => !groups.includes(groupId));
        return [...own, ...groups.filter((groupId) => !own.includes(groupId))];
      };
      await itemOptionGroupLinks.replace(tx, storeId, itemIdList, next);
      await itemRepository.touch(tx, storeId, itemIdList, now);
    });
  }

  // ---- helpers ----

  private updateMany(
    storeId: number,
    ids: readonly number[],
    work: (tx: Executor, now: Date) => Promise<void>,
  ): Promise<void> {
    return changeMenu(this.context, storeId, async (tx, now) => {
      requireAll(await itemRepository.idsOf(tx, storeId, ids), ids, NOT_FOUND.item);
      await work(tx, now);
    });
  }

  /** Everything an item points at must be the store's own: another store's id is a 404 like a missing one. */
  private async checkReferences(
    tx: Executor,
    storeId: number,
    request: ItemLinkWrite & { categoryId: number; imageFileId: number | null },
  ): Promise<void> {
    found(await categoryRepository.find(tx, storeId, request.categoryId), NOT_FOUND.category);
    if (request.imageFileId !== null) {
      requireAll(await filesRepository.idsOfStore(tx, storeId, [request.imageFileId]), [request.imageFileId], NOT_FOUND.image);
    }
    requireAll(await printAreaRepository.idsOf(tx, storeId, request.printAreaIds), request.printAreaIds, NOT_FOUND.printArea);
    requireAll(
      await optionGroupRepository.idsOf(tx, storeId, request.optionGroupIds),
      request.optionGroupIds,
      NOT_FOUND.optionGroup,
    );
    requireAll(await upgradeRepository.idsOf(tx, storeId, request.upgradeIds), request.upgradeIds, NOT_FOUND.upgrade);
  }

  private async writeLinks(tx: Executor, storeId: number, itemId: number, links: ItemLinkWrite): Promise<void> {
    await itemPrintAreaLinks.replace(tx, storeId, [itemId], links.printAreaIds);
    await itemOptionGroupLinks.replace(tx, storeId, [itemId], () => links.optionGroupIds);
    await itemUpgradeLinks.replace(tx, storeId, [itemId], links.upgradeIds);
  }

  private async present(db: Executor, storeId: number, id: number): Promise<Item> {
    const view = found(await itemRepository.view(db, storeId, id), NOT_FOUND.item);
    const [item] = await this.presentAll(db, storeId, [view]);
    if (!item) throw new Error(`item ${id} not presented`);
    return item;
  }

  private async presentAll(db: Executor, storeId: number, views: readonly ItemView[]): Promise<Item[]> {
    const links = await itemLinksOf(
      db,
      storeId,
      views.map((view) => view.item.id),
    );
    return views.map((view) => presentItem(view, links));
  }
}

function fieldsOf(request: ItemAddRequest): ItemWrite {
  const { categoryId, name, price: priceCents, imageFileId, description, enabled, mobileEnabled } = request;
  return { categoryId, name, priceCents, imageFileId, description, enabled, mobileEnabled };
}

function fieldsOfRow(row: ItemWrite): ItemWrite {
  const { categoryId, name, priceCents, imageFileId, description, enabled, mobileEnabled } = row;
  return { categoryId, name, priceCents, imageFileId, description, enabled, mobileEnabled };
}
