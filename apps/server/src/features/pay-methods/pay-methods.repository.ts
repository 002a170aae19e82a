import { and, asc, eq, max } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { applyRowOrder, setRowsEnabled } from '../../platform/db/store-rows.js';
import { payMethods } from '../../platform/db/schema/index.js';

export type PayMethodRow = typeof payMethods.$inferSelect;

const ofStore = (storeId: number) => eq(payMethods.storeId, storeId);
const one = (storeId: number, id: number) => and(ofStore(storeId), eq(payMethods.id, id));

/** The store's pay methods (the table belongs to the store config; this area manages its rows). */
export const payMethodRepository = {
  async list(db: Executor, storeId: number): Promise<PayMethodRow[]> {
    return db.select().from(payMethods).where(ofStore(storeId)).orderBy(asc(payMethods.sort), asc(payMethods.id));
  },

  async find(db: Executor, storeId: number, id: number): Promise<PayMethodRow | undefined> {
    const [row] = await db.select().from(payMethods).where(one(storeId, id));
    return row;
  },

  async insert(
    db: Executor,
    storeId: number,
    values: { name: string; statisticKey: string; enabled: boolean },
    now: Date,
  ): Promise<PayMethodRow> {
    const [last] = await db.select({ sort: max(payMethods.sort) }).from(payMethods).where(ofStore(storeId));
    const [row] = await db
      .insert(payMethods)
      .values({ storeId, ...values, sort: (last?.sort ?? 0) + 1, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('pay method not written');
    return row;
  },

  async update(
    db: Executor,
    storeId: number,
    id: number,
    values: { name: string; statisticKey: string },
    now: Date,
  ): Promise<PayMethodRow | undefined> {
    const [row] = await db
      .update(payMethods)
      .set({ ...values, updatedAt: now })
      .where(one(storeId, id))
      .returning();
    return row;
  },

  setEnabled(db: Executor, storeId: number, ids: readonly number[], enabled: boolean, now: Date): Promise<number> {
    return setRowsEnabled(db, payMethods, { storeId, ids, enabled, now });
  },

  applySort(db: Executor, storeId: number, sortedIds: readonly number[], now: Date): Promise<void> {
    return applyRowOrder(db, payMethods, { storeId, sortedIds, now });
  },

  /** Deleted for real: orders keep the method's name and statistic key in their payments. */
  async remove(db: Executor, storeId: number, id: number): Promise<boolean> {
    const rows = await db.delete(payMethods).where(one(storeId, id)).returning({ id: payMethods.id });
    return rows.length > 0;
  },
};
