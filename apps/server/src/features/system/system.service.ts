import { CLIENT_VERSION, maintenanceSchema, type Maintenance, type SystemParamId } from '@diancan/core';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import type { MaintenanceSource } from '../../platform/auth/policy.js';
import { systemRepository } from './system.repository.js';
import type { SystemUpdateRequest } from './system.schemas.js';

const APP_VERSION = CLIENT_VERSION.replace(/^v/, '');

/** Values a parameter has until someone sets it. */
const DEFAULTS: Readonly<Record<SystemParamId, string | Maintenance>> = {
  APP_VERSION_IOS: APP_VERSION,
  APP_VERSION_ANDROID: APP_VERSION,
  BACKSTAGE_H5_VERSION: CLIENT_VERSION,
  MAINTENANCE: { on: false, title: '', message: '' },
};

/** How long an instance trusts its copy of the maintenance switch (other instances see a change within it). */
const MAINTENANCE_CACHE_MS = 3_000;

export class SystemService implements MaintenanceSource {
  private maintenanceCache: { value: Maintenance; until: number } | null = null;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async get(paramId: SystemParamId): Promise<string | Maintenance> {
    const stored = await systemRepository.find(this.db, paramId);
    if (paramId === 'MAINTENANCE') {
      const parsed = maintenanceSchema.safeParse(stored);
      return parsed.success ? parsed.data : DEFAULTS.MAINTENANCE;
    }
    return typeof stored === 'string' ? stored : DEFAULTS[paramId];
  }

  async update(request: SystemUpdateRequest, userId: number): Promise<void> {
    await systemRepository.save(this.db, request.paramId, request.value, userId, this.clock());
    if (request.paramId === 'MAINTENANCE') this.maintenanceCache = null;
  }

  async current(): Promise<Maintenance> {
    const now = Date.now();
    if (this.maintenanceCache && this.maintenanceCache.until > now) return this.maintenanceCache.value;
    const value = (await this.get('MAINTENANCE')) as Maintenance;
    this.maintenanceCache = { value, until: now + MAINTENANCE_CACHE_MS };
    return value;
  }
}
