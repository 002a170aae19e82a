import { and, asc, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import {
  menuCategoryPrintAreas,
  menuItemOptionGroups,
  menuItemPrintAreas,
  menuItemUpgrades,
  menuItems,
} from '../../platform/db/schema/index.js';
import { chunked } from '../../platform/db/sql.js';

/**
 * The link tables between menu records: a category's or an item's print areas, an item's taste groups and
 * upgrades. Reads answer owner id -> target ids (in the link's order); `owners` null reads the whole store
 * (the POS menu), which is cheaper than naming thousands of ids.
 */

export type LinkMap = Map<number, number[]>;

function group(rows: readonly { owner: number; target: number }[]): LinkMap {
  const links: LinkMap = new Map();
  for (const { owner, target } of rows) {
    const list = links.get(owner);
    if (list) list.push(target);
    else links.set(owner, [target]);
  }
  return links;
}

function ownersFilter(column: Parameters<typeof inArray>[0], owners: readonly number[] | null): SQL | undefined {
  return owners === null ? undefined : inArray(column, [...owners]);
}

export const categoryPrintAreaLinks = {
  async of(db: Executor, storeId: number, owners: readonly number[] | null): Promise<LinkMap> {
    if (owners?.length === 0) return new Map();
    const t = menuCategoryPrintAreas;
    const rows = await db
      .select({ owner: t.categoryId, target: t.printAreaId })
      .from(t)
      .where(and(eq(t.storeId, storeId), ownersFilter(t.categoryId, owners)))
      .orderBy(asc(t.categoryId), asc(t.printAreaId));
    return group(rows);
  },

  async replace(db: Executor, storeId: number, owners: readonly number[], printAreaIds: readonly number[]): Promise<void> {
    const t = menuCategoryPrintAreas;
    await db.delete(t).where(and(eq(t.storeId, storeId), inArray(t.categoryId, [...owners])));
    const rows = owners.flatMap((categoryId) => printAreaIds.map((printAreaId) => ({ storeId, categoryId, printAreaId })));
    for (const chunk of chunked(rows)) await db.insert(t).values(chunk);
  },
};

export const itemPrintAreaLinks = {
  async of(db: Executor, storeId: number, owners: readonly number[] | null): Promise<LinkMap> {
    if (owners?.length === 0) return new Map();
    const t = menuItemPrintAreas;
    const rows = await db
      .select({ owner: t.itemId, target: t.printAreaId })
      .from(t)
      .where(and(eq(t.storeId, storeId), ownersFilter(t.itemId, owners)))
      .orderBy(asc(t.itemId), asc(t.printAreaId));
    return group(rows);
  },

  async replace(db: Executor, storeId: number, owners: readonly number[], printAreaIds: readonly number[]): Promise<void> {
    const t = menuItemPrintAreas;
    await db.delete(t).where(and(eq(t.storeId, storeId), inArray(t.itemId, [...owners])));
    const rows = owners.flatMap((itemId) => printAreaIds.map((printAreaId) => ({ storeId, itemId, printAreaId })));
    for (const chunk of chunked(rows)) await db.insert(t).values(chunk);
  },
};

export const itemOptionGroupLinks = {
  async of(db: Executor, storeId: number, owners: readonly number[] | null): Promise<LinkMap> {
    if (owners?.length === 0) return new Map();
    const t = menuItemOptionGroups;
    const rows = await db
      .select({ owner: t.itemId, target: t.groupId })
      .from(t)
      .where(and(eq(t.storeId, storeId), ownersFilter(t.itemId, owners)))
      .orderBy(asc(t.itemId), asc(t.sort), asc(t.groupId));
    return group(rows);
  },

  /** Sets each owner's groups to exactly `groupsOf(owner)`, in that order. */
  async replace(
    db: Executor,
    storeId: number,
    owners: readonly number[],
    groupsOf: (itemId: number) => readonly number[],
  ): Promise<void> {
    const t = menuItemOptionGroups;
    await db.delete(t).where(and(eq(t.storeId, storeId), inArray(t.itemId, [...owners])));
    const rows = owners.flatMap((itemId) => groupsOf(itemId).map((groupId, index) => ({ storeId, itemId, groupId, sort: index + 1 })));
    for (const chunk of chunked(rows)) await db.insert(t).values(chunk);
  },

  /** Live items linked to each group of the store. */
  async liveItemCounts(db: Executor, storeId: number): Promise<Map<number, number>> {
    const t = menuItemOptionGroups;
    const rows = await db
      .select({ groupId: t.groupId, count: count() })
      .from(t)
      .innerJoin(menuItems, eq(menuItems.id, t.itemId))
      .where(and(eq(t.storeId, storeId), isNull(menuItems.removedAt)))
      .groupBy(t.groupId);
    return new Map(rows.map((row) => [row.groupId, row.count]));
  },
};

export const itemUpgradeLinks = {
  async of(db: Executor, storeId: number, owners: readonly number[] | null): Promise<LinkMap> {
    if (owners?.length === 0) return new Map();
    const t = menuItemUpgrades;
    const rows = await db
      .select({ owner: t.itemId, target: t.upgradeId })
      .from(t)
      .where(and(eq(t.storeId, storeId), ownersFilter(t.itemId, owners)))
      .orderBy(asc(t.itemId), asc(t.sort), asc(t.upgradeId));
    return group(rows);
  },

  async replace(db: Executor, storeId: number, owners: readonly number[], upgradeIds: readonly number[]): Promise<void> {
    const t = menuItemUpgrades;
    await db.delete(t).where(and(eq(t.storeId, storeId), inArray(t.itemId, [...owners])));
    const rows = owners.flatMap((itemId) => upgradeIds.map((upgradeId, index) => ({ storeId, itemId, upgradeId, sort: index + 1 })));
    for (const chunk of chunked(rows)) await db.insert(t).values(chunk);
  },

  /** Live items offering each upgrade of the store. */
  async liveItemCounts(db: Executor, storeId: number): Promise<Map<number, number>> {
    const t = menuItemUpgrades;
    const rows = await db
      .select({ upgradeId: t.upgradeId, count: count() })
      .from(t)
      .innerJoin(menuItems, eq(menuItems.id, t.itemId))
      .where(and(eq(t.storeId, storeId), isNull(menuItems.removedAt)))
      .groupBy(t.upgradeId);
    return new Map(rows.map((row) => [row.upgradeId, row.count]));
  },
};
