import {
  CLIENT_VERSION,
  maintenanceSchema,
  SYSTEM_MSG,
  SYSTEM_PARAM_IDS,
  SYSTEM_PARAM_LABEL,
  type CacheInfo,
  type KickOutResult,
  type Maintenance,
  type SystemParam,
  type SystemParamId,
  type SystemUpdateRequest,
} from '@diancan/core';
import type { MaintenanceSource } from '../../platform/auth/policy.js';
import type { SessionPrincipal } from '../../platform/auth/principal.js';
import type { SessionService } from '../../platform/auth/sessions.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { notFound } from '../../platform/errors/app-error.js';
import { publishNow, type RealtimeBus } from '../../platform/realtime/index.js';
import { recordChange } from '../../platform/audit/audit-trail.js';
import type { CacheRegistry } from '../../platform/cache/cache-registry.js';
import { systemRepository } from './system.repository.js';

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
/** Users per revocation statement (well under PostgreSQL's parameter limit). */
const REVOKE_CHUNK = 5_000;

export interface SystemDependencies {
  realtime: RealtimeBus;
  sessions: SessionService;
  caches: CacheRegistry;
}

/**
 * Platform parameters (versions, the maintenance switch), the kick-out of every user and the server's caches
 * (system-setting, managers only). Maintenance changes are pushed on the platform topic: START_MAINTENANCE when
 * it is switched on (or its text changes while on), END_MAINTENANCE when it is switched off.
 */
export class SystemService implements MaintenanceSource {
  private maintenanceCache: { value: Maintenance; until: number } | null = null;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly deps: SystemDependencies,
  ) {
    deps.caches.register({
      name: 'maintenance',
      description: `系統維護開關（每個伺服器保留${MAINTENANCE_CACHE_MS / 1000}秒）`,
      size: () => (this.maintenanceCache ? 1 : 0),
      clear: () => {
        this.maintenanceCache = null;
      },
    });
  }

  async get(paramId: SystemParamId): Promise<string | Maintenance> {
    return valueOf(paramId, await systemRepository.find(this.db, paramId));
  }

  async list(): Promise<SystemParam[]> {
    const stored = new Map((await systemRepository.all(this.db)).map((row) => [row.id, row]));
    return SYSTEM_PARAM_IDS.map((paramId) => {
      const row = stored.get(paramId);
      return {
        paramId,
        label: SYSTEM_PARAM_LABEL[paramId],
        value: valueOf(paramId, row?.value),
        updatedAt: row ? row.updatedAt.toISOString() : null,
        updatedBy: row?.updatedBy ?? null,
      };
    });
  }

  async update(request: SystemUpdateRequest, principal: SessionPrincipal): Promise<void> {
    const before = await this.get(request.paramId);
    const now = this.clock();
    await this.db.transaction(async (tx) => {
      await systemRepository.save(tx, request.paramId, request.value, principal.userId, now);
      await recordChange(
        tx,
        principal,
        { entity: 'SYSTEM', entityId: null, action: 'UPDATE', storeId: null, before: { paramId: request.paramId, value: before }, after: { ...request } },
        now,
      );
    });
    if (request.paramId !== 'MAINTENANCE') return;
    this.maintenanceCache = null;
    const was = before as Maintenance;
    const value = request.value;
    if (value.on) {
      await publishNow(this.deps.realtime, { destination: 'platform' }, 'START_MAINTENANCE', { title: value.title, message: value.message });
    } else if (was.on) {
      await publishNow(this.deps.realtime, { destination: 'platform' }, 'END_MAINTENANCE', {});
    }
  }

  async current(): Promise<Maintenance> {
    const now = Date.now();
    if (this.maintenanceCache && this.maintenanceCache.until > now) return this.maintenanceCache.value;
    const value = (await this.get('MAINTENANCE')) as Maintenance;
    this.maintenanceCache = { value, until: now + MAINTENANCE_CACHE_MS };
    return value;
  }

  /**
   * Ends every session but the caller's and tells every user's devices (KICK_OUT, reason ALL_USERS) on their
   * backstage queue; their sockets close after it.
   */
  async kickOutAllUser(principal: SessionPrincipal): Promise<KickOutResult> {
    const now = this.clock();
    const revoked = await this.db.transaction(async (tx) => {
      const userIds = await systemRepository.usersWithLiveSessions(tx, now);
      const ids: string[] = [];
      for (let start = 0; start < userIds.length; start += REVOKE_CHUNK) {
        const chunk = userIds.slice(start, start + REVOKE_CHUNK);
        ids.push(...(await this.deps.sessions.revokeUsersIn(tx, chunk, 'kicked out by platform', principal.sessionId)));
      }
      await recordChange(tx, principal, { entity: 'SYSTEM', entityId: null, action: 'KICK_OUT_ALL', storeId: null, after: { revokedSessions: ids.length } }, now);
      return ids;
    });
    await publishNow(this.deps.realtime, { destination: 'backstage', userId: 'all' }, 'KICK_OUT', { reason: 'ALL_USERS' });
    this.deps.sessions.publishRevoked(revoked);
    return { revokedSessions: revoked.length };
  }

  cacheNames(): CacheInfo[] {
    return this.deps.caches.list();
  }

  async deleteCache(name: string, principal: SessionPrincipal): Promise<void> {
    if (!this.deps.caches.clear(name)) throw notFound(SYSTEM_MSG.CACHE_UNKNOWN);
    await recordChange(this.db, principal, { entity: 'SYSTEM', entityId: null, action: 'CACHE_CLEAR', storeId: null, after: { name } }, this.clock());
  }
}

function valueOf(paramId: SystemParamId, stored: unknown): string | Maintenance {
  if (paramId === 'MAINTENANCE') {
    const parsed = maintenanceSchema.safeParse(stored);
    return parsed.success ? parsed.data : DEFAULTS.MAINTENANCE;
  }
  return typeof stored === 'string' ? stored : DEFAULTS[paramId];
}
