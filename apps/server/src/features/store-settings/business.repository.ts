import type { BusinessHours, MobileOrderSetting } from '@diancan/core';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { menuCategories, storeConfigs, stores } from '../../platform/db/schema/index.js';
import { DEFAULT_SECTIONS } from '../settings/settings.presenter.js';

export interface StoreBusinessRow {
  id: number;
  name: string;
  phone: string | null;
  address: string | null;
  timeZone: string;
  businessHours: BusinessHours | null;
  mobileOrderSetting: MobileOrderSetting | null;
}

/** The store's profile with its hours and mobile-order settings (store_configs columns, null until first saved). */
export const businessRepository = {
  async storeOf(db: Executor, storeId: number): Promise<StoreBusinessRow | null> {
    const [row] = await db
      .select({
        id: stores.id,
        name: stores.name,
        phone: stores.phone,
        address: stores.address,
        timeZone: stores.timeZone,
        businessHours: storeConfigs.businessHours,
        mobileOrderSetting: storeConfigs.mobileOrderSetting,
      })
      .from(stores)
      .leftJoin(storeConfigs, eq(storeConfigs.storeId, stores.id))
      .where(eq(stores.id, storeId));
    return row ?? null;
  },

  /** Writes one of the two columns; a store without a config row gets one of the defaults. */
  async save(
    db: Executor,
    storeId: number,
    change: { businessHours: BusinessHours } | { mobileOrderSetting: MobileOrderSetting },
    now: Date,
  ): Promise<void> {
    await db
      .insert(storeConfigs)
      .values({ storeId, ...DEFAULT_SECTIONS, ...change, updatedAt: now })
      .onConflictDoUpdate({ target: storeConfigs.storeId, set: { ...change, updatedAt: now } });
  },

  /** Which of these ids are live categories of the store. */
  async categoryIdsOf(db: Executor, storeId: number, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ id: menuCategories.id })
      .from(menuCategories)
      .where(and(eq(menuCategories.storeId, storeId), inArray(menuCategories.id, ids), isNull(menuCategories.removedAt)));
    return rows.map((row) => row.id);
  },
};
