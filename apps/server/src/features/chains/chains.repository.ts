import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import {
  brandMenuLinks,
  brandMenuVersions,
  brandStorePrices,
  brandStores,
  brandUsers,
  brands,
  menuCategories,
  menuItems,
  storeProfiles,
  stores,
  userPermissions,
  users,
} from '../../platform/db/schema/index.js';

/** The chains' SQL: brands and their stores and HQ accounts, menu versions, the links of published records, local prices. */

export interface BrandRow {
  id: number;
  name: string;
  storeIds: number[];
}

export type VersionRow = typeof brandMenuVersions.$inferSelect;
export type LinkRow = typeof brandMenuLinks.$inferSelect;

export const brandRepository = {
  async insert(db: Executor, name: string, now: Date): Promise<number> {
    const [row] = await db.insert(brands).values({ name, createdAt: now, updatedAt: now }).returning({ id: brands.id });
    if (!row) throw new Error('brand not written');
    return row.id;
  },

  /** Brands with their stores, in id order; `salesId` limits both to the stores of that sales person. */
  async list(db: Executor, filter: { brandId?: number; salesId?: number }): Promise<BrandRow[]> {
    const rows = await db
      .select({ id: brands.id, name: brands.name, storeId: brandStores.storeId, salesId: storeProfiles.salesId })
      .from(brands)
      .leftJoin(brandStores, eq(brandStores.brandId, brands.id))
      .leftJoin(storeProfiles, eq(storeProfiles.storeId, brandStores.storeId))
      .where(filter.brandId === undefined ? undefined : eq(brands.id, filter.brandId))
      .orderBy(asc(brands.id), asc(brandStores.storeId));
    const byId = new Map<number, BrandRow>();
    for (const row of rows) {
      const mine = filter.salesId === undefined || row.salesId === filter.salesId;
      if (filter.salesId !== undefined && !mine) continue;
      const brand = byId.get(row.id) ?? { id: row.id, name: row.name, storeIds: [] };
      if (row.storeId !== null) brand.storeIds.push(row.storeId);
      byId.set(row.id, brand);
    }
    return [...byId.values()];
  },

  /** Locks the brand row (publishes of one brand take their versions one at a time); null when there is none. */
  async lock(db: Executor, brandId: number): Promise<{ id: number; name: string } | null> {
    const [row] = await db.select({ id: brands.id, name: brands.name }).from(brands).where(eq(brands.id, brandId)).for('update');
    return row ?? null;
  },

  async exists(db: Executor, brandId: number): Promise<boolean> {
    const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
    return row !== undefined;
  },

  async storeExists(db: Executor, storeId: number): Promise<boolean> {
    const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
    return row !== undefined;
  },

  /** The brand a store is in, or null. */
  async brandOfStore(db: Executor, storeId: number): Promise<number | null> {
    const [row] = await db.select({ brandId: brandStores.brandId }).from(brandStores).where(eq(brandStores.storeId, storeId));
    return row?.brandId ?? null;
  },

  async addStore(db: Executor, brandId: number, storeId: number, now: Date): Promise<void> {
    await db.insert(brandStores).values({ brandId, storeId, createdAt: now });
  },

  /** Takes a store out of its brand: its copies of brand records become its own (links and local prices go). */
  async removeStore(db: Executor, brandId: number, storeId: number): Promise<void> {
    await db.delete(brandMenuLinks).where(and(eq(brandMenuLinks.storeId, storeId), eq(brandMenuLinks.brandId, brandId)));
    await db.delete(brandStorePrices).where(and(eq(brandStorePrices.storeId, storeId), eq(brandStorePrices.brandId, brandId)));
    await db.delete(brandStores).where(and(eq(brandStores.storeId, storeId), eq(brandStores.brandId, brandId)));
  },

  /** The brand's stores with their names, in id order. */
  async storesOf(db: Executor, brandId: number): Promise<{ id: number; name: string }[]> {
    return db
      .select({ id: stores.id, name: stores.name })
      .from(brandStores)
      .innerJoin(stores, eq(stores.id, brandStores.storeId))
      .where(eq(brandStores.brandId, brandId))
      .orderBy(asc(stores.id));
  },

  async accountTaken(db: Executor, account: string): Promise<boolean> {
    const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.account}) = lower(${account})`).limit(1);
    return row !== undefined;
  },

  /** A new HQ (總部) account of the brand. */
  async insertHqUser(
    db: Executor,
    brandId: number,
    user: { account: string; passwordHash: string; name: string; email: string | null },
    now: Date,
  ): Promise<number> {
    const [row] = await db.insert(users).values({ ...user, createdAt: now, updatedAt: now }).returning({ id: users.id });
    if (!row) throw new Error('HQ user not written');
    await db.insert(userPermissions).values({ userId: row.id, permission: 'USER_HQ' });
    await db.insert(brandUsers).values({ userId: row.id, brandId, createdAt: now });
    return row.id;
  },
};

export const brandMenuRepository = {
  async lastVersion(db: Executor, brandId: number): Promise<number> {
    const [row] = await db
      .select({ version: sql<number>`coalesce(max(${brandMenuVersions.version}), 0)::int` })
      .from(brandMenuVersions)
      .where(eq(brandMenuVersions.brandId, brandId));
    return Number(row?.version ?? 0);
  },

  async insertVersion(db: Executor, row: typeof brandMenuVersions.$inferInsert): Promise<void> {
    await db.insert(brandMenuVersions).values(row);
  },

  async setOutcome(db: Executor, brandId: number, version: number, outcome: unknown): Promise<void> {
    await db
      .update(brandMenuVersions)
      .set({ outcome })
      .where(and(eq(brandMenuVersions.brandId, brandId), eq(brandMenuVersions.version, version)));
  },

  async versions(db: Executor, brandId: number): Promise<VersionRow[]> {
    return db.select().from(brandMenuVersions).where(eq(brandMenuVersions.brandId, brandId)).orderBy(desc(brandMenuVersions.version));
  },

  async version(db: Executor, brandId: number, version: number): Promise<VersionRow | null> {
    const [row] = await db
      .select()
      .from(brandMenuVersions)
      .where(and(eq(brandMenuVersions.brandId, brandId), eq(brandMenuVersions.version, version)));
    return row ?? null;
  },

  /** The latest version (its menu holds the brand's prices), or null before the first publish. */
  async latest(db: Executor, brandId: number): Promise<VersionRow | null> {
    const [row] = await db
      .select()
      .from(brandMenuVersions)
      .where(eq(brandMenuVersions.brandId, brandId))
      .orderBy(desc(brandMenuVersions.version))
      .limit(1);
    return row ?? null;
  },

  async links(db: Executor, brandId: number, storeId: number): Promise<LinkRow[]> {
    return db
      .select()
      .from(brandMenuLinks)
      .where(and(eq(brandMenuLinks.storeId, storeId), eq(brandMenuLinks.brandId, brandId)));
  },

  async upsertLinks(db: Executor, rows: readonly (typeof brandMenuLinks.$inferInsert)[]): Promise<void> {
    for (let start = 0; start < rows.length; start += 1000) {
      await db
        .insert(brandMenuLinks)
        .values(rows.slice(start, start + 1000))
        .onConflictDoUpdate({
          target: [brandMenuLinks.storeId, brandMenuLinks.kind, brandMenuLinks.sourceId],
          set: { targetId: sql`excluded.target_id`, brandId: sql`excluded.brand_id`, sourceFileId: sql`excluded.source_file_id` },
        });
    }
  },

  async deleteLinks(db: Executor, storeId: number, kind: string, targetIds: readonly number[]): Promise<void> {
    if (targetIds.length === 0) return;
    await db
      .delete(brandMenuLinks)
      .where(and(eq(brandMenuLinks.storeId, storeId), eq(brandMenuLinks.kind, kind), inArray(brandMenuLinks.targetId, [...targetIds])));
  },

  /** The brand item a store's item is a copy of (live), or null when the store has no such brand item. */
  async brandItem(db: Executor, brandId: number, storeId: number, itemId: number): Promise<{ sourceId: number } | null> {
    const [row] = await db
      .select({ sourceId: brandMenuLinks.sourceId })
      .from(brandMenuLinks)
      .innerJoin(menuItems, and(eq(menuItems.id, brandMenuLinks.targetId), eq(menuItems.storeId, brandMenuLinks.storeId)))
      .where(
        and(
          eq(brandMenuLinks.storeId, storeId),
          eq(brandMenuLinks.brandId, brandId),
          eq(brandMenuLinks.kind, 'item'),
          eq(brandMenuLinks.targetId, itemId),
          isNull(menuItems.removedAt),
        ),
      );
    return row ?? null;
  },

  /**
   * The store's live brand items (its copies of items a publish put there; its own items have no link), in menu
   * order, with their category and whether the store keeps a price of its own.
   */
  async storeBrandItems(db: Executor, brandId: number, storeId: number) {
    return db
      .select({
        itemId: menuItems.id,
        name: menuItems.name,
        categoryName: menuCategories.name,
        priceCents: menuItems.priceCents,
        sourceId: brandMenuLinks.sourceId,
        local: sql<boolean>`${brandStorePrices.itemId} is not null`,
      })
      .from(brandMenuLinks)
      .innerJoin(menuItems, and(eq(menuItems.id, brandMenuLinks.targetId), eq(menuItems.storeId, brandMenuLinks.storeId)))
      .innerJoin(menuCategories, eq(menuCategories.id, menuItems.categoryId))
      .leftJoin(brandStorePrices, and(eq(brandStorePrices.storeId, brandMenuLinks.storeId), eq(brandStorePrices.itemId, menuItems.id)))
      .where(and(eq(brandMenuLinks.storeId, storeId), eq(brandMenuLinks.brandId, brandId), eq(brandMenuLinks.kind, 'item'), isNull(menuItems.removedAt)))
      .orderBy(asc(menuCategories.sort), asc(menuCategories.id), asc(menuItems.sort), asc(menuItems.id));
  },

  /** The link of a store's live item to the brand item it is a copy of, or null for the store's own items. */
  async itemLink(db: Executor, storeId: number, itemId: number): Promise<{ brandId: number; sourceId: number } | null> {
    const [row] = await db
      .select({ brandId: brandMenuLinks.brandId, sourceId: brandMenuLinks.sourceId })
      .from(brandMenuLinks)
      .innerJoin(menuItems, and(eq(menuItems.id, brandMenuLinks.targetId), eq(menuItems.storeId, brandMenuLinks.storeId)))
      .where(and(eq(brandMenuLinks.storeId, storeId), eq(brandMenuLinks.kind, 'item'), eq(brandMenuLinks.targetId, itemId), isNull(menuItems.removedAt)));
    return row ?? null;
  },

  async prices(db: Executor, storeId: number): Promise<Map<number, number>> {
    const rows = await db.select().from(brandStorePrices).where(eq(brandStorePrices.storeId, storeId));
    return new Map(rows.map((row) => [row.itemId, row.priceCents]));
  },

  async setPrice(db: Executor, row: { brandId: number; storeId: number; itemId: number; priceCents: number }, now: Date): Promise<void> {
    await db
      .insert(brandStorePrices)
      .values({ ...row, updatedAt: now })
      .onConflictDoUpdate({ target: [brandStorePrices.storeId, brandStorePrices.itemId], set: { priceCents: row.priceCents, brandId: row.brandId, updatedAt: now } });
  },

  async clearPrice(db: Executor, storeId: number, itemId: number): Promise<void> {
    await db.delete(brandStorePrices).where(and(eq(brandStorePrices.storeId, storeId), eq(brandStorePrices.itemId, itemId)));
  },

  /** Sets the price of the store's copy of a brand item. */
  async setItemPrice(db: Executor, storeId: number, itemId: number, priceCents: number, now: Date): Promise<void> {
    await db.update(menuItems).set({ priceCents, updatedAt: now }).where(and(eq(menuItems.storeId, storeId), eq(menuItems.id, itemId)));
  },

  /** The store's live categories by name. */
  async categoriesByName(db: Executor, storeId: number): Promise<Map<string, number>> {
    const rows = await db
      .select({ id: menuCategories.id, name: menuCategories.name })
      .from(menuCategories)
      .where(and(eq(menuCategories.storeId, storeId), isNull(menuCategories.removedAt)));
    return new Map(rows.map((row) => [row.name, row.id]));
  },

  /** How many of the store's items are on the menu (not removed). */
  async liveItems(db: Executor, storeId: number, itemIds: readonly number[]): Promise<number> {
    if (itemIds.length === 0) return 0;
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(menuItems)
      .where(and(eq(menuItems.storeId, storeId), inArray(menuItems.id, [...itemIds]), isNull(menuItems.removedAt)));
    return Number(row?.count ?? 0);
  },

  /** The images the store's items show now, by item id. */
  async imagesOf(db: Executor, storeId: number, itemIds: readonly number[]): Promise<Map<number, number | null>> {
    if (itemIds.length === 0) return new Map();
    const rows = await db
      .select({ id: menuItems.id, imageFileId: menuItems.imageFileId })
      .from(menuItems)
      .where(and(eq(menuItems.storeId, storeId), inArray(menuItems.id, [...itemIds])));
    return new Map(rows.map((row) => [row.id, row.imageFileId]));
  },
};
