import { and, asc, count, eq, ilike, inArray, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { menuCategories, menuItemStocks, menuItems, menuUpgradeGroupItems } from '../../platform/db/schema/index.js';
import { containsPattern, intArray, withoutNestedLoops } from '../../platform/db/sql.js';

export type ItemRow = typeof menuItems.$inferSelect;
export type ItemWrite = Pick<
  ItemRow,
  'categoryId' | 'name' | 'priceCents' | 'imageFileId' | 'description' | 'enabled' | 'mobileEnabled'
>;

const i = menuItems;
/** Live (not removed) items of a store. */
const liveOf = (storeId: number) => and(eq(i.storeId, storeId), isNull(i.removedAt));

/** An item with what its table row shows besides its own columns: the category's name and the stock. */
const viewColumns = {
  item: i,
  categoryName: menuCategories.name,
  categorySort: menuCategories.sort,
  /** null: unlimited (also when the item has no stock row). */
  availableQuantity: menuItemStocks.availableQuantity,
  availableForSale: sql<boolean>`coalesce(${menuItemStocks.availableForSale}, true)`,
};

export interface ItemView {
  item: ItemRow;
  categoryName: string;
  categorySort: number;
  availableQuantity: number | null;
  availableForSale: boolean;
}

export interface ItemFilter {
  categoryId?: number | null;
  keyword?: string;
  ids?: readonly number[];
}

function filterOf(storeId: number, filter: ItemFilter): SQL | undefined {
  const keyword = filter.keyword?.trim();
  return and(
    liveOf(storeId),
    filter.categoryId ? eq(i.categoryId, filter.categoryId) : undefined,
    keyword ? or(ilike(i.name, containsPattern(keyword)), ilike(i.description, containsPattern(keyword))) : undefined,
    filter.ids ? inArray(i.id, [...filter.ids]) : undefined,
  );
}

function viewQuery(db: Executor) {
  return db
    .select(viewColumns)
    .from(i)
    .innerJoin(menuCategories, eq(menuCategories.id, i.categoryId))
    .leftJoin(menuItemStocks, and(eq(menuItemStocks.storeId, i.storeId), eq(menuItemStocks.itemId, i.id)));
}

export const itemRepository = {
  async find(db: Executor, storeId: number, id: number, options: { lock?: boolean } = {}): Promise<ItemRow | undefined> {
    const query = db.select().from(i).where(and(liveOf(storeId), eq(i.id, id)));
    const [row] = options.lock ? await query.for('update') : await query;
    return row;
  },

  async view(db: Executor, storeId: number, id: number): Promise<ItemView | undefined> {
    const [row] = await viewQuery(db).where(and(liveOf(storeId), eq(i.id, id)));
    return row;
  },

  /** Live items in menu order: by category order, then the item's own. */
  async views(db: Executor, storeId: number, filter: ItemFilter = {}): Promise<ItemView[]> {
    return viewQuery(db)
      .where(filterOf(storeId, filter))
      .orderBy(asc(menuCategories.sort), asc(menuCategories.id), asc(i.sort), asc(i.id));
  },

  async page(
    db: Executor,
    storeId: number,
    filter: ItemFilter,
    paging: { page: number; size: number },
  ): Promise<{ rows: ItemView[]; total: number }> {
    const where = filterOf(storeId, filter);
    const [totalRow] = await db.select({ total: count() }).from(i).where(where);
    const rows = await viewQuery(db)
      .where(where)
      .orderBy(asc(menuCategories.sort), asc(menuCategories.id), asc(i.sort), asc(i.id))
      .limit(paging.size)
      .offset((paging.page - 1) * paging.size);
    return { rows, total: totalRow?.total ?? 0 };
  },

  /** Which of `ids` are live items of the store. */
  async idsOf(db: Executor, storeId: number, ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await db.select({ id: i.id }).from(i).where(and(liveOf(storeId), inArray(i.id, [...ids])));
    return rows.map((row) => row.id);
  },

  async idsInCategory(db: Executor, storeId: number, categoryId: number): Promise<number[]> {
    const rows = await db
      .select({ id: i.id })
      .from(i)
      .where(and(liveOf(storeId), eq(i.categoryId, categoryId)));
    return rows.map((row) => row.id);
  },

  async nextSort(db: Executor, storeId: number, categoryId: number): Promise<number> {
    const [last] = await db
      .select({ sort: max(i.sort) })
      .from(i)
      .where(and(liveOf(storeId), eq(i.categoryId, categoryId)));
    return (last?.sort ?? 0) + 1;
  },

  async insert(db: Executor, storeId: number, row: ItemWrite & { sort: number }, now: Date): Promise<ItemRow> {
    const [inserted] = await db
      .insert(i)
      .values({ storeId, ...row, createdAt: now, updatedAt: now })
      .returning();
    if (!inserted) throw new Error('item not written');
    return inserted;
  },

  async update(db: Executor, storeId: number, id: number, row: ItemWrite & { sort: number }, now: Date): Promise<void> {
    await db
      .update(i)
      .set({ ...row, updatedAt: now })
      .where(and(liveOf(storeId), eq(i.id, id)));
  },

  async updateMany(
    db: Executor,
    storeId: number,
    ids: readonly number[],
    fields: Partial<Pick<ItemRow, 'enabled' | 'mobileEnabled'>>,
    now: Date,
  ): Promise<void> {
    await db
      .update(i)
      .set({ ...fields, updatedAt: now })
      .where(and(liveOf(storeId), inArray(i.id, [...ids])));
  },

  /** Marks an item touched (its links changed), so optimistic locks see the change. */
  async touch(db: Executor, storeId: number, ids: readonly number[], now: Date): Promise<void> {
    if (ids.length === 0) return;
    await db
      .update(i)
      .set({ updatedAt: now })
      .where(and(liveOf(storeId), inArray(i.id, [...ids])));
  },

  /** Soft removal; the item also leaves every combo slot that offered it. */
  async markRemoved(db: Executor, storeId: number, id: number, now: Date): Promise<void> {
    await db
      .update(i)
      .set({ removedAt: now, updatedAt: now })
      .where(and(liveOf(storeId), eq(i.id, id)));
    await db
      .delete(menuUpgradeGroupItems)
      .where(and(eq(menuUpgradeGroupItems.storeId, storeId), eq(menuUpgradeGroupItems.itemId, id)));
  },

  async applySort(db: Executor, storeId: number, sortedIds: readonly number[], now: Date): Promise<void> {
    await db
      .update(i)
      .set({ sort: sql`s.ord::int`, updatedAt: now })
      .from(sql`unnest(${intArray(sortedIds)}) with ordinality as s(id, ord)`)
      .where(and(liveOf(storeId), eq(i.id, sql`s.id`)));
  },

  /** Writes many items' own columns in one statement (a spreadsheet import): the rows travel as one JSON parameter. */
  async updateEach(db: Executor, storeId: number, rows: readonly (ItemWrite & { id: number; sort: number })[], now: Date) {
    if (rows.length === 0) return;
    const json = JSON.stringify(
      rows.map((row) => ({
        id: row.id,
        category_id: row.categoryId,
        name: row.name,
        price_cents: row.priceCents,
        description: row.description,
        enabled: row.enabled,
        mobile_enabled: row.mobileEnabled,
        sort: row.sort,
      })),
    );
    await withoutNestedLoops(db, () =>
      db
        .update(i)
        .set({
          categoryId: sql`v.category_id`,
          name: sql`v.name`,
          priceCents: sql`v.price_cents`,
          description: sql`v.description`,
          enabled: sql`v.enabled`,
          mobileEnabled: sql`v.mobile_enabled`,
          sort: sql`v.sort`,
          updatedAt: now,
        })
        .from(
          sql`jsonb_to_recordset(${json}::jsonb) as v(id int, category_id int, name text, price_cents int, description text, enabled boolean, mobile_enabled boolean, sort int)`,
        )
        .where(and(liveOf(storeId), eq(i.id, sql`v.id`))),
    );
  },

  async dict(db: Executor, storeId: number) {
    return db
      .select({ id: i.id, name: i.name, categoryId: i.categoryId, price: i.priceCents, enabled: i.enabled })
      .from(i)
      .innerJoin(menuCategories, eq(menuCategories.id, i.categoryId))
      .where(liveOf(storeId))
      .orderBy(asc(menuCategories.sort), asc(menuCategories.id), asc(i.sort), asc(i.id));
  },

  async namesOf(db: Executor, storeId: number, ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: i.id, name: i.name })
      .from(i)
      .where(and(eq(i.storeId, storeId), inArray(i.id, [...ids])));
    return new Map(rows.map((row) => [row.id, row.name]));
  },
};
