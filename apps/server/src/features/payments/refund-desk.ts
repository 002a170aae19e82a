import { PAYMENT_MSG, PAYMENT_PROVIDER_LABELS, providerDeclineMessage, type PaymentProvider } from '@diancan/core';
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
   * Gives back in full a phone payment that completed after its order was cancelled (`unwantedOnline`): recorded as
   * the order's refund row; a refusal leaves it for the worker's next round (a new refund id each try, the attempt's
   * guarded refunded amount keeps it to one refund in all).
   */
  async refundUnwanted(attempt: AttemptRow): Promise<void> {
    const left = attempt.amountCents - attempt.refundedCents;
    if (attempt.status !== 'PAID' || attempt.orderId === null || left <= 0) return;
    const tries = await repo.refundCountOfAttempt(this.db, attempt.id);
    try {
      await this.refund(this.db, attempt, left, `${attempt.merchantOrderId}RC${tries}`, attempt.orderId);
      this.log.warn({ attemptId: attempt.id, orderId: attempt.orderId }, 'a phone payment of a cancelled order was refunded');
    } catch (error) {
      this.log.error({ err: error, attemptId: attempt.id }, 'refunding the phone payment of a cancelled order failed; the worker tries again');
    }
  }

  /**
   * Refunds `cents` of an order's charged parts in their order, each at most what it has left; answers the cents
   * refunded at providers (the rest is the caller's cash). Parts given back earlier whose refund was not booked
   * (HELD) count first, and are booked with this one. A refusal throws: the provider's (402) or 503 when unsure, as
   * `IncompleteRefund` when other parts of this refund already went back (the caller keeps them: `keepIncomplete`).
   */
  async refundOrder(db: Executor, storeId: number, orderId: number, cents: number, refundKey: string): Promise<number> {
    const held = await repo.heldRefundsOfOrder(db, storeId, orderId);
    const heldCents = held.reduce((sum, row) => sum + row.amountCents, 0);
    if (heldCents > cents) throw new AppError(409, `已有 ${money(heldCents)} 退回顧客的付款服務，退款金額須至少 ${money(heldCents)}`);
    for (const row of held) await repo.settleRefund(db, row.id, { status: 'DONE' }, this.clock());
    const attempts = (await repo.attemptsOfOrder(db, orderId)).filter((attempt) => attempt.storeId === storeId && attempt.status === 'PAID');
    let left = cents - heldCents;
    const done: RefundPart[] = [];
    for (const attempt of attempts) {
      if (left === 0) break;
      const share = Math.min(left, attempt.amountCents - attempt.refundedCents);
      if (share <= 0) continue;
      const refundId = `${attempt.merchantOrderId}R${refundKey}`;
      const result = await this.tryRefund(db, attempt, share, refundId, orderId);
      if (!result.ok) {
        const failed = { attempt, refundId, cents: share, providerRefundId: null, message: result.message };
        if (done.length === 0) throw new AppError(result.status, result.message);
        throw new IncompleteRefund(orderId, done, failed);
      }
      done.push({ attempt, refundId, cents: share, providerRefundId: result.providerRefundId, message: null });
      left -= share;
    }
    return cents - left;
  }

  /**
   * After an `IncompleteRefund` rolled the order's refund back: the parts the providers did give back are kept as
   * HELD (the attempts' refunded amounts too, so nothing is given back twice and 付款對帳 counts them), and the
   * refused part as FAILED with the provider's reason. The next refund of the order books the HELD parts.
   */
  async keepIncomplete(error: unknown): Promise<void> {
    if (!(error instanceof IncompleteRefund)) return;
    const now = this.clock();
    try {
      await this.db.transaction(async (tx) => {
        for (const part of error.done) {
          await repo.addRefunded(tx, part.attempt.id, part.cents, now);
          await repo.insertRefund(tx, {
            storeId: part.attempt.storeId,
            attemptId: part.attempt.id,
            orderId: error.orderId,
            refundId: part.refundId,
            providerRefundId: part.providerRefundId,
            amountCents: part.cents,
            status: 'HELD',
            createdAt: now,
            settledAt: now,
          });
        }
        const failed = error.failed;
        await repo.insertRefund(tx, {
          storeId: failed.attempt.storeId,
          attemptId: failed.attempt.id,
          orderId: error.orderId,
          refundId: failed.refundId,
          amountCents: failed.cents,
          status: 'FAILED',
          failureMessage: failed.message,
          createdAt: now,
          settledAt: now,
        });
      });
    } catch (keepError) {
      // The providers gave money back that our rows do not show: loud, with everything needed to book it by hand.
      this.log.error({ err: keepError, orderId: error.orderId, done: error.done.map((part) => [part.refundId, part.providerRefundId, part.cents]) }, 'a partly done refund could not be recorded');
    }
  }

  private async refund(db: Executor, attempt: AttemptRow, cents: number, refundId: string, orderId: number | null): Promise<void> {
    const result = await this.tryRefund(db, attempt, cents, refundId, orderId);
    if (!result.ok) throw new AppError(result.status, result.message);
  }

  /** One part's refund: reserved, called, settled; a refusal frees the reservation and answers the reason. */
  private async tryRefund(db: Executor, attempt: AttemptRow, cents: number, refundId: string, orderId: number | null): Promise<RefundOutcome> {
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
      const providerRefundId = result.result === 'done' ? result.providerRefundId : null;
      if (row) await repo.settleRefund(db, row.id, { status: 'DONE', providerRefundId }, this.clock());
      return { ok: true, providerRefundId };
    }
    await repo.addRefunded(db, attempt.id, -cents, this.clock());
    const reason = result.result === 'declined' ? providerDeclineMessage(attempt.provider, result.code) : PAYMENT_MSG.PROVIDER_UNAVAILABLE;
    if (row) await repo.settleRefund(db, row.id, { status: 'FAILED', failureMessage: reason }, this.clock());
    return {
      ok: false,
      status: result.result === 'declined' ? 402 : 503,
      message: reason.startsWith('退款') ? reason : `${PAYMENT_MSG.REFUND_FAILED}：${reason}`,
    };
  }
}

type RefundOutcome = { ok: true; providerRefundId: string | null } | { ok: false; status: 402 | 503; message: string };

interface RefundPart {
  attempt: AttemptRow;
  refundId: string;
  cents: number;
  providerRefundId: string | null;
  message: string | null;
}

const money = (cents: number) => `NT$${(cents / 100).toLocaleString('en-US')}`;

/**
 * A refund of several charged parts that a provider refused after other parts had gone back (402): the order's refund
 * is not booked, and the answer says what went back and what did not (`data.parts`).
 */
export class IncompleteRefund extends AppError {
  constructor(
    readonly orderId: number,
    readonly done: RefundPart[],
    readonly failed: RefundPart,
  ) {
    const label = (part: RefundPart) => PAYMENT_PROVIDER_LABELS[part.attempt.provider as PaymentProvider];
    const back = done.map((part) => `${label(part)} ${money(part.cents)}`).join('、');
    super(402, `退款未完成：${back} 已退回顧客，${label(failed)} ${money(failed.cents)} 未退回（${failed.message}）。請稍後再按退款，已退回的部分不會重複退款`, {
      parts: [
        ...done.map((part) => ({ provider: part.attempt.provider, amount: part.cents, status: 'DONE', providerRefundId: part.providerRefundId, message: null })),
        { provider: failed.attempt.provider, amount: failed.cents, status: 'FAILED', providerRefundId: null, message: failed.message },
      ],
    });
  }
}
