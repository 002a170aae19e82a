import { and, asc, eq, max, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { applyRowOrder, setRowsEnabled } from '../../platform/db/store-rows.js';
import { automaticDiscounts } from '../../platform/db/schema/index.js';

export type AutomaticDiscountRow = typeof automaticDiscounts.$inferSelect;
export type AutomaticDiscountValues = Pick<
  AutomaticDiscountRow,
  'name' | 'minimumSpendingAmountCents' | 'discountType' | 'discountAmountCents' | 'discountPercentage'
>;

const t = automaticDiscounts;
const ofStore = (storeId: number) => eq(t.storeId, storeId);
const one = (storeId: number, id: number) => and(ofStore(storeId), eq(t.id, id));
const inOrder = [asc(t.sort), asc(t.id)];

export const automaticDiscountRepository = {
  async list(db: Executor, storeId: number): Promise<AutomaticDiscountRow[]> {
    return db.select().from(t).where(ofStore(storeId)).orderBy(...inOrder);
  },

  /** The enabled tiers in sort order: what orders are priced with. */
  async listActive(db: Executor, storeId: number): Promise<AutomaticDiscountRow[]> {
    return db.select().from(t).where(and(ofStore(storeId), eq(t.enabled, true))).orderBy(...inOrder);
  },

  async find(db: Executor, storeId: number, id: number): Promise<AutomaticDiscountRow | undefined> {
    const [row] = await db.select().from(t).where(one(storeId, id));
    return row;
  },

  /** Another discount of the store with this minimum spending amount (ignoring `exceptId`). */
  async minimumTaken(db: Executor, storeId: number, minimumCents: number, exceptId: number | null): Promise<boolean> {
    const [row] = await db
      .select({ id: t.id })
      .from(t)
      .where(and(ofStore(storeId), eq(t.minimumSpendingAmountCents, minimumCents), exceptId === null ? undefined : ne(t.id, exceptId)))
      .limit(1);
    return row !== undefined;
  },

  async count(db: Executor, storeId: number): Promise<number> {
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(t).where(ofStore(storeId));
    return row?.count ?? 0;
  },

  async insert(db: Executor, storeId: number, values: AutomaticDiscountValues & { enabled: boolean }, now: Date) {
    const [last] = await db.select({ sort: max(t.sort) }).from(t).where(ofStore(storeId));
    const [row] = await db
      .insert(t)
      .values({ storeId, ...values, sort: (last?.sort ?? 0) + 1, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('automatic discount not written');
    return row;
  },

  async update(db: Executor, storeId: number, id: number, values: AutomaticDiscountValues, now: Date) {
    const [row] = await db
      .update(t)
      .set({ ...values, updatedAt: now })
      .where(one(storeId, id))
      .returning();
    return row;
  },

  setEnabled(db: Executor, storeId: number, ids: readonly number[], enabled: boolean, now: Date): Promise<number> {
    return setRowsEnabled(db, t, { storeId, ids, enabled, now });
  },

  applySort(db: Executor, storeId: number, sortedIds: readonly number[], now: Date): Promise<void> {
    return applyRowOrder(db, t, { storeId, sortedIds, now });
  },

  /** Deleted for real: orders keep the applied tier's id and name. */
  async remove(db: Executor, storeId: number, id: number): Promise<boolean> {
    const rows = await db.delete(t).where(one(storeId, id)).returning({ id: t.id });
    return rows.length > 0;
  },
};
