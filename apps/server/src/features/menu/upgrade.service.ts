import type {
  SortRequest,
  Upgrade,
  UpgradeAddRequest,
  UpgradeStatusRequest,
  UpgradeUpdateRequest,
} from '@diancan/core/contracts/menu';
import type { Executor } from '../../platform/db/database.js';
import { notFound } from '../../platform/errors/app-error.js';
import { itemRepository } from './item.repository.js';
import { itemOptionGroupLinks, itemUpgradeLinks } from './links.repository.js';
import { changeMenu, type MenuContext } from './menu-context.js';
import { groupBy, presentUpgrade, type UpgradeParts } from './menu.presenter.js';
import { found, NOT_FOUND, requireAll, requireExactSet, requireUnchanged } from './rules.js';
import { upgradeRepository, type UpgradeRow } from './upgrade.repository.js';

/** Reads the slots of upgrades with the names and taste groups of the items they offer. */
export async function upgradePartsOf(db: Executor, storeId: number, upgradeIds: readonly number[] | null): Promise<UpgradeParts> {
  const groups = await upgradeRepository.groups(db, storeId, upgradeIds);
  const items = await upgradeRepository.groupItems(
    db,
    storeId,
    upgradeIds === null ? null : groups.map((group) => group.id),
  );
  const itemIds = [...new Set(items.map((item) => item.itemId))];
  const itemNames = await itemRepository.namesOf(db, storeId, itemIds);
  const itemOptionGroups = await itemOptionGroupLinks.of(db, storeId, upgradeIds === null ? null : itemIds);
  return {
    groupsOf: groupBy(groups, (group) => group.upgradeId),
    itemsOf: groupBy(items, (item) => item.groupId),
    itemNames,
    itemOptionGroups,
  };
}

/** Upgrades (升級 / 套餐): an item becomes a set for a combo price, with slots of selectable items. */
export class UpgradeService {
  constructor(private readonly context: MenuContext) {}

  async list(storeId: number): Promise<Upgrade[]> {
    return this.presentAll(this.context.db, storeId, await upgradeRepository.list(this.context.db, storeId));
  }

  get(storeId: number, id: number): Promise<Upgrade> {
    return this.presentOne(this.context.db, storeId, id);
  }

  add(request: UpgradeAddRequest): Promise<Upgrade> {
    const { storeId } = request;
    return changeMenu(this.context, storeId, async (tx, now) => {
      await this.checkItems(tx, request);
      const row = await upgradeRepository.insert(tx, storeId, fieldsOf(request), now);
      await upgradeRepository.replaceGroups(tx, storeId, row.id, groupsOf(request));
      return this.presentOne(tx, storeId, row.id);
    });
  }

  /** Replaces the whole upgrade, slots included. */
  update(request: UpgradeUpdateRequest): Promise<Upgrade> {
    const { storeId, id } = request;
    return changeMenu(this.context, storeId, async (tx, now) => {
      const current = found(await upgradeRepository.find(tx, storeId, id, { lock: true }), NOT_FOUND.upgrade);
      requireUnchanged(current.updatedAt, request.lastUpdateTime);
      await this.checkItems(tx, request);
      await upgradeRepository.update(tx, storeId, id, fieldsOf(request), now);
      await upgradeRepository.replaceGroups(tx, storeId, id, groupsOf(request));
      return this.presentOne(tx, storeId, id);
    });
  }

  /** The upgrade leaves every item that offered it. */
  remove(storeId: number, id: number): Promise<void> {
    return changeMenu(this.context, storeId, async (tx) => {
      if (!(await upgradeRepository.remove(tx, storeId, id))) throw notFound(NOT_FOUND.upgrade);
    });
  }

  sort(request: SortRequest): Promise<void> {
    return changeMenu(this.context, request.storeId, async (tx, now) => {
      requireExactSet(await upgradeRepository.allIds(tx, request.storeId), request.sortedIdList);
      await upgradeRepository.applySort(tx, request.storeId, request.sortedIdList, now);
    });
  }

  setStatus(request: UpgradeStatusRequest): Promise<void> {
    const { storeId, idList } = request;
    return changeMenu(this.context, storeId, async (tx, now) => {
      requireAll(await upgradeRepository.idsOf(tx, storeId, idList), idList, NOT_FOUND.upgrade);
      await upgradeRepository.setEnabled(tx, storeId, idList, request.enabled, now);
    });
  }

  /** Every item a slot offers must be a live item of the store. */
  private async checkItems(tx: Executor, request: UpgradeAddRequest): Promise<void> {
    const itemIds = [...new Set(request.groups.flatMap((group) => group.items.map((item) => item.itemId)))];
    requireAll(await itemRepository.idsOf(tx, request.storeId, itemIds), itemIds, NOT_FOUND.item);
  }

  private async presentOne(db: Executor, storeId: number, id: number): Promise<Upgrade> {
    const row = found(await upgradeRepository.find(db, storeId, id), NOT_FOUND.upgrade);
    const [upgrade] = await this.presentAll(db, storeId, [row]);
    if (!upgrade) throw new Error(`upgrade ${id} not presented`);
    return upgrade;
  }

  private async presentAll(db: Executor, storeId: number, rows: readonly UpgradeRow[]): Promise<Upgrade[]> {
    const parts = await upgradePartsOf(
      db,
      storeId,
      rows.map((row) => row.id),
    );
    const counts = await itemUpgradeLinks.liveItemCounts(db, storeId);
    return rows.map((row) => presentUpgrade(row, parts, counts.get(row.id) ?? 0));
  }
}

function fieldsOf(request: UpgradeAddRequest) {
  return { name: request.name, comboPriceCents: request.comboPrice, enabled: request.enabled };
}

function groupsOf(request: UpgradeAddRequest) {
  return request.groups.map((group) => ({
    name: group.name,
    leastSelectable: group.leastSelectable,
    mostSelectable: group.mostSelectable,
    items: group.items.map((item) => ({ itemId: item.itemId, comboItemPriceCents: item.comboItemPrice })),
  }));
}
