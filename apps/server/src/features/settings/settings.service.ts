import type { StoreConfig } from '@diancan/core';
import type { Database } from '../../platform/db/database.js';
import { notFound } from '../../platform/errors/app-error.js';
import { settingsRepository } from './settings.repository.js';

/** Store settings: the config the POS, the reports gate and the menus read. */
export class SettingsService {
  constructor(private readonly db: Database) {}

  async getConfig(storeId: number): Promise<StoreConfig> {
    // Store users only reach their own (existing) stores; staff may name any id, so a missing store is a 404.
    if (!(await settingsRepository.storeExists(this.db, storeId))) throw notFound();
    return settingsRepository.storeConfig(this.db, storeId);
  }
}
