import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import {
  kitchenAreas,
  menuCategories,
  menuItems,
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
};
