import {
  DELIVERY_PLATFORM_LABELS,
  DELIVERY_PLATFORM_MSG as MSG,
  DELIVERY_PLATFORMS,
  type DeliveryPlatform,
  type DeliveryPlatformAuthorizeRequest,
  type DeliveryPlatformStatus,
  type DeliveryPlatformStatusList,
  type ItemMapping,
  type ItemMappingSetRequest,
  type PlatformStore,
  type TestOrderResult,
} from '@diancan/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors/app-error.js';
import { publishNow, type RealtimeBus } from '../../platform/realtime/index.js';
import { isUniqueViolation } from '../../platform/records.js';
import { type AccountRow, deliveryPlatformRepository as repo } from './delivery-platforms.repository.js';
import type { OAuthState } from './oauth-state.js';
import { type DeliveryPlatformAdapter, PlatformCallError } from './platform-adapter.js';
import type { PlatformTokenStore } from './platform-tokens.js';

/** The CONFIG_CHANGED setting of a change of the store config's deliveryPlatforms (bind, unbind, invoice switch). */
export const DELIVERY_PLATFORMS_SETTING = 'DELIVERY_PLATFORMS';

export type PlatformAdapters = ReadonlyMap<DeliveryPlatform, DeliveryPlatformAdapter>;

/** What both services of the area work with (composed in the module). */
export interface PlatformServiceDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  adapters: PlatformAdapters;
  tokens: PlatformTokenStore;
  realtime: RealtimeBus;
}

/** A platform's refusal or outage as the store sees it. */
export function platformError(error: unknown, refused: string): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof PlatformCallError) return error.retry ? new AppError(503, MSG.PLATFORM_UNAVAILABLE) : conflict(refused);
  throw error;
}

/**
 * A store's link to each platform (docs/delivery-platforms.md): the status page, the OAuth authorization (the code is
 * exchanged here, the tokens kept sealed), the platform stores the account manages, binding one, the per-platform
 * settings and the item matching. Store scope is the access policy's (every route names its storeId).
 */
export class DeliveryPlatformService {
  constructor(
    private readonly deps: PlatformServiceDeps & { state: OAuthState },
  ) {}

  /** The store's devices reload their config: its delivery platform switches (session state) changed. */
  private async switchesChanged(storeId: number): Promise<void> {
    await publishNow(this.deps.realtime, { destination: 'store', storeId }, 'CONFIG_CHANGED', { storeId, setting: DELIVERY_PLATFORMS_SETTING });
  }

  async status(storeId: number, redirectUri: string): Promise<DeliveryPlatformStatusList> {
    const { db } = this.deps;
    const [rows, pending, deliveryPlatformSwitch] = [await repo.accounts(db, storeId), await repo.pendingCalls(db, storeId), await repo.deliveryPlatformSwitch(db, storeId)];
    return {
      platforms: DELIVERY_PLATFORMS.map((platform) =>
        this.present(storeId, platform, rows.find((row) => row.platform === platform), pending.get(platform) ?? 0, redirectUri),
      ),
      deliveryPlatformSwitch,
    };
  }

  private async one(storeId: number, platform: DeliveryPlatform, redirectUri: string | null = null): Promise<DeliveryPlatformStatus> {
    const { db } = this.deps;
    const pending = await repo.pendingCalls(db, storeId);
    return this.present(storeId, platform, await repo.account(db, storeId, platform), pending.get(platform) ?? 0, redirectUri);
  }

  /** Never a token: only whether the store has one. */
  private present(storeId: number, platform: DeliveryPlatform, row: AccountRow | undefined, pendingCalls: number, redirectUri: string | null): DeliveryPlatformStatus {
    const adapter = this.deps.adapters.get(platform);
    return {
      platform,
      label: DELIVERY_PLATFORM_LABELS[platform],
      configured: adapter !== undefined,
      standIn: adapter?.standIn ?? false,
      authorizeUrl: adapter && redirectUri ? adapter.authorizeUrl(redirectUri, this.deps.state.sign(platform, storeId, this.deps.clock())) : null,
      authorized: Boolean(row?.accessTokenSealed),
      authorizedAt: row?.authorizedAt?.toISOString() ?? null,
      boundStore: row?.platformStoreId ? { platformStoreId: row.platformStoreId, name: row.platformStoreName ?? '' } : null,
      autoAccept: row?.autoAccept ?? false,
      invoiceSwitch: row?.invoiceSwitch ?? true,
      pendingCalls,
    };
  }

  adapter(platform: DeliveryPlatform): DeliveryPlatformAdapter {
    const adapter = this.deps.adapters.get(platform);
    if (!adapter) throw conflict(MSG.NOT_CONFIGURED);
    return adapter;
  }

  /** The spec's authorization: exchanges the code (authorized) or forgets the tokens and the binding (not). */
  async authorize(request: DeliveryPlatformAuthorizeRequest): Promise<DeliveryPlatformStatus> {
    const { storeId, platform } = request;
    const adapter = this.adapter(platform);
    const now = this.deps.clock();
    if (!request.authorized) {
      await this.unbind(storeId, platform);
      await repo.saveAccount(this.deps.db, storeId, platform, { accessTokenSealed: null, refreshTokenSealed: null, tokenExpiresAt: null, authorizedAt: null }, now);
      return this.one(storeId, platform, request.redirectUri);
    }
    if (!this.deps.state.verify(request.state, platform, storeId, now)) throw badRequest(MSG.STATE_INVALID);
    let tokens;
    try {
      tokens = await adapter.exchangeCode(request.code, request.redirectUri);
    } catch (error) {
      this.deps.log.warn({ err: error, storeId, platform }, 'delivery platform code exchange failed');
      throw platformError(error, MSG.AUTHORIZE_FAILED);
    }
    await this.deps.tokens.keep(storeId, platform, tokens, now);
    return this.one(storeId, platform, request.redirectUri);
  }

  /** The platform stores the authorized account may manage (the spec's store info). */
  async storeInfo(storeId: number, platform: DeliveryPlatform): Promise<PlatformStore[]> {
    const adapter = this.adapter(platform);
    const row = await repo.account(this.deps.db, storeId, platform);
    if (!row?.accessTokenSealed) throw conflict(MSG.NOT_AUTHORIZED);
    try {
      const stores = await adapter.listStores(await this.deps.tokens.accessToken(adapter, storeId));
      return stores.map((store) => ({ ...store, bound: store.platformStoreId === row.platformStoreId }));
    } catch (error) {
      throw platformError(error, MSG.NOT_AUTHORIZED);
    }
  }

  async bind(storeId: number, platform: DeliveryPlatform, platformStoreId: string): Promise<DeliveryPlatformStatus> {
    const adapter = this.adapter(platform);
    const { db } = this.deps;
    const holder = await repo.accountOfPlatformStore(db, platform, platformStoreId);
    if (holder && holder.storeId !== storeId) throw conflict(MSG.STORE_BOUND_ELSEWHERE);
    const store = (await this.storeInfo(storeId, platform)).find((entry) => entry.platformStoreId === platformStoreId);
    if (!store) throw badRequest(MSG.STORE_NOT_MANAGED);
    try {
      await adapter.provision(await this.deps.tokens.accessToken(adapter, storeId), platformStoreId, true);
    } catch (error) {
      throw platformError(error, MSG.STORE_NOT_MANAGED);
    }
    try {
      await repo.saveAccount(db, storeId, platform, { platformStoreId, platformStoreName: store.name }, this.deps.clock());
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(MSG.STORE_BOUND_ELSEWHERE);
      throw error;
    }
    await this.switchesChanged(storeId);
    return this.one(storeId, platform);
  }

  /** Unbinds here even when the platform cannot be told now (its orders for the store are then refused here). */
  async unbind(storeId: number, platform: DeliveryPlatform): Promise<DeliveryPlatformStatus> {
    const adapter = this.adapter(platform);
    const row = await repo.account(this.deps.db, storeId, platform);
    if (row?.platformStoreId) {
      try {
        await adapter.provision(await this.deps.tokens.accessToken(adapter, storeId), row.platformStoreId, false);
      } catch (error) {
        this.deps.log.warn({ err: error, storeId, platform }, 'telling the delivery platform about the unbinding failed');
      }
      await repo.saveAccount(this.deps.db, storeId, platform, { platformStoreId: null, platformStoreName: null }, this.deps.clock());
      await this.switchesChanged(storeId);
    }
    return this.one(storeId, platform);
  }

  async setAutoAccept(storeId: number, platform: DeliveryPlatform, autoAccept: boolean): Promise<DeliveryPlatformStatus> {
    await repo.saveAccount(this.deps.db, storeId, platform, { autoAccept }, this.deps.clock());
    return this.one(storeId, platform);
  }

  async setInvoiceSwitch(storeId: number, platform: DeliveryPlatform, invoiceSwitch: boolean): Promise<DeliveryPlatformStatus> {
    await repo.saveAccount(this.deps.db, storeId, platform, { invoiceSwitch }, this.deps.clock());
    await this.switchesChanged(storeId);
    return this.one(storeId, platform);
  }

  async mappings(storeId: number, platform: DeliveryPlatform): Promise<ItemMapping[]> {
    const rows = await repo.mappings(this.deps.db, storeId, platform);
    return rows.map((row) => ({ ...row, itemName: row.itemId === null ? null : row.itemName, lastSeenAt: row.lastSeenAt.toISOString() }));
  }

  async setMapping(request: ItemMappingSetRequest): Promise<ItemMapping> {
    const { storeId, platform, platformItemName, itemId } = request;
    if (itemId !== null && !(await repo.menuItem(this.deps.db, storeId, itemId))) throw notFound(MSG.ITEM_NOT_FOUND);
    await repo.setMapping(this.deps.db, storeId, platform, platformItemName, itemId, this.deps.clock());
    const saved = (await this.mappings(storeId, platform)).find((row) => row.platformItemName === platformItemName);
    if (!saved) throw new Error('the saved mapping is not readable');
    return saved;
  }

  /** The stand-in pushes an order for the bound store to this server's webhook, as the platform would. */
  async sendTestOrder(storeId: number, platform: DeliveryPlatform, webhookUrl: string): Promise<TestOrderResult> {
    const adapter = this.adapter(platform);
    if (!adapter.standIn) throw conflict(MSG.NO_STAND_IN);
    const row = await repo.account(this.deps.db, storeId, platform);
    if (!row?.platformStoreId) throw conflict(MSG.NOT_BOUND);
    try {
      return await adapter.sendTestOrder(row.platformStoreId, webhookUrl);
    } catch (error) {
      throw platformError(error, MSG.PLATFORM_UNAVAILABLE);
    }
  }
}
