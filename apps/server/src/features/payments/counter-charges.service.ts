import {
  type AddOrderRequest,
  chargedProviderOf,
  isCashPayMethod,
  ONE_TIME_KEY_PATTERNS,
  ORDER_MSG,
  PAYMENT_MSG,
  type PaymentProvider,
  type TenderPart,
} from '@diancan/core';
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Database, Transaction } from '../../platform/db/database.js';
import { AppError, badRequest, conflict } from '../../platform/errors/app-error.js';
import { type AttemptBook, merchantOrderIdOf } from './attempts.js';
import { paymentsRepository as repo, type AttemptRow } from './payments.repository.js';
import type { RefundDesk } from './refund-desk.js';
import type { PaymentSettingsService } from './settings.service.js';

/** One row of the order's payments when the bill is split (features/orders writes them). */
export interface TenderRow {
  payMethodId: number;
  payMethodName: string;
  statisticKey: string;
  amountCents: number;
  tenderedCents: number;
  changeCents: number;
}

interface ChargePart {
  partIndex: number;
  payMethodId: number;
  provider: PaymentProvider;
  amountCents: number;
  oneTimeKey: string;
}

/** A payment's parts checked: the charges to make and, when split, the order's payment rows and its one payment. */
export interface PartsPlan {
  tender: TenderRow[] | null;
  charges: ChargePart[];
  payment: { payMethodId: number; paid: number; oneTimeKey: null } | null;
}

/** The checkout as the order path takes it: the request (split tender folded into `payment`), its rows, its charges. */
export interface CheckoutPlan extends PartsPlan {
  request: AddOrderRequest;
}

/** updateOrderPaid's keys start so; '#' is outside a checkout's Idempotency-Key alphabet, so the two never meet. */
const OPEN_ORDER_KEY = 'order#';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The counter's charges (docs/payments.md): each charged part of a checkout is an attempt written before the call,
 * keyed by the merchant order id derived from the Idempotency-Key and the part; its answer settles it, and anything
 * unsure is settled by the provider's status call only. The checkout waits up to `settleWaitMs` for that, then
 * answers 409 付款確認中 (`data.settling`); a retry with the same key finds the attempt and never charges again.
 */
export class CounterChargeService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly settings: PaymentSettingsService,
    private readonly book: AttemptBook,
    private readonly desk: RefundDesk,
    private readonly timing: { settleWaitMs: number; pollMs: number },
  ) {}

  /** Checks the payment parts against the store's methods and providers before anything is called or written. */
  async plan(request: AddOrderRequest): Promise<CheckoutPlan> {
    if (request.entertain) return { request, tender: null, charges: [], payment: null };
    const parts: TenderPart[] = request.payments ?? (request.payment ? [{ payMethodId: request.payment.payMethodId, amount: request.payment.paid, oneTimeKey: request.payment.oneTimeKey }] : []);
    if (parts.length === 0) return { request, tender: null, charges: [], payment: null };
    const split = request.payments !== null;
    const planned = await this.planParts(request.storeId, parts, request.expectedTotals.payable, split, request.takenAt !== null);
    if (!planned.tender) return { request, ...planned };
    // Core prices the order with one payment: the cash part's method (change from it alone) or the first, and the sum.
    return { request: { ...request, payment: planned.payment }, ...planned };
  }

  /**
   * The rules of a payment's parts, the checkout's and updateOrderPaid's alike: each method the store's and enabled, a
   * charged method with a scanned code of its provider's shape (an offline upload records it as sold), whole dollars,
   * and a split's sum (at most one cash part, change from it alone). Answers the charges and, when split, the rows.
   */
  async planParts(storeId: number, parts: TenderPart[], payable: number, split: boolean, offlineUpload: boolean): Promise<PartsPlan> {
    const ids = [...new Set(parts.map((part) => part.payMethodId))];
    const { methods, providers: enabled } = await repo.checkoutMethods(this.db, storeId, ids);
    const methodOf = (id: number) => {
      const method = methods.find((row) => row.id === id);
      if (!method || !method.enabled) throw conflict(ORDER_MSG.PAY_METHOD_CLOSED);
      return method;
    };
    const charges: ChargePart[] = [];
    parts.forEach((part, partIndex) => {
      const found = methods.find((row) => row.id === part.payMethodId);
      // A plain payment without a code of a method not (or no longer) the store's: the order path answers for it.
      if (!split && part.oneTimeKey === null && (!found || !found.enabled)) return;
      const method = methodOf(part.payMethodId);
      const provider = chargedProviderOf(method.statisticKey, enabled);
      const amountCents = split ? part.amount : payable;
      if (provider === null) {
        if (part.oneTimeKey !== null) throw conflict(PAYMENT_MSG.PROVIDER_OFF);
        return;
      }
      if (part.oneTimeKey === null) {
        // An order sold offline with the method recorded by hand is uploaded as it was sold (docs/offline.md).
        if (offlineUpload) return;
        throw badRequest(PAYMENT_MSG.ONE_TIME_KEY_REQUIRED);
      }
      if (!ONE_TIME_KEY_PATTERNS[provider].test(part.oneTimeKey)) throw badRequest(PAYMENT_MSG.ONE_TIME_KEY_SHAPE);
      if (amountCents % 100 !== 0) throw badRequest(PAYMENT_MSG.WHOLE_DOLLARS);
      if (amountCents > 0) charges.push({ partIndex, payMethodId: method.id, provider, amountCents, oneTimeKey: part.oneTimeKey });
    });
    if (!split) return { tender: null, charges, payment: null };

    const cashParts = parts.filter((part) => isCashPayMethod(methodOf(part.payMethodId)));
    if (cashParts.length > 1) throw badRequest(PAYMENT_MSG.SPLIT_ONE_CASH);
    const cash = cashParts[0] ?? null;
    const nonCash = parts.filter((part) => part !== cash).reduce((sum, part) => sum + part.amount, 0);
    const total = nonCash + (cash?.amount ?? 0);
    if (cash ? nonCash > payable || total < payable : total !== payable) throw badRequest(PAYMENT_MSG.SPLIT_SUM);
    const tender = parts.map((part) => {
      const method = methodOf(part.payMethodId);
      const applied = part === cash ? payable - nonCash : part.amount;
      return { payMethodId: method.id, payMethodName: method.name, statisticKey: method.statisticKey, amountCents: applied, tenderedCents: part.amount, changeCents: part.amount - applied };
    });
    const payment = { payMethodId: cash?.payMethodId ?? parts[0]!.payMethodId, paid: cash ? total : payable, oneTimeKey: null };
    return { tender, charges, payment };
  }

  /**
   * Charges the plan's parts in order and answers the attempts, all PAID. A decline gives back the parts this
   * checkout already took and answers 402 with the provider's reason; a part still unsure after the wait answers 409
   * 付款確認中.
   */
  async charge(storeId: number, key: string, plan: Pick<PartsPlan, 'charges'>): Promise<AttemptRow[]> {
    const paid: AttemptRow[] = [];
    for (const part of plan.charges) {
      const attempt = await this.chargePart(storeId, key, part);
      if (attempt.status === 'PENDING') throw new AppError(409, PAYMENT_MSG.SETTLING, { settling: true });
      if (attempt.status === 'FAILED') {
        await this.giveBack(paid, 'declined part');
        throw new AppError(402, attempt.failureMessage ?? PAYMENT_MSG.DECLINED, { declined: attempt.failureCode });
      }
      if (attempt.orderId === null && attempt.refundedCents >= attempt.amountCents) throw conflict(PAYMENT_MSG.REFUNDED_WITHOUT_ORDER);
      paid.push(attempt);
    }
    return paid;
  }

  /**
   * updateOrderPaid's key (docs/payments.md): the order, the version paid and the parts (methods, amounts, codes). A
   * resend of the same payment meets its attempts; a new code after a decline is a new payment.
   */
  keyOfOpenOrder(orderId: number, version: number, parts: readonly TenderPart[]): string {
    const digest = createHash('sha256').update(JSON.stringify(parts.map((part) => [part.payMethodId, part.amount, part.oneTimeKey]))).digest('hex');
    return `${OPEN_ORDER_KEY}${orderId}:v${version}:${digest.slice(0, 24)}`;
  }

  /** Whether the order took the charges of this key (a resend of a payment whose answer was lost). */
  async takenByOrder(storeId: number, orderId: number, key: string): Promise<boolean> {
    const rows = await repo.attemptsOfKey(this.db, storeId, key);
    return rows.length > 0 && rows.every((row) => row.orderId === orderId);
  }

  /**
   * Paying an open order (updateOrderPaid): the checkout's rules for the parts, then its charges. While another
   * payment of the same order is still unsure it answers 409 付款確認中: one charge at a time per order.
   */
  async chargeOpenOrder(input: { storeId: number; orderId: number; key: string; parts: TenderPart[]; payable: number; split: boolean }) {
    const { storeId, orderId, key } = input;
    const planned = await this.planParts(storeId, input.parts, input.payable, input.split, false);
    if (planned.charges.length > 0 && (await repo.otherPending(this.db, storeId, `${OPEN_ORDER_KEY}${orderId}:`, key))) {
      throw new AppError(409, PAYMENT_MSG.SETTLING, { settling: true });
    }
    const paid = await this.charge(storeId, key, planned);
    return {
      tender: planned.tender,
      link: (tx: Transaction, id: number) => this.link(tx, paid, id),
      giveBack: (reason: string) => this.giveBack(paid, reason),
    };
  }

  /** In the order's transaction: the attempts belong to it from now on. */
  link(tx: Transaction, attempts: AttemptRow[], orderId: number): Promise<void> {
    return repo.linkOrder(tx, attempts.map((attempt) => attempt.id), orderId, this.clock());
  }

  /** The order was refused after the money was taken: every charge no order took goes back at once. */
  async giveBack(attempts: AttemptRow[], reason: string): Promise<void> {
    for (const attempt of attempts) {
      const fresh = await repo.attempt(this.db, attempt.id);
      if (fresh && fresh.orderId === null) await this.desk.refundOrphan(fresh, reason);
    }
  }

  private async chargePart(storeId: number, key: string, part: ChargePart): Promise<AttemptRow> {
    const merchantOrderId = merchantOrderIdOf(storeId, key, part.partIndex);
    const found = await this.settings.credentials(this.db, storeId, part.provider);
    if (!found) throw conflict(PAYMENT_MSG.PROVIDER_OFF);
    // Committed before the call: a crash from here on leaves a PENDING row the worker settles at start.
    const written = await repo.insertAttempt(this.db, {
      storeId,
      provider: part.provider,
      channel: 'COUNTER',
      merchantOrderId,
      idempotencyKey: key,
      partIndex: part.partIndex,
      payMethodId: part.payMethodId,
      amountCents: part.amountCents,
      status: 'PENDING',
      createdAt: this.clock(),
    });
    let attempt = written ?? (await repo.attemptByMerchantId(this.db, part.provider, merchantOrderId));
    if (!attempt) throw conflict(ORDER_MSG.IDEMPOTENCY_CONFLICT);
    if (attempt.amountCents !== part.amountCents || attempt.payMethodId !== part.payMethodId) throw conflict(ORDER_MSG.IDEMPOTENCY_CONFLICT);
    if (written) {
      const result = await this.book.gateway(part.provider).charge(found.credentials, attempt, part.oneTimeKey);
      if (result.result === 'unknown') this.log.warn({ attemptId: attempt.id, provider: part.provider, reason: result.reason }, 'payment answer unsure: settling by status call');
      attempt = await this.book.apply(attempt, result);
    }
    const deadline = Date.now() + this.timing.settleWaitMs;
    while (attempt.status === 'PENDING') {
      attempt = await this.book.settle(attempt);
      if (attempt.status !== 'PENDING' || Date.now() >= deadline) break;
      await sleep(Math.min(this.timing.pollMs, Math.max(0, deadline - Date.now())));
    }
    return attempt;
  }
}
