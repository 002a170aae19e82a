import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/database.js';
import {
  menuCategories,
  menuItemOptionGroups,
  menuItemPrintAreas,
  menuItemStocks,
  menuItemUpgrades,
  menuItems,
} from '../../platform/db/schema/index.js';
import type { LinkMap } from './links.repository.js';

/**
 * The reads of the POS menu, shaped for size: a store may have tens of thousands of items. PostgreSQL builds
 * each list as one JSON text (arrays of values, not objects) and the app parses it once, instead of mapping
 * tens of thousands of rows column by column; on the embedded database that is several times faster.
 */

export interface PosItemRow {
  id: number;
  categoryId: number;
  name: string;
  priceCents: number;
  imageFileId: number | null;
  description: string;
  mobileEnabled: boolean;
  availableQuantity: number | null;
  availableForSale: boolean;
}

type PosItemTuple = [number, number, string, number, number | null, string, boolean, number | null, boolean];

const i = menuItems;
const c = menuCategories;
const s = menuItemStocks;

/** Enabled live items of enabled live categories of the store. */
function sellable(storeId: number): SQL | undefined {
  return and(eq(i.storeId, storeId), isNull(i.removedAt), eq(i.enabled, true), isNull(c.removedAt), eq(c.enabled, true));
}

/** owner -> targets of one link table for the whole store (or the given owners), as one JSON object text. */
async function linksOf(
  db: Executor,
  table: PgTable,
  columns: { storeId: PgColumn; owner: PgColumn; target: PgColumn; order: SQL },
  storeId: number,
  owners: readonly number[] | null,
): Promise<LinkMap> {
  const ofOwners = owners === null ? sql`` : sql` and ${inArray(columns.owner, [...owners])}`;
  const [row] = await db
    .select({ links: sql<string>`coalesce(json_object_agg(t.owner, t.targets), '{}')::text` })
    .from(
      sql`(select ${columns.owner} as owner, json_agg(${columns.target} order by ${columns.order}) as targets
           from ${table} where ${columns.storeId} = ${storeId}${ofOwners} group by ${columns.owner}) as t`,
    );
  const parsed = JSON.parse(row?.links ?? '{}') as Record<string, number[]>;
  return new Map(Object.entries(parsed).map(([owner, targets]) => [Number(owner), targets]));
}

export const posMenuRepository = {
  /** Enabled items of enabled live categories (of one category when given), in menu order, with their stock. */
  async sellableItems(db: Executor, storeId: number, categoryId: number | null = null): Promise<PosItemRow[]> {
    const [row] = await db
      .select({
        items: sql<string>`coalesce(json_agg(json_build_array(
          ${i.id}, ${i.categoryId}, ${i.name}, ${i.priceCents}, ${i.imageFileId}, ${i.description}, ${i.mobileEnabled},
          ${s.availableQuantity}, coalesce(${s.availableForSale}, true)
        ) order by ${c.sort}, ${c.id}, ${i.sort}, ${i.id}), '[]')::text`,
      })
      .from(i)
      .innerJoin(c, eq(c.id, i.categoryId))
      .leftJoin(s, and(eq(s.storeId, i.storeId), eq(s.itemId, i.id)))
      .where(categoryId === null ? sellable(storeId) : and(sellable(storeId), eq(i.categoryId, categoryId)));
    const tuples = JSON.parse(row?.items ?? '[]') as PosItemTuple[];
    return tuples.map(([id, categoryId, name, priceCents, imageFileId, description, mobileEnabled, availableQuantity, availableForSale]) => ({
      id,
      categoryId,
      name,
      priceCents,
      imageFileId,
      description,
      mobileEnabled,
      availableQuantity,
      availableForSale,
    }));
  },

  /**
   * Print areas, taste groups and upgrades of every item of the store, or (the menu's head) of the given items only:
   * 20,000 items have some 40,000 links, which the head's first category does not need.
   */
  async itemLinks(db: Executor, storeId: number, itemIds: readonly number[] | null = null) {
    const printAreas = await linksOf(
      db,
      menuItemPrintAreas,
      {
        storeId: menuItemPrintAreas.storeId,
        owner: menuItemPrintAreas.itemId,
        target: menuItemPrintAreas.printAreaId,
        order: sql`${menuItemPrintAreas.printAreaId}`,
      },
      storeId,
      itemIds,
    );
    const optionGroups = await linksOf(
      db,
      menuItemOptionGroups,
      {
        storeId: menuItemOptionGroups.storeId,
        owner: menuItemOptionGroups.itemId,
        target: menuItemOptionGroups.groupId,
        order: sql`${menuItemOptionGroups.sort}, ${menuItemOptionGroups.groupId}`,
      },
      storeId,
      itemIds,
    );
    const upgrades = await linksOf(
      db,
      menuItemUpgrades,
      {
        storeId: menuItemUpgrades.storeId,
        owner: menuItemUpgrades.itemId,
        target: menuItemUpgrades.upgradeId,
        order: sql`${menuItemUpgrades.sort}, ${menuItemUpgrades.upgradeId}`,
      },
      storeId,
      itemIds,
    );
    return { printAreas, optionGroups, upgrades };
  },
};

