import { and, asc, count, eq, inArray, isNull, max, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { menuCategories, menuItems } from '../../platform/db/schema/index.js';
import { intArray } from '../../platform/db/sql.js';

export type CategoryRow = typeof menuCategories.$inferSelect;
export type CategoryWrite = Pick<CategoryRow, 'name' | 'enabled' | 'printTag' | 'kitchenAreaId'>;

const c = menuCategories;
/** Live (not removed) categories of a store. */
const liveOf = (storeId: number) => and(eq(c.storeId, storeId), isNull(c.removedAt));

export const categoryRepository = {
  async list(db: Executor, storeId: number): Promise<CategoryRow[]> {
    return db.select().from(c).where(liveOf(storeId)).orderBy(asc(c.sort), asc(c.id));
  },

  async find(db: Executor, storeId: number, id: number, options: { lock?: boolean } = {}): Promise<CategoryRow | undefined> {
    const query = db.select().from(c).where(and(liveOf(storeId), eq(c.id, id)));
    const [row] = options.lock ? await query.for('update') : await query;
    return row;
  },

  /** Which of `ids` are live categories of the store. */
  async idsOf(db: Executor, storeId: number, ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await db.select({ id: c.id }).from(c).where(and(liveOf(storeId), inArray(c.id, [...ids])));
    return rows.map((row) => row.id);
  },

  async findByName(db: Executor, storeId: number, name: string): Promise<CategoryRow | undefined> {
    const [row] = await db.select().from(c).where(and(liveOf(storeId), eq(c.name, name)));
    return row;
  },

  async nameTaken(db: Executor, storeId: number, name: string, exceptId?: number): Promise<boolean> {
    const [row] = await db
      .select({ id: c.id })
      .from(c)
      .where(and(liveOf(storeId), eq(c.name, name), exceptId === undefined ? undefined : ne(c.id, exceptId)));
    return row !== undefined;
  },

  async insert(db: Executor, storeId: number, row: CategoryWrite, now: Date): Promise<CategoryRow> {
    const [last] = await db.select({ sort: max(c.sort) }).from(c).where(liveOf(storeId));
    const [inserted] = await db
      .insert(c)
      .values({ storeId, ...row, sort: (last?.sort ?? 0) + 1, createdAt: now, updatedAt: now })
      .returning();
    if (!inserted) throw new Error('category not written');
    return inserted;
  },

  async update(db: Executor, storeId: number, id: number, row: CategoryWrite, now: Date): Promise<CategoryRow> {
    const [updated] = await db
      .update(c)
      .set({ ...row, updatedAt: now })
      .where(and(liveOf(storeId), eq(c.id, id)))
      .returning();
    if (!updated) throw new Error(`category ${id} vanished during its update`);
    return updated;
  },

  /** Sets the same fields on several live categories. */
  async updateMany(
    db: Executor,
    storeId: number,
    ids: readonly number[],
    fields: Partial<CategoryWrite>,
    now: Date,
  ): Promise<void> {
    await db
      .update(c)
      .set({ ...fields, updatedAt: now })
      .where(and(liveOf(storeId), inArray(c.id, [...ids])));
  },

  async markRemoved(db: Executor, storeId: number, id: number, now: Date): Promise<void> {
    await db
      .update(c)
      .set({ removedAt: now, updatedAt: now })
      .where(and(liveOf(storeId), eq(c.id, id)));
  },

  /** Live items per live category of the store. */
  async liveItemCounts(db: Executor, storeId: number, categoryIds?: readonly number[]): Promise<Map<number, number>> {
    const rows = await db
      .select({ categoryId: menuItems.categoryId, count: count() })
      .from(menuItems)
      .where(
        and(
          eq(menuItems.storeId, storeId),
          isNull(menuItems.removedAt),
          categoryIds === undefined ? undefined : inArray(menuItems.categoryId, [...categoryIds]),
        ),
      )
      .groupBy(menuItems.categoryId);
    return new Map(rows.map((row) => [row.categoryId, row.count]));
  },

  async applySort(db: Executor, storeId: number, sortedIds: readonly number[], now: Date): Promise<void> {
    await db
      .update(c)
      .set({ sort: sql`s.ord::int`, updatedAt: now })
      .from(sql`unnest(${intArray(sortedIds)}) with ordinality as s(id, ord)`)
      .where(and(liveOf(storeId), eq(c.id, sql`s.id`)));
  },
};
