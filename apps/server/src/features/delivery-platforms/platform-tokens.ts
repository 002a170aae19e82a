import type { DeliveryPlatform } from '@diancan/core';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { type DeliveryPlatformAdapter, PlatformCallError, type PlatformTokens } from './platform-adapter.js';
import { deliveryPlatformRepository as repo } from './delivery-platforms.repository.js';
import type { TokenVault } from './token-vault.js';

/** A token is refreshed when it has less than this left, so no call goes out with one about to expire. */
const REFRESH_MARGIN_MS = 5 * 60_000;

/**
 * The store's platform tokens: sealed with the vault when kept, opened only to call the platform, refreshed before
 * they expire. Nothing here returns a token to a route.
 */
export class PlatformTokenStore {
  /** One refresh at a time per store and platform in this process (a refresh token may be good for one use). */
  private readonly refreshing = new Map<string, Promise<string>>();

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly vault: TokenVault,
  ) {}

  async keep(storeId: number, platform: DeliveryPlatform, tokens: PlatformTokens, authorizedAt: Date | null): Promise<void> {
    await repo.saveAccount(
      this.db,
      storeId,
      platform,
      {
        accessTokenSealed: this.vault.seal(tokens.accessToken),
        refreshTokenSealed: tokens.refreshToken === null ? null : this.vault.seal(tokens.refreshToken),
        tokenExpiresAt: tokens.expiresAt,
        ...(authorizedAt ? { authorizedAt } : {}),
      },
      this.clock(),
    );
  }

  /** A good access token of the store for the platform, refreshed first when it is about to expire. */
  async accessToken(adapter: DeliveryPlatformAdapter, storeId: number): Promise<string> {
    const row = await repo.account(this.db, storeId, adapter.platform);
    if (!row?.accessTokenSealed) throw new PlatformCallError('the store has not authorized the platform', false);
    const expiresAt = row.tokenExpiresAt?.getTime() ?? 0;
    if (expiresAt - this.clock().getTime() > REFRESH_MARGIN_MS) return this.vault.open(row.accessTokenSealed);
    if (!row.refreshTokenSealed) throw new PlatformCallError('the token expired and there is no refresh token', false);
    const refreshToken = this.vault.open(row.refreshTokenSealed);
    const key = `${storeId}:${adapter.platform}`;
    let pending = this.refreshing.get(key);
    if (!pending) {
      pending = adapter
        .refresh(refreshToken)
        .then(async (tokens) => {
          await this.keep(storeId, adapter.platform, { ...tokens, refreshToken: tokens.refreshToken ?? refreshToken }, null);
          return tokens.accessToken;
        })
        .finally(() => this.refreshing.delete(key));
      this.refreshing.set(key, pending);
    }
    return pending;
  }
}
