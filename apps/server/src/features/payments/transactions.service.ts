import {
  businessDateOf,
  formatOrderNo,
  type PaymentDaySummary,
  type PaymentProvider,
  type PaymentTransaction,
  type PaymentTransactionList,
  type PaymentTransactionsQuery,
  zonedInstant,
} from '@diancan/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { stores } from '../../platform/db/schema/index.js';
import type { AttemptBook } from './attempts.js';
import { paymentsRepository as repo, type AttemptRow } from './payments.repository.js';
import type { PaymentSettingsService } from './settings.service.js';

/** At most this many paid charges are checked against the provider per read (the rest show our side only). */
const VERIFY_MAX = 200;

/**
 * 付款對帳: the store's charges and refunds of a date range (provider ids as strings), and per business day and
 * provider our totals beside what the provider's own status calls say of the same charges.
 */
export class PaymentTransactionService {
  constructor(
    private readonly db: Database,
    private readonly book: AttemptBook,
    private readonly settings: PaymentSettingsService,
  ) {}

  async list(query: PaymentTransactionsQuery): Promise<PaymentTransactionList> {
    const [store] = await this.db.select({ timeZone: stores.timeZone }).from(stores).where(eq(stores.id, query.storeId));
    const timeZone = store?.timeZone ?? 'Asia/Taipei';
    const from = zonedInstant(query.startDate, '00:00:00', timeZone);
    const to = new Date(zonedInstant(query.endDate, '00:00:00', timeZone).getTime() + 26 * 3_600_000);
    const dayOf = (at: Date) => businessDateOf(at, timeZone);
    const inRange = (day: string) => day >= query.startDate && day <= query.endDate;
    const charges = (await repo.charges(this.db, query.storeId, from, to, query.provider)).filter((row) => inRange(row.businessDate ?? dayOf(row.attempt.createdAt)));
    const refunds = (await repo.refunds(this.db, query.storeId, from, to, query.provider)).filter((row) => inRange(dayOf(row.refund.createdAt)));

    const transactions: PaymentTransaction[] = [
      ...charges.map(({ attempt, orderNumber, businessDate }) => ({
        kind: 'CHARGE' as const,
        provider: attempt.provider,
        merchantOrderId: attempt.merchantOrderId,
        providerTransactionId: attempt.providerTransactionId,
        amount: attempt.amountCents,
        refunded: attempt.refundedCents,
        status: attempt.status === 'PAID' && attempt.refundedCents >= attempt.amountCents ? ('REFUNDED' as const) : attempt.status,
        orderId: attempt.orderId,
        orderNo: orderNumber === null ? null : formatOrderNo(orderNumber),
        businessDate: businessDate ?? dayOf(attempt.createdAt),
        createdAt: attempt.createdAt.toISOString(),
        failureMessage: attempt.failureMessage,
      })),
      ...refunds.map(({ refund, provider, orderNumber }) => ({
        kind: 'REFUND' as const,
        provider,
        merchantOrderId: refund.refundId,
        providerTransactionId: refund.providerRefundId,
        amount: refund.amountCents,
        refunded: 0,
        status: refund.status === 'DONE' || refund.status === 'HELD' ? ('DONE' as const) : refund.status === 'FAILED' ? ('FAILED' as const) : ('PENDING' as const),
        orderId: refund.orderId,
        orderNo: formatOrderNo(orderNumber),
        businessDate: dayOf(refund.createdAt),
        createdAt: refund.createdAt.toISOString(),
        failureMessage: refund.failureMessage,
      })),
    ];
    const confirmed = await this.confirmedByProvider(charges.map((row) => row.attempt).filter((attempt) => attempt.status === 'PAID'));
    return { transactions, days: summarize(charges.map((row) => ({ attempt: row.attempt, day: row.businessDate ?? dayOf(row.attempt.createdAt) })), confirmed) };
  }

  /** Asks the provider about each paid charge: the ids it confirms took the money (null: it could not be asked). */
  private async confirmedByProvider(paid: AttemptRow[]): Promise<Set<number> | null> {
    if (paid.length === 0 || paid.length > VERIFY_MAX) return paid.length === 0 ? new Set() : null;
    const confirmed = new Set<number>();
    for (let index = 0; index < paid.length; index += 5) {
      await Promise.all(
        paid.slice(index, index + 5).map(async (attempt) => {
          const found = await this.settings.credentials(this.db, attempt.storeId, attempt.provider, true);
          if (!found) return;
          const result = await this.book.gateway(attempt.provider).settle(found.credentials, attempt, Number.MAX_SAFE_INTEGER);
          if (result.result === 'paid') confirmed.add(attempt.id);
        }),
      );
    }
    return confirmed;
  }
}

function summarize(rows: { attempt: AttemptRow; day: string }[], confirmed: Set<number> | null): PaymentDaySummary[] {
  const days = new Map<string, PaymentDaySummary>();
  for (const { attempt, day } of rows) {
    const key = `${day}|${attempt.provider}`;
    const summary = days.get(key) ?? { businessDate: day, provider: attempt.provider as PaymentProvider, charged: 0, refunded: 0, net: 0, providerNet: confirmed ? 0 : null, pending: 0 };
    if (attempt.status === 'PENDING') summary.pending += 1;
    if (attempt.status === 'PAID') {
      summary.charged += attempt.amountCents;
      summary.refunded += attempt.refundedCents;
      summary.net += attempt.amountCents - attempt.refundedCents;
      if (confirmed && summary.providerNet !== null && confirmed.has(attempt.id)) summary.providerNet += attempt.amountCents - attempt.refundedCents;
    }
    days.set(key, summary);
  }
  return [...days.values()].sort((a, b) => a.businessDate.localeCompare(b.businessDate) || a.provider.localeCompare(b.provider));
}
