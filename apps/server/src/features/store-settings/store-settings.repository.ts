import type { SwitchSettings, SystemModules } from '@diancan/core';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { storeConfigs } from '../../platform/db/schema/index.js';
import { DEFAULT_SECTIONS } from '../settings/index.js';

/** The one-setting writes of a store's config row (store_configs; the settings area reads it whole). */
export const storeSettingRepository = {
  async systemModulesOf(db: Executor, storeId: number): Promise<SystemModules | null> {
    const [row] = await db
      .select({ systemModules: storeConfigs.systemModules })
      .from(storeConfigs)
      .where(eq(storeConfigs.storeId, storeId));
    return row?.systemModules ?? null;
  },

  /**
   * Sets one key of switch_settings in one statement: the stored object is merged with `{key: value}` in SQL,
   * so two devices changing two different switches at once both keep their change (no read-modify-write).
   * A store without a config row gets one made of the defaults with this key set. Answers the stored switches.
   */
  async setSwitch(
    db: Executor,
    storeId: number,
    field: keyof SwitchSettings,
    value: boolean | number,
    now: Date,
  ): Promise<Partial<SwitchSettings>> {
    const change = { [field]: value };
    const [row] = await db
      .insert(storeConfigs)
      .values({ storeId, ...DEFAULT_SECTIONS, switchSettings: { ...DEFAULT_SECTIONS.switchSettings, ...change }, updatedAt: now })
      .onConflictDoUpdate({
        target: storeConfigs.storeId,
        set: { switchSettings: sql`${storeConfigs.switchSettings} || ${JSON.stringify(change)}::jsonb`, updatedAt: now },
      })
      .returning({ switchSettings: storeConfigs.switchSettings });
    if (!row) throw new Error('store setting not written');
    return row.switchSettings;
  },
};
