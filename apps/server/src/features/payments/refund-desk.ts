import { PAYMENT_MSG, providerDeclineMessage } from '@diancan/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Database, Executor } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { AttemptBook } from './attempts.js';
import { paymentsRepository as repo, type AttemptRow } from './payments.repository.js';
import type { PaymentSettingsService } from './settings.service.js';

/**
 * Refunds at the providers. The amount is reserved on the attempt first (never past what it charged: one guarded
 * UPDATE), then the provider is called with the refund's own id; a refusal or an unreadable answer frees the
 * reservation again. An order's refund runs in the caller's transaction (the order row is locked there), so a
 * refusal undoes the refund, the allowance and the cash record together.
 */
export class RefundDesk {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly settings: PaymentSettingsService,
    private readonly book: AttemptBook,
  ) {}

  /** Gives back the whole of a paid charge no order took (a refused checkout, or the worker after the grace time). */
  async refundOrphan(attempt: AttemptRow, reason: string): Promise<void> {
    const left = attempt.amountCents - attempt.refundedCents;
    if (attempt.status !== 'PAID' || attempt.orderId !== null || left <= 0) return;
    try {
      await this.refund(this.db, attempt, left, `${attempt.merchantOrderId}R0`, null);
      this.log.warn({ attemptId: attempt.id, reason }, 'a charge no order took was refunded');
    } catch (error) {
      this.log.error({ err: error, attemptId: attempt.id }, 'refunding a charge no order took failed; the worker tries again');
    }
  }

  /**
   * Refunds `cents` of an order's charged parts in their order, each at most what it has left; answers the cents
   * refunded at providers (the rest is the caller's cash). Throws the provider's refusal (402) or 503 when unsure.
   */
  async refundOrder(db: Executor, storeId: number, orderId: number, cents: number, refundKey: string): Promise<number> {
    const attempts = (await repo.attemptsOfOrder(db, orderId)).filter((attempt) => attempt.storeId === storeId && attempt.status === 'PAID');
    let left = cents;
    let done = 0;
    for (const attempt of attempts) {
      const share = Math.min(left, attempt.amountCents - attempt.refundedCents);
      if (share <= 0) continue;
      await this.refund(db, attempt, share, `${attempt.merchantOrderId}R${refundKey}`, orderId);
      left -= share;
      done += share;
      if (left === 0) break;
    }
    return done;
  }

  private async refund(db: Executor, attempt: AttemptRow, cents: number, refundId: string, orderId: number | null): Promise<void> {
    if (cents % 100 !== 0) throw new AppError(400, PAYMENT_MSG.WHOLE_DOLLARS);
    const now = this.clock();
    if (!(await repo.addRefunded(db, attempt.id, cents, now))) throw new AppError(409, PAYMENT_MSG.REFUND_FAILED);
    const row =
      orderId === null
        ? null
        : await repo.insertRefund(db, { storeId: attempt.storeId, attemptId: attempt.id, orderId, refundId, amountCents: cents, status: 'PENDING', createdAt: now });
    const found = await this.settings.credentials(db, attempt.storeId, attempt.provider, true);
    const result = found
      ? await this.book.gateway(attempt.provider).refund(found.credentials, attempt, refundId, cents / 100)
      : ({ result: 'declined', code: 'NO_ACCOUNT' } as const);
    // LINE Pay's 1165 (already refunded in full): an earlier try of this very refund went through.
    if (result.result === 'done' || (result.result === 'declined' && result.code === '1165' && orderId === null)) {
      if (row) await repo.settleRefund(db, row.id, { status: 'DONE', providerRefundId: result.result === 'done' ? result.providerRefundId : null }, this.clock());
      return;
    }
    await repo.addRefunded(db, attempt.id, -cents, this.clock());
    const message = result.result === 'declined' ? providerDeclineMessage(attempt.provider, result.code) : PAYMENT_MSG.PROVIDER_UNAVAILABLE;
    if (row) await repo.settleRefund(db, row.id, { status: 'FAILED', failureMessage: message }, this.clock());
    throw new AppError(result.result === 'declined' ? 402 : 503, message.startsWith('退款') ? message : `${PAYMENT_MSG.REFUND_FAILED}：${message}`);
  }
}
