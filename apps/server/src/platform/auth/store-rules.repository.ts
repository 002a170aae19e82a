import type { SystemModules } from '@diancan/core';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { staffSettings, storeConfigs } from '../db/schema/index.js';

export interface StoreRules {
  systemModules: Partial<SystemModules>;
  managerCodeGate: boolean;
  /** The store's staff mode (docs/staff.md): off without a row. */
  staffMode: boolean;
}

/** What the access policy reads of a store's config: its modules and whether its reports are gated. */
export const storeRulesRepository = {
  /** A store without a config row has every module off and no gate (the spec's defaults). */
  async rulesOf(db: Executor, storeId: number): Promise<StoreRules> {
    const [row] = await db
      .select({ systemModules: storeConfigs.systemModules, switchSettings: storeConfigs.switchSettings, staffMode: staffSettings.enabled })
      .from(storeConfigs)
      .leftJoin(staffSettings, eq(staffSettings.storeId, storeConfigs.storeId))
      .where(eq(storeConfigs.storeId, storeId));
    return {
      systemModules: row?.systemModules ?? {},
      managerCodeGate: row?.switchSettings.reportManagerCodeVerificationSwitch === true,
      staffMode: row?.staffMode === true,
    };
  },
};
