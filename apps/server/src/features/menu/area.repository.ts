import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { kitchenAreas, menuCategories, printAreas } from '../../platform/db/schema/index.js';
import { intArray } from '../../platform/db/sql.js';

/** Kitchen areas and print areas have the same shape: one repository, built for either table. */
type AreaTable = typeof kitchenAreas | typeof printAreas;
export type AreaRow = typeof kitchenAreas.$inferSelect;

function areaRepository(table: AreaTable) {
  const ofStore = (storeId: number) => eq(table.storeId, storeId);
  return {
    async list(db: Executor, storeId: number): Promise<AreaRow[]> {
      return db.select().from(table).where(ofStore(storeId)).orderBy(asc(table.sort), asc(table.id));
    },

    async find(db: Executor, storeId: number, id: number): Promise<AreaRow | undefined> {
      const [row] = await db.select().from(table).where(and(ofStore(storeId), eq(table.id, id)));
      return row;
    },

    async idsOf(db: Executor, storeId: number, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: table.id })
        .from(table)
        .where(and(ofStore(storeId), inArray(table.id, [...ids])));
      return rows.map((row) => row.id);
    },

    async insert(db: Executor, storeId: number, name: string, now: Date): Promise<AreaRow> {
      const [last] = await db.select({ sort: max(table.sort) }).from(table).where(ofStore(storeId));
      const [row] = await db
        .insert(table)
        .values({ storeId, name, sort: (last?.sort ?? 0) + 1, createdAt: now, updatedAt: now })
        .returning();
      if (!row) throw new Error('area not written');
      return row;
    },

    async rename(db: Executor, storeId: number, id: number, name: string, now: Date): Promise<AreaRow | undefined> {
      const [row] = await db
        .update(table)
        .set({ name, updatedAt: now })
        .where(and(ofStore(storeId), eq(table.id, id)))
        .returning();
      return row;
    },

    async remove(db: Executor, storeId: number, id: number): Promise<boolean> {
      const rows = await db.delete(table).where(and(ofStore(storeId), eq(table.id, id))).returning({ id: table.id });
      return rows.length > 0;
    },

    async applySort(db: Executor, storeId: number, sortedIds: readonly number[], now: Date): Promise<void> {
      await db
        .update(table)
        .set({ sort: sql`s.ord::int`, updatedAt: now })
        .from(sql`unnest(${intArray(sortedIds)}) with ordinality as s(id, ord)`)
        .where(and(ofStore(storeId), eq(table.id, sql`s.id`)));
    },
  };
}

export const kitchenAreaRepository = {
  ...areaRepository(kitchenAreas),

  /** Categories of a removed kitchen area keep no kitchen area. */
  async detachCategories(db: Executor, storeId: number, kitchenAreaId: number): Promise<void> {
    await db
      .update(menuCategories)
      .set({ kitchenAreaId: null })
      .where(and(eq(menuCategories.storeId, storeId), eq(menuCategories.kitchenAreaId, kitchenAreaId)));
  },
};

export const printAreaRepository = areaRepository(printAreas);
