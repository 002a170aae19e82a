import type { BusinessHours } from '@diancan/core';
import type { Executor } from '../platform/db/database.js';
import { and, eq, inArray } from 'drizzle-orm';
import {
  automaticDiscounts,
  brandStores,
  brandUsers,
  brands,
  coupons,
  dataSeeds,
  einvoiceSettings,
  einvoiceTracks,
  kitchenAreas,
  menuCategories,
  menuItemOptionGroups,
  menuItems,
  menuItemStocks,
  menuItemUpgrades,
  menuOptionGroups,
  menuOptions,
  menuRemarks,
  menuUpgradeGroupItems,
  menuUpgradeGroups,
  menuUpgrades,
  payMethods,
  storeConfigs,
  storeManagerCodes,
  storeProfiles,
  stores,
  userPermissions,
  userStores,
  users,
} from '../platform/db/schema/index.js';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** The inserts the demo data needs (the seed writes its SQL here, like every other module). */
export const seedRepository = {
  /** Claims a seed by name; false when it ran before (or another instance is running it right now). */
  async claim(db: Executor, name: string): Promise<boolean> {
    const rows = await db.insert(dataSeeds).values({ name }).onConflictDoNothing().returning({ name: dataSeeds.name });
    return rows.length > 0;
  },

  async insertUser(db: Executor, row: Insert<typeof users>, permissions: string[]): Promise<number> {
    const [user] = await db.insert(users).values(row).returning({ id: users.id });
    if (!user) throw new Error(`user ${row.account} was not written`);
    if (permissions.length > 0) {
      await db.insert(userPermissions).values(permissions.map((permission) => ({ userId: user.id, permission })));
    }
    return user.id;
  },

  async insertStore(db: Executor, row: Insert<typeof stores>): Promise<number> {
    const [store] = await db.insert(stores).values(row).returning({ id: stores.id });
    if (!store) throw new Error(`store ${row.name} was not written`);
    return store.id;
  },

  /** A brand over these stores with these HQ accounts (docs/chains.md). */
  async insertBrand(db: Executor, name: string, storeIds: readonly number[], hqUserIds: readonly number[]): Promise<number> {
    const [brand] = await db.insert(brands).values({ name }).returning({ id: brands.id });
    if (!brand) throw new Error(`brand ${name} was not written`);
    if (storeIds.length > 0) await db.insert(brandStores).values(storeIds.map((storeId) => ({ brandId: brand.id, storeId })));
    if (hqUserIds.length > 0) await db.insert(brandUsers).values(hqUserIds.map((userId) => ({ brandId: brand.id, userId })));
    return brand.id;
  },

  async linkOwner(db: Executor, storeId: number, userId: number): Promise<void> {
    await db.insert(userStores).values({ storeId, userId, relation: 'OWNER' });
  },

  async assignSales(db: Executor, storeId: number, salesId: number): Promise<void> {
    await db
      .insert(storeProfiles)
      .values({ storeId, salesId })
      .onConflictDoUpdate({ target: storeProfiles.storeId, set: { salesId } });
  },

  async insertConfig(db: Executor, row: Insert<typeof storeConfigs>): Promise<void> {
    await db.insert(storeConfigs).values(row);
  },

  async setBusinessHours(db: Executor, storeId: number, businessHours: BusinessHours): Promise<void> {
    await db.update(storeConfigs).set({ businessHours }).where(eq(storeConfigs.storeId, storeId));
  },

  async insertPayMethods(db: Executor, rows: Insert<typeof payMethods>[]): Promise<void> {
    await db.insert(payMethods).values(rows);
  },

  async insertManagerCode(db: Executor, storeId: number, codeHash: string): Promise<void> {
    await db.insert(storeManagerCodes).values({ storeId, codeHash });
  },

  async insertKitchenArea(db: Executor, row: Insert<typeof kitchenAreas>): Promise<number> {
    const [area] = await db.insert(kitchenAreas).values(row).returning({ id: kitchenAreas.id });
    if (!area) throw new Error(`kitchen area ${row.name} was not written`);
    return area.id;
  },

  async insertCategory(db: Executor, row: Insert<typeof menuCategories>): Promise<number> {
    const [category] = await db.insert(menuCategories).values(row).returning({ id: menuCategories.id });
    if (!category) throw new Error(`category ${row.name} was not written`);
    return category.id;
  },

  async insertItems(db: Executor, rows: Insert<typeof menuItems>[]): Promise<void> {
    await db.insert(menuItems).values(rows);
  },

  /** The store's categories by name, with their item count (new items sort after the existing ones). */
  async categoriesOf(db: Executor, storeId: number): Promise<Map<string, { id: number; kitchenAreaId: number | null }>> {
    const rows = await db
      .select({ id: menuCategories.id, name: menuCategories.name, kitchenAreaId: menuCategories.kitchenAreaId })
      .from(menuCategories)
      .where(eq(menuCategories.storeId, storeId));
    return new Map(rows.map((row) => [row.name, { id: row.id, kitchenAreaId: row.kitchenAreaId }]));
  },

  async kitchenAreasOf(db: Executor, storeId: number): Promise<Map<string, number>> {
    const rows = await db.select({ id: kitchenAreas.id, name: kitchenAreas.name }).from(kitchenAreas).where(eq(kitchenAreas.storeId, storeId));
    return new Map(rows.map((row) => [row.name, row.id]));
  },

  async itemsOf(db: Executor, storeId: number): Promise<Map<string, { id: number; categoryId: number; sort: number }>> {
    const rows = await db
      .select({ id: menuItems.id, name: menuItems.name, categoryId: menuItems.categoryId, sort: menuItems.sort })
      .from(menuItems)
      .where(eq(menuItems.storeId, storeId));
    return new Map(rows.map((row) => [row.name, { id: row.id, categoryId: row.categoryId, sort: row.sort }]));
  },

  async itemPricesOf(db: Executor, storeId: number): Promise<Map<string, { id: number; priceCents: number }>> {
    const rows = await db.select({ id: menuItems.id, name: menuItems.name, priceCents: menuItems.priceCents }).from(menuItems).where(eq(menuItems.storeId, storeId));
    return new Map(rows.map((row) => [row.name, { id: row.id, priceCents: row.priceCents }]));
  },

  /** The taste groups (by name) each item (by name) offers, in the item's order. */
  async itemTasteGroupsOf(db: Executor, storeId: number): Promise<Map<string, string[]>> {
    const rows = await db
      .select({ item: menuItems.name, group: menuOptionGroups.name })
      .from(menuItemOptionGroups)
      .innerJoin(menuItems, eq(menuItems.id, menuItemOptionGroups.itemId))
      .innerJoin(menuOptionGroups, eq(menuOptionGroups.id, menuItemOptionGroups.groupId))
      .where(eq(menuItemOptionGroups.storeId, storeId))
      .orderBy(menuItemOptionGroups.itemId, menuItemOptionGroups.sort);
    const tastes = new Map<string, string[]>();
    for (const row of rows) tastes.set(row.item, [...(tastes.get(row.item) ?? []), row.group]);
    return tastes;
  },

  /** Pay method ids in the order of `names`. */
  async payMethodIdsOf(db: Executor, storeId: number, names: readonly string[]): Promise<number[]> {
    const rows = await db.select({ id: payMethods.id, name: payMethods.name }).from(payMethods).where(eq(payMethods.storeId, storeId));
    const ids = new Map(rows.map((row) => [row.name, row.id]));
    return names.map((name) => {
      const id = ids.get(name);
      if (id === undefined) throw new Error(`pay method ${name} is missing`);
      return id;
    });
  },

  async userIdOf(db: Executor, account: string): Promise<number | null> {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.account, account));
    return row?.id ?? null;
  },

  /** The store's options by taste group name and option name. */
  async optionsOf(db: Executor, storeId: number): Promise<Map<string, Map<string, number>>> {
    const rows = await db
      .select({ group: menuOptionGroups.name, name: menuOptions.name, id: menuOptions.id })
      .from(menuOptions)
      .innerJoin(menuOptionGroups, eq(menuOptionGroups.id, menuOptions.groupId))
      .where(eq(menuOptionGroups.storeId, storeId));
    const groups = new Map<string, Map<string, number>>();
    for (const row of rows) groups.set(row.group, (groups.get(row.group) ?? new Map<string, number>()).set(row.name, row.id));
    return groups;
  },

  async insertOptionGroup(db: Executor, row: Insert<typeof menuOptionGroups>, options: Omit<Insert<typeof menuOptions>, 'groupId'>[]): Promise<number> {
    const [group] = await db.insert(menuOptionGroups).values(row).returning({ id: menuOptionGroups.id });
    if (!group) throw new Error(`taste group ${row.name} was not written`);
    await db.insert(menuOptions).values(options.map((option) => ({ ...option, groupId: group.id })));
    return group.id;
  },

  async linkItemOptionGroups(db: Executor, rows: Insert<typeof menuItemOptionGroups>[]): Promise<void> {
    if (rows.length > 0) await db.insert(menuItemOptionGroups).values(rows);
  },

  /** An upgrade with its slots, each slot with its items; offered on `itemIds`. */
  async insertUpgrade(
    db: Executor,
    row: Insert<typeof menuUpgrades>,
    slots: { name: string; items: { itemId: number; comboItemPriceCents: number }[] }[],
    itemIds: number[],
  ): Promise<void> {
    const [upgrade] = await db.insert(menuUpgrades).values(row).returning({ id: menuUpgrades.id });
    if (!upgrade) throw new Error(`upgrade ${row.name} was not written`);
    for (const [index, slot] of slots.entries()) {
      const [group] = await db
        .insert(menuUpgradeGroups)
        .values({ storeId: row.storeId, upgradeId: upgrade.id, name: slot.name, leastSelectable: 1, mostSelectable: 1, sort: index + 1 })
        .returning({ id: menuUpgradeGroups.id });
      if (!group) throw new Error(`upgrade slot ${slot.name} was not written`);
      await db
        .insert(menuUpgradeGroupItems)
        .values(slot.items.map((item, sort) => ({ storeId: row.storeId, groupId: group.id, ...item, sort: sort + 1 })));
    }
    await db.insert(menuItemUpgrades).values(itemIds.map((itemId) => ({ storeId: row.storeId, itemId, upgradeId: upgrade.id, sort: 1 })));
  },

  async insertRemarks(db: Executor, rows: Insert<typeof menuRemarks>[]): Promise<void> {
    await db.insert(menuRemarks).values(rows);
  },

  async insertStocks(db: Executor, rows: Insert<typeof menuItemStocks>[]): Promise<void> {
    if (rows.length > 0) await db.insert(menuItemStocks).values(rows);
  },

  async insertAutomaticDiscount(db: Executor, row: Insert<typeof automaticDiscounts>): Promise<void> {
    await db.insert(automaticDiscounts).values(row);
  },

  async insertCoupon(db: Executor, row: Insert<typeof coupons>): Promise<void> {
    await db.insert(coupons).values(row);
  },

  async insertInvoiceSeller(db: Executor, row: Insert<typeof einvoiceSettings>): Promise<void> {
    await db.insert(einvoiceSettings).values(row);
  },

  async storeIdsByName(db: Executor, names: string[]): Promise<Map<string, number>> {
    const rows = await db.select({ id: stores.id, name: stores.name }).from(stores).where(inArray(stores.name, names));
    return new Map(rows.map((row) => [row.name, row.id]));
  },

  /** A track for the store and period unless the store has one for that period already. */
  async insertInvoiceTrackIfNone(db: Executor, row: Omit<Insert<typeof einvoiceTracks>, 'nextNumber'>): Promise<void> {
    const [existing] = await db
      .select({ id: einvoiceTracks.id })
      .from(einvoiceTracks)
      .where(and(eq(einvoiceTracks.storeId, row.storeId), eq(einvoiceTracks.periodKey, row.periodKey)))
      .limit(1);
    if (existing) return;
    await db.insert(einvoiceTracks).values({ ...row, nextNumber: row.startNumber });
  },
};
