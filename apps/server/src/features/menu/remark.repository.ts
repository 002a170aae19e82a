import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { menuRemarks } from '../../platform/db/schema/index.js';
import { intArray } from '../../platform/db/sql.js';

export type RemarkRow = typeof menuRemarks.$inferSelect;

const ofStore = (storeId: number) => eq(menuRemarks.storeId, storeId);

export const remarkRepository = {
  async list(db: Executor, storeId: number): Promise<RemarkRow[]> {
    return db.select().from(menuRemarks).where(ofStore(storeId)).orderBy(asc(menuRemarks.sort), asc(menuRemarks.id));
  },

  async insert(db: Executor, storeId: number, content: string, now: Date): Promise<RemarkRow> {
    const [last] = await db.select({ sort: max(menuRemarks.sort) }).from(menuRemarks).where(ofStore(storeId));
    const [row] = await db
      .insert(menuRemarks)
      .values({ storeId, content, sort: (last?.sort ?? 0) + 1, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('remark not written');
    return row;
  },

  async update(db: Executor, storeId: number, id: number, content: string, now: Date): Promise<RemarkRow | undefined> {
    const [row] = await db
      .update(menuRemarks)
      .set({ content, updatedAt: now })
      .where(and(ofStore(storeId), eq(menuRemarks.id, id)))
      .returning();
    return row;
  },

  async remove(db: Executor, storeId: number, id: number): Promise<boolean> {
    const rows = await db
      .delete(menuRemarks)
      .where(and(ofStore(storeId), eq(menuRemarks.id, id)))
      .returning({ id: menuRemarks.id });
    return rows.length > 0;
  },

  async applySort(db: Executor, storeId: number, sortedIds: readonly number[], now: Date): Promise<void> {
    await db
      .update(menuRemarks)
      .set({ sort: sql`s.ord::int`, updatedAt: now })
      .from(sql`unnest(${intArray(sortedIds)}) with ordinality as s(id, ord)`)
      .where(and(ofStore(storeId), eq(menuRemarks.id, sql`s.id`)));
  },
};
