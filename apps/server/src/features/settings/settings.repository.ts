import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { payMethods, storeConfigs, stores } from '../../platform/db/schema/index.js';

export type StoreConfigRow = typeof storeConfigs.$inferSelect;
export type PayMethodRow = typeof payMethods.$inferSelect;

export const settingsRepository = {
  async storeExists(db: Executor, storeId: number): Promise<boolean> {
    const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
    return row !== undefined;
  },

  async configOf(db: Executor, storeId: number): Promise<StoreConfigRow | null> {
    const [row] = await db.select().from(storeConfigs).where(eq(storeConfigs.storeId, storeId));
    return row ?? null;
  },

  async payMethodsOf(db: Executor, storeId: number): Promise<PayMethodRow[]> {
    return db
      .select()
      .from(payMethods)
      .where(eq(payMethods.storeId, storeId))
      .orderBy(asc(payMethods.sort), asc(payMethods.id));
  },
};
