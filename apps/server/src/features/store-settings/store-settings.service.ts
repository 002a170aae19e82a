import {
  STORE_SETTING_MSG,
  storeSettingField,
  type SwitchSettings,
  type UpdateStoreSettingRequest,
} from '@diancan/core';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { forbidden } from '../../platform/errors/app-error.js';
import { publishAfterCommit, type RealtimeBus } from '../../platform/realtime/index.js';
import { DEFAULT_SECTIONS } from '../settings/index.js';
import { storeSettingRepository } from './store-settings.repository.js';

/**
 * PUT back/account/updateStoreSetting: a store changes one of its own switches. The change commits, then the
 * store's devices hear CONFIG_CHANGED with the setting's name, so each reloads its store config only when the
 * setting concerns it (the live order board: names containing IDLE).
 */
export class StoreSettingService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly realtime: RealtimeBus,
  ) {}

  update(request: UpdateStoreSettingRequest): Promise<SwitchSettings> {
    const { storeId, setting, value } = request;
    const now = this.clock();
    return publishAfterCommit(this.realtime, (outbox) =>
      this.db.transaction(async (tx) => {
        // The mobile-order switch exists only for stores the platform gave the mobile-order module.
        if (setting === 'MOBILE_ORDER_SWITCH' && !(await storeSettingRepository.systemModulesOf(tx, storeId))?.MOBILE_ORDER) {
          throw forbidden(STORE_SETTING_MSG.MOBILE_ORDER_MODULE_OFF);
        }
        const stored = await storeSettingRepository.setSwitch(tx, storeId, storeSettingField(setting), value, now);
        outbox.add({ destination: 'store', storeId }, 'CONFIG_CHANGED', { storeId, setting });
        // Laid over the defaults like getConfig does, so a row saved before a field existed answers it too.
        return { ...DEFAULT_SECTIONS.switchSettings, ...stored };
      }),
    );
  }
}
