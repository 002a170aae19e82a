import { type DeliveryPlatformSwitches, deliveryPlatformSwitchesOf, type StoreConfig } from '@diancan/core';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { deliveryPlatformAccounts, payMethods, storeConfigs, stores } from '../../platform/db/schema/index.js';
import { presentStoreConfig } from './settings.presenter.js';

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

  /** The session's delivery platform switches: which platforms the store is bound on, and their invoice switches. */
  async deliveryPlatformsOf(db: Executor, storeId: number): Promise<DeliveryPlatformSwitches> {
    const links = await db
      .select({ platform: deliveryPlatformAccounts.platform, bound: sql<boolean>`${deliveryPlatformAccounts.platformStoreId} is not null`, invoiceSwitch: deliveryPlatformAccounts.invoiceSwitch })
      .from(deliveryPlatformAccounts)
      .where(eq(deliveryPlatformAccounts.storeId, storeId));
    return deliveryPlatformSwitchesOf(links);
  },

  /** The whole store config (GET back/store/setting/getConfig), read in turn on one executor (a transaction may pass). */
  async storeConfig(db: Executor, storeId: number): Promise<StoreConfig> {
    const config = await this.configOf(db, storeId);
    const methods = await this.payMethodsOf(db, storeId);
    return presentStoreConfig(config, methods, await this.deliveryPlatformsOf(db, storeId));
  },
};
