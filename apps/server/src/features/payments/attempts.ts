import { createHash } from 'node:crypto';
import { providerDeclineMessage, type PaymentProvider } from '@diancan/core';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import type { ChargeResult, PaymentGateway } from './gateways.js';
import { paymentsRepository as repo, type AttemptRow } from './payments.repository.js';
import type { PaymentSettingsService } from './settings.service.js';

/** Our merchant order id of one part of a checkout: derived from the Idempotency-Key, so a retry finds its attempt. */
export function merchantOrderIdOf(storeId: number, key: string, partIndex: number): string {
  return `DC${storeId}T${createHash('sha256').update(`${storeId}:${key}:${partIndex}`).digest('hex').slice(0, 24)}`;
}

/**
 * Writes what a provider said onto a PENDING attempt: paid or declined settle it (once: a row settled meanwhile by
 * another instance stays as it is), unknown leaves it PENDING for the next status call. Answers the row as it is now.
 */
export class AttemptBook {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly gateways: Readonly<Record<PaymentProvider, PaymentGateway>>,
    private readonly settings: PaymentSettingsService,
  ) {}

  gateway(provider: PaymentProvider): PaymentGateway {
    return this.gateways[provider];
  }

  async apply(attempt: AttemptRow, result: ChargeResult): Promise<AttemptRow> {
    const now = this.clock();
    if (result.result === 'paid') {
      await repo.settle(this.db, attempt.id, 'PAID', { providerTransactionId: result.transactionId }, now);
    } else if (result.result === 'declined') {
      await repo.settle(this.db, attempt.id, 'FAILED', { failureCode: result.code, failureMessage: providerDeclineMessage(attempt.provider, result.code) }, now);
    } else {
      await repo.touch(this.db, attempt.id, {}, now);
    }
    return (await repo.attempt(this.db, attempt.id)) ?? attempt;
  }

  /** One status call for a PENDING attempt (even when the store has since turned the provider off). */
  async settle(attempt: AttemptRow): Promise<AttemptRow> {
    if (attempt.status !== 'PENDING') return attempt;
    const found = await this.settings.credentials(this.db, attempt.storeId, attempt.provider, true);
    if (!found) return attempt;
    const age = this.clock().getTime() - attempt.createdAt.getTime();
    return this.apply(attempt, await this.gateways[attempt.provider].settle(found.credentials, attempt, age));
  }
}
