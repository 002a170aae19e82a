import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import {
  kitchenAreas,
  menuCategories,
  menuCategoryPrintAreas,
  menuItemOptionGroups,
  menuItemPrintAreas,
  menuItemUpgrades,
  menuItems,
  menuOptions,
  menuUpgradeGroups,
  menuOptionGroups,
  menuRemarks,
  menuUpgradeGroupItems,
  menuUpgrades,
  printAreas,
  stores,
} from '../../platform/db/schema/index.js';

/** The SQL of copying a whole menu between stores that the other menu repositories do not already have. */
export const copyMenuRepository = {
  async storeExists(db: Executor, storeId: number): Promise<boolean> {
    const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
    return row !== undefined;
  },

  /** Whether the store has any menu record: a live category or item, a taste group, upgrade, remark or area. */
  async hasMenu(db: Executor, storeId: number): Promise<boolean> {
    const [row] = await db
      .select({
        any: sql<boolean>`exists (select 1 from ${menuCategories} where ${menuCategories.storeId} = ${storeId} and ${menuCategories.removedAt} is null)
          or exists (select 1 from ${menuItems} where ${menuItems.storeId} = ${storeId} and ${menuItems.removedAt} is null)
          or exists (select 1 from ${menuOptionGroups} where ${menuOptionGroups.storeId} = ${storeId})
          or exists (select 1 from ${menuUpgrades} where ${menuUpgrades.storeId} = ${storeId})
          or exists (select 1 from ${menuRemarks} where ${menuRemarks.storeId} = ${storeId})
          or exists (select 1 from ${kitchenAreas} where ${kitchenAreas.storeId} = ${storeId})
          or exists (select 1 from ${printAreas} where ${printAreas.storeId} = ${storeId})`,
      })
      .from(sql`(select 1) as one`);
    return row?.any === true;
  },

  /**
   * Takes a store's menu away before a copy overwrites it: items and categories are removed softly (orders
   * still point at them), the rest is deleted with its links.
   */
  async clearMenu(db: Executor, storeId: number, now: Date): Promise<void> {
    await db
      .update(menuItems)
      .set({ removedAt: now, updatedAt: now })
      .where(and(eq(menuItems.storeId, storeId), isNull(menuItems.removedAt)));
    await db.delete(menuUpgradeGroupItems).where(eq(menuUpgradeGroupItems.storeId, storeId));
    await db
      .update(menuCategories)
      .set({ removedAt: sql`coalesce(${menuCategories.removedAt}, ${now})`, kitchenAreaId: null, updatedAt: now })
      .where(eq(menuCategories.storeId, storeId));
    await db.delete(menuOptionGroups).where(eq(menuOptionGroups.storeId, storeId));
    await db.delete(menuUpgrades).where(eq(menuUpgrades.storeId, storeId));
    await db.delete(menuRemarks).where(eq(menuRemarks.storeId, storeId));
    await db.delete(kitchenAreas).where(eq(kitchenAreas.storeId, storeId));
    await db.delete(printAreas).where(eq(printAreas.storeId, storeId));
  },

  /** Deletes the links of some of the store's records (before a copy writes them again). */
  async clearLinksOf(
    db: Executor,
    storeId: number,
    of: { categories: readonly number[]; items: readonly number[]; optionGroups: readonly number[]; upgrades: readonly number[] },
  ): Promise<void> {
    const categories = [...of.categories];
    const items = [...of.items];
    if (categories.length > 0) {
      await db.delete(menuCategoryPrintAreas).where(and(eq(menuCategoryPrintAreas.storeId, storeId), inArray(menuCategoryPrintAreas.categoryId, categories)));
    }
    if (items.length > 0) {
      await db.delete(menuItemPrintAreas).where(and(eq(menuItemPrintAreas.storeId, storeId), inArray(menuItemPrintAreas.itemId, items)));
      await db.delete(menuItemOptionGroups).where(and(eq(menuItemOptionGroups.storeId, storeId), inArray(menuItemOptionGroups.itemId, items)));
      await db.delete(menuItemUpgrades).where(and(eq(menuItemUpgrades.storeId, storeId), inArray(menuItemUpgrades.itemId, items)));
    }
    if (of.optionGroups.length > 0) {
      await db.delete(menuOptions).where(and(eq(menuOptions.storeId, storeId), inArray(menuOptions.groupId, [...of.optionGroups])));
    }
    if (of.upgrades.length > 0) {
      // The slots' items go with their slots (on delete cascade).
      await db.delete(menuUpgradeGroups).where(and(eq(menuUpgradeGroups.storeId, storeId), inArray(menuUpgradeGroups.upgradeId, [...of.upgrades])));
    }
  },

  /** Takes records off the store's menu: items and categories softly, the rest deleted (their links cascade). */
  async takeOff(
    db: Executor,
    storeId: number,
    now: Date,
    gone: {
      item?: number[];
      category?: number[];
      optionGroup?: number[];
      upgrade?: number[];
      remark?: number[];
      kitchenArea?: number[];
      printArea?: number[];
    },
  ): Promise<void> {
    const some = (ids: number[] | undefined): ids is number[] => ids !== undefined && ids.length > 0;
    if (some(gone.item)) {
      await db
        .update(menuItems)
        .set({ removedAt: sql`coalesce(${menuItems.removedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
        .where(and(eq(menuItems.storeId, storeId), inArray(menuItems.id, gone.item)));
      await db.delete(menuUpgradeGroupItems).where(and(eq(menuUpgradeGroupItems.storeId, storeId), inArray(menuUpgradeGroupItems.itemId, gone.item)));
    }
    if (some(gone.category)) {
      await db
        .update(menuCategories)
        .set({ removedAt: sql`coalesce(${menuCategories.removedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
        .where(and(eq(menuCategories.storeId, storeId), inArray(menuCategories.id, gone.category)));
    }
    if (some(gone.optionGroup)) {
      await db.delete(menuOptionGroups).where(and(eq(menuOptionGroups.storeId, storeId), inArray(menuOptionGroups.id, gone.optionGroup)));
    }
    if (some(gone.upgrade)) await db.delete(menuUpgrades).where(and(eq(menuUpgrades.storeId, storeId), inArray(menuUpgrades.id, gone.upgrade)));
    if (some(gone.remark)) await db.delete(menuRemarks).where(and(eq(menuRemarks.storeId, storeId), inArray(menuRemarks.id, gone.remark)));
    if (some(gone.kitchenArea)) {
      // Categories (the store's own too) stop pointing at an area that goes.
      await db
        .update(menuCategories)
        .set({ kitchenAreaId: null, updatedAt: now })
        .where(and(eq(menuCategories.storeId, storeId), inArray(menuCategories.kitchenAreaId, gone.kitchenArea)));
      await db.delete(kitchenAreas).where(and(eq(kitchenAreas.storeId, storeId), inArray(kitchenAreas.id, gone.kitchenArea)));
    }
    if (some(gone.printArea)) await db.delete(printAreas).where(and(eq(printAreas.storeId, storeId), inArray(printAreas.id, gone.printArea)));
  },
};
