import { PAYMENT_MSG, providerDeclineMessage, type PaymentProvider } from '@diancan/core';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { paymentAttempts as attempts, payMethods } from '../../platform/db/schema/index.js';
import { AppError, conflict } from '../../platform/errors/app-error.js';
import type { AttemptBook } from './attempts.js';
import { paymentsRepository as repo, type AttemptRow } from './payments.repository.js';
import type { PaymentSettingsService } from './settings.service.js';

/** The pay method a provider's payments are recorded under (the store's LINE Pay / 街口 method). */
const METHOD_KEYS: Record<PaymentProvider, string> = { LINE_PAY: 'LINE_PAY_OFFLINE', JKO_PAY: 'JKO_PAY' };

/**
 * The customer's phone pays a self-ordering order (docs/payments.md): LINE Pay online (request with
 * confirmUrlType NONE; the settling worker polls the request's status and confirms) or JKOPay online (entry, then
 * inquiry). One attempt per order and provider at a time, keyed `DC<store>O<order>N<n>`; a new one only once the
 * last is FAILED. The worker settles them; `onPaid` marks the order paid.
 */
export class OnlinePaymentService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly settings: PaymentSettingsService,
    private readonly book: AttemptBook,
  ) {}

  payFirst(storeId: number): Promise<boolean> {
    return repo.payFirst(this.db, storeId);
  }

  /** The providers a phone may pay with: on, and with the store's pay method to record the payment under. */
  async offered(storeId: number): Promise<{ providers: PaymentProvider[]; payFirst: boolean }> {
    const providers: PaymentProvider[] = [];
    for (const provider of await this.settings.enabled(this.db, storeId)) {
      if ((await this.methodOf(storeId, provider)) !== null) providers.push(provider);
    }
    return { providers, payFirst: await repo.payFirst(this.db, storeId) };
  }

  async start(order: { storeId: number; orderId: number; payableCents: number; paid: boolean }, provider: PaymentProvider): Promise<{ paymentUrl: string }> {
    if (order.paid) throw conflict(PAYMENT_MSG.ALREADY_PAID);
    const found = await this.settings.credentials(this.db, order.storeId, provider);
    if (!found || (await this.methodOf(order.storeId, provider)) === null) throw conflict(PAYMENT_MSG.PROVIDER_OFF);
    if (order.payableCents <= 0 || order.payableCents % 100 !== 0) throw new AppError(400, PAYMENT_MSG.WHOLE_DOLLARS);
    const earlier = await this.db.select().from(attempts).where(and(eq(attempts.orderId, order.orderId), eq(attempts.channel, 'ONLINE')));
    if (earlier.some((attempt) => attempt.status === 'PAID')) throw conflict(PAYMENT_MSG.ALREADY_PAID);
    const open = earlier.find((attempt) => attempt.status === 'PENDING' && attempt.provider === provider && attempt.paymentUrl);
    if (open) return { paymentUrl: open.paymentUrl! };
    if (earlier.some((attempt) => attempt.status === 'PENDING')) throw new AppError(409, PAYMENT_MSG.SETTLING, { settling: true });
    const written = await repo.insertAttempt(this.db, {
      storeId: order.storeId,
      provider,
      channel: 'ONLINE',
      merchantOrderId: `DC${order.storeId}O${order.orderId}N${earlier.length + 1}`,
      idempotencyKey: `order:${order.orderId}`,
      partIndex: earlier.length,
      orderId: order.orderId,
      payMethodId: await this.methodOf(order.storeId, provider),
      amountCents: order.payableCents,
      status: 'PENDING',
      createdAt: this.clock(),
    });
    // Two presses at once: the other one's attempt answers.
    if (!written) return this.start(order, provider);
    const started = await this.book.gateway(provider).startOnline(found.credentials, written, '點餐');
    if (started.result === 'started') {
      await repo.touch(this.db, written.id, { paymentUrl: started.paymentUrl, providerTransactionId: started.transactionId }, this.clock());
      return { paymentUrl: started.paymentUrl };
    }
    const code = started.result === 'declined' ? started.code : 'LOST';
    // Nothing was reserved at the provider that we could follow: the attempt ends here, a new press starts another.
    await repo.settle(this.db, written.id, 'FAILED', { failureCode: code, failureMessage: started.result === 'declined' ? providerDeclineMessage(provider, code) : PAYMENT_MSG.PROVIDER_UNAVAILABLE }, this.clock());
    throw new AppError(started.result === 'declined' ? 402 : 503, started.result === 'declined' ? providerDeclineMessage(provider, code) : PAYMENT_MSG.PROVIDER_UNAVAILABLE);
  }

  /** Asks now about the order's open phone payment (the status page's read), so it follows without waiting a round. */
  async follow(orderId: number): Promise<AttemptRow | null> {
    const [open] = await this.db.select().from(attempts).where(and(eq(attempts.orderId, orderId), eq(attempts.channel, 'ONLINE'), eq(attempts.status, 'PENDING')));
    return open ? this.book.settle(open) : null;
  }

  private async methodOf(storeId: number, provider: PaymentProvider): Promise<number | null> {
    const [row] = await this.db
      .select({ id: payMethods.id })
      .from(payMethods)
      .where(and(eq(payMethods.storeId, storeId), eq(payMethods.statisticKey, METHOD_KEYS[provider])));
    return row?.id ?? null;
  }
}
