import {
  PAYMENT_MSG,
  PAYMENT_PROVIDER_LABELS,
  PAYMENT_PROVIDERS,
  type JkoPaySettingsRequest,
  type LinePaySettingsRequest,
  type PaymentProvider,
  type PaymentSettings,
} from '@diancan/core';
import type { Clock } from '../../platform/clock.js';
import type { Database, Executor } from '../../platform/db/database.js';
import { badRequest } from '../../platform/errors/app-error.js';
import type { TokenVault } from '../delivery-platforms/index.js';
import type { JkoPayCredentials } from './jko-pay.client.js';
import type { LinePayCredentials } from './line-pay.client.js';
import { paymentsRepository as repo } from './payments.repository.js';

export type ProviderCredentials = { provider: 'LINE_PAY'; credentials: LinePayCredentials } | { provider: 'JKO_PAY'; credentials: JkoPayCredentials };

/**
 * 付款設定: each store's provider accounts. Secrets are sealed with the delivery platforms' vault (AES-256-GCM, the
 * key from DELIVERY_TOKEN_KEY or the data folder's key file) and opened only to sign a call; no answer and no log
 * line carries them. A secret left blank keeps the saved one.
 */
export class PaymentSettingsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly vault: TokenVault,
    private readonly standIns: Readonly<Record<PaymentProvider, boolean>>,
  ) {}

  async settings(storeId: number): Promise<PaymentSettings> {
    const rows = await repo.accounts(this.db, storeId);
    const providers = PAYMENT_PROVIDERS.map((provider) => {
      const row = rows.find((account) => account.provider === provider);
      return {
        provider,
        label: PAYMENT_PROVIDER_LABELS[provider],
        configured: row !== undefined,
        enabled: row?.enabled ?? false,
        channelId: row?.settings.channelId ?? null,
        merchantId: row?.settings.merchantId ?? null,
        storeCode: row?.settings.storeCode ?? null,
        standIn: this.standIns[provider],
      };
    });
    return { providers, payFirst: await repo.payFirst(this.db, storeId) };
  }

  async saveLinePay(request: LinePaySettingsRequest): Promise<PaymentSettings> {
    const secrets = await this.mergedSecrets(request.storeId, 'LINE_PAY', { channelSecret: request.channelSecret });
    await repo.saveAccount(this.db, {
      storeId: request.storeId,
      provider: 'LINE_PAY',
      enabled: request.enabled,
      settings: { channelId: request.channelId },
      secretsSealed: this.vault.seal(JSON.stringify(secrets)),
      updatedAt: this.clock(),
    });
    return this.settings(request.storeId);
  }

  async saveJkoPay(request: JkoPaySettingsRequest): Promise<PaymentSettings> {
    const secrets = await this.mergedSecrets(request.storeId, 'JKO_PAY', { apiKey: request.apiKey, secretKey: request.secretKey });
    await repo.saveAccount(this.db, {
      storeId: request.storeId,
      provider: 'JKO_PAY',
      enabled: request.enabled,
      settings: { merchantId: request.merchantId, storeCode: request.storeCode },
      secretsSealed: this.vault.seal(JSON.stringify(secrets)),
      updatedAt: this.clock(),
    });
    return this.settings(request.storeId);
  }

  async savePayFirst(storeId: number, payFirst: boolean): Promise<PaymentSettings> {
    await repo.savePayFirst(this.db, storeId, payFirst, this.clock());
    return this.settings(storeId);
  }

  /** The providers the store has on (and set up). */
  async enabled(db: Executor, storeId: number): Promise<PaymentProvider[]> {
    return (await repo.accounts(db, storeId)).filter((row) => row.enabled).map((row) => row.provider);
  }

  /** The provider's credentials for a call (opened from the vault), or null when the store has it off or unset. */
  async credentials(db: Executor, storeId: number, provider: PaymentProvider, evenIfOff = false): Promise<ProviderCredentials | null> {
    const row = await repo.account(db, storeId, provider);
    if (!row || (!row.enabled && !evenIfOff)) return null;
    const secrets = JSON.parse(this.vault.open(row.secretsSealed)) as Record<string, string>;
    if (provider === 'LINE_PAY') {
      return { provider, credentials: { channelId: row.settings.channelId ?? '', channelSecret: secrets.channelSecret ?? '' } };
    }
    return {
      provider,
      credentials: { merchantId: row.settings.merchantId ?? '', storeCode: row.settings.storeCode ?? '', apiKey: secrets.apiKey ?? '', secretKey: secrets.secretKey ?? '' },
    };
  }

  /** The secrets to keep: the new ones given, the saved ones for those left blank; every one is needed the first time. */
  private async mergedSecrets(storeId: number, provider: PaymentProvider, given: Record<string, string | null>): Promise<Record<string, string>> {
    const row = await repo.account(this.db, storeId, provider);
    const saved = row ? (JSON.parse(this.vault.open(row.secretsSealed)) as Record<string, string>) : {};
    const merged: Record<string, string> = {};
    for (const [name, value] of Object.entries(given)) {
      const kept = value ?? saved[name];
      if (!kept) throw badRequest(PAYMENT_MSG.SECRET_REQUIRED);
      merged[name] = kept;
    }
    return merged;
  }
}
