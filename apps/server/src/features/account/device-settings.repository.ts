import type { DeviceSettings, UiSettings } from '@diancan/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { storeConfigs } from '../../platform/db/schema/index.js';
import { DEFAULT_SECTIONS } from '../settings/settings.presenter.js';

/** The device-setting writes of a store's config row (store_configs; the settings area reads it whole). */
export const deviceSettingsRepository = {
  /**
   * Merges the changed keys into device_settings (and ui_settings for printClient) in one statement, so two screens
   * saving different fields at once both keep theirs. A store without a config row gets one made of the defaults.
   */
  async merge(
    db: Executor,
    storeId: number,
    device: Partial<DeviceSettings>,
    ui: Partial<UiSettings>,
    now: Date,
  ): Promise<void> {
    await db
      .insert(storeConfigs)
      .values({
        storeId,
        ...DEFAULT_SECTIONS,
        deviceSettings: { ...DEFAULT_SECTIONS.deviceSettings, ...device },
        uiSettings: { ...DEFAULT_SECTIONS.uiSettings, ...ui },
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: storeConfigs.storeId,
        set: {
          deviceSettings: sql`${storeConfigs.deviceSettings} || ${JSON.stringify(device)}::jsonb`,
          uiSettings: sql`${storeConfigs.uiSettings} || ${JSON.stringify(ui)}::jsonb`,
          updatedAt: now,
        },
      });
  },
};
