import { deviceSettingChanges, type StoreConfig, type UpdateDeviceSettingRequest } from '@diancan/core';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { publishAfterCommit, type RealtimeBus } from '../../platform/realtime/index.js';
import { settingsRepository } from '../settings/index.js';
import { deviceSettingsRepository } from './device-settings.repository.js';

/** The CONFIG_CHANGED setting name the store's other screens hear after a change of its printers. */
export const DEVICE_SETTING_CHANGED = 'DEVICE_SETTING';

/**
 * PUT back/account/updateDeviceSetting: a store sets how it prints (出單設定). Only the fields sent change; the answer
 * is the whole store config, and the store's other screens hear CONFIG_CHANGED (DEVICE_SETTING) to reload theirs.
 */
export class DeviceSettingService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly realtime: RealtimeBus,
  ) {}

  update(request: UpdateDeviceSettingRequest): Promise<StoreConfig> {
    const { storeId } = request;
    const { device, printClient } = deviceSettingChanges(request);
    const now = this.clock();
    return publishAfterCommit(this.realtime, (outbox) =>
      this.db.transaction(async (tx) => {
        await deviceSettingsRepository.merge(tx, storeId, device, printClient ? { printClient } : {}, now);
        outbox.add({ destination: 'store', storeId }, 'CONFIG_CHANGED', { storeId, setting: DEVICE_SETTING_CHANGED });
        return settingsRepository.storeConfig(tx, storeId);
      }),
    );
  }
}
