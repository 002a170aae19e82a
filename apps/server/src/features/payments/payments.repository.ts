import { and, asc, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import {
  orders,
  payMethods,
  paymentAttempts as attempts,
  paymentProviderAccounts as accounts,
  paymentRefunds as refunds,
  paymentStoreSettings,
  type PaymentAttemptStatus,
  type PaymentProviderCode,
} from '../../platform/db/schema/index.js';

export type AttemptRow = typeof attempts.$inferSelect;
export type AttemptInsert = typeof attempts.$inferInsert;
export type RefundRow = typeof refunds.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;

/** The payments area's SQL (docs/payments.md). */
export const paymentsRepository = {
  async accounts(db: Executor, storeId: number): Promise<AccountRow[]> {
    return db.select().from(accounts).where(eq(accounts.storeId, storeId));
  },

  async account(db: Executor, storeId: number, provider: PaymentProviderCode): Promise<AccountRow | undefined> {
    const [row] = await db.select().from(accounts).where(and(eq(accounts.storeId, storeId), eq(accounts.provider, provider)));
    return row;
  },

  async saveAccount(db: Executor, row: Omit<typeof accounts.$inferInsert, 'createdAt'>): Promise<void> {
    const { storeId: _store, provider: _provider, ...fields } = row;
    await db.insert(accounts).values(row).onConflictDoUpdate({ target: [accounts.storeId, accounts.provider], set: fields });
  },

  async payFirst(db: Executor, storeId: number): Promise<boolean> {
    const [row] = await db.select({ payFirst: paymentStoreSettings.payFirst }).from(paymentStoreSettings).where(eq(paymentStoreSettings.storeId, storeId));
    return row?.payFirst ?? false;
  },

  async savePayFirst(db: Executor, storeId: number, payFirst: boolean, now: Date): Promise<void> {
    await db
      .insert(paymentStoreSettings)
      .values({ storeId, payFirst, updatedAt: now })
      .onConflictDoUpdate({ target: paymentStoreSettings.storeId, set: { payFirst, updatedAt: now } });
  },

  /**
   * The store's pay methods of the given ids (name, statistic key, enabled) and the providers it has on, in one
   * statement: every checkout asks, so a cash sale pays one round trip for it.
   */
  async checkoutMethods(db: Executor, storeId: number, ids: number[]): Promise<{ methods: { id: number; name: string; statisticKey: string; enabled: boolean }[]; providers: PaymentProviderCode[] }> {
    const rows = await db
      .select({
        id: payMethods.id,
        name: payMethods.name,
        statisticKey: payMethods.statisticKey,
        enabled: payMethods.enabled,
        providers: sql<PaymentProviderCode[] | null>`(select array_agg(a.provider) from ${accounts} a where a.store_id = ${storeId} and a.enabled)`,
      })
      .from(payMethods)
      .where(and(eq(payMethods.storeId, storeId), inArray(payMethods.id, ids)));
    return { methods: rows.map(({ providers: _providers, ...method }) => method), providers: rows[0]?.providers ?? [] };
  },

  /** Writes the attempt unless its merchant order id exists: the row when this call wrote it, else undefined. */
  async insertAttempt(db: Executor, row: AttemptInsert): Promise<AttemptRow | undefined> {
    const [written] = await db.insert(attempts).values(row).onConflictDoNothing().returning();
    return written;
  },

  async attemptByMerchantId(db: Executor, provider: PaymentProviderCode, merchantOrderId: string): Promise<AttemptRow | undefined> {
    const [row] = await db.select().from(attempts).where(and(eq(attempts.provider, provider), eq(attempts.merchantOrderId, merchantOrderId)));
    return row;
  },

  async attempt(db: Executor, id: number): Promise<AttemptRow | undefined> {
    const [row] = await db.select().from(attempts).where(eq(attempts.id, id));
    return row;
  },

  /** Settles a PENDING attempt; false when it was settled meanwhile (another instance, the worker). */
  async settle(db: Executor, id: number, status: Exclude<PaymentAttemptStatus, 'PENDING'>, fields: Partial<AttemptRow>, now: Date): Promise<boolean> {
    const rows = await db
      .update(attempts)
      .set({ ...fields, status, settledAt: now, updatedAt: now, lastCheckedAt: now })
      .where(and(eq(attempts.id, id), eq(attempts.status, 'PENDING')))
      .returning({ id: attempts.id });
    return rows.length > 0;
  },

  async touch(db: Executor, id: number, fields: Partial<AttemptRow>, now: Date): Promise<void> {
    await db.update(attempts).set({ ...fields, lastCheckedAt: now, updatedAt: now }).where(eq(attempts.id, id));
  },

  /** Ties the checkout's charged attempts to the order it wrote (in the order's transaction). */
  async linkOrder(db: Executor, ids: number[], orderId: number, now: Date): Promise<void> {
    if (ids.length === 0) return;
    await db.update(attempts).set({ orderId, updatedAt: now }).where(and(inArray(attempts.id, ids), isNull(attempts.orderId)));
  },

  /** The attempts still unsettled, oldest first (the settling worker's round). */
  async pending(db: Executor, limit: number): Promise<AttemptRow[]> {
    return db.select().from(attempts).where(eq(attempts.status, 'PENDING')).orderBy(asc(attempts.createdAt)).limit(limit);
  },

  /** Paid counter charges no order took, older than `before`: the worker gives their money back. */
  async orphans(db: Executor, before: Date, limit: number): Promise<AttemptRow[]> {
    return db
      .select()
      .from(attempts)
      .where(and(eq(attempts.status, 'PAID'), eq(attempts.channel, 'COUNTER'), isNull(attempts.orderId), lt(attempts.settledAt, before), sql`${attempts.refundedCents} < ${attempts.amountCents}`))
      .orderBy(asc(attempts.createdAt))
      .limit(limit);
  },

  /**
   * Phone payments that completed for an order cancelled before the payment reached it (the order is CANCELLED and
   * UNPAID): money nobody will get food for, not yet all given back.
   */
  async unwantedOnline(db: Executor, limit: number): Promise<AttemptRow[]> {
    const rows = await db
      .select({ attempt: attempts })
      .from(attempts)
      .innerJoin(orders, eq(orders.id, attempts.orderId))
      .where(
        and(
          eq(attempts.status, 'PAID'),
          eq(attempts.channel, 'ONLINE'),
          eq(orders.status, 'CANCELLED'),
          eq(orders.paymentStatus, 'UNPAID'),
          sql`${attempts.refundedCents} < ${attempts.amountCents}`,
        ),
      )
      .orderBy(asc(attempts.settledAt))
      .limit(limit);
    return rows.map((row) => row.attempt);
  },

  async refundCountOfAttempt(db: Executor, attemptId: number): Promise<number> {
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(refunds).where(eq(refunds.attemptId, attemptId));
    return row?.count ?? 0;
  },

  /** The attempts of one payment key (a checkout's or an updateOrderPaid's). */
  async attemptsOfKey(db: Executor, storeId: number, key: string): Promise<AttemptRow[]> {
    return db.select().from(attempts).where(and(eq(attempts.storeId, storeId), eq(attempts.idempotencyKey, key)));
  },

  /** Whether an attempt of another key starting with `prefix` (another payment of the same order) is still unsure. */
  async otherPending(db: Executor, storeId: number, prefix: string, key: string): Promise<boolean> {
    const rows = await db
      .select({ id: attempts.id })
      .from(attempts)
      .where(and(eq(attempts.status, 'PENDING'), eq(attempts.storeId, storeId), sql`starts_with(${attempts.idempotencyKey}, ${prefix})`, ne(attempts.idempotencyKey, key)))
      .limit(1);
    return rows.length > 0;
  },

  async attemptsOfOrder(db: Executor, orderId: number): Promise<AttemptRow[]> {
    return db.select().from(attempts).where(eq(attempts.orderId, orderId)).orderBy(asc(attempts.partIndex), asc(attempts.id));
  },

  /** Adds to what an attempt has refunded, never past its amount; false when it would go past. */
  async addRefunded(db: Executor, id: number, cents: number, now: Date): Promise<boolean> {
    const rows = await db
      .update(attempts)
      .set({ refundedCents: sql`${attempts.refundedCents} + ${cents}`, updatedAt: now })
      .where(and(eq(attempts.id, id), sql`${attempts.refundedCents} + ${cents} <= ${attempts.amountCents}`))
      .returning({ id: attempts.id });
    return rows.length > 0;
  },

  async insertRefund(db: Executor, row: typeof refunds.$inferInsert): Promise<RefundRow> {
    const [written] = await db.insert(refunds).values(row).returning();
    return written!;
  },

  /** Refunds an order's providers gave back whose own refund was not booked (a later part was refused), oldest first. */
  async heldRefundsOfOrder(db: Executor, storeId: number, orderId: number): Promise<RefundRow[]> {
    return db
      .select()
      .from(refunds)
      .where(and(eq(refunds.storeId, storeId), eq(refunds.orderId, orderId), eq(refunds.status, 'HELD')))
      .orderBy(asc(refunds.id));
  },

  async settleRefund(db: Executor, id: number, fields: Partial<RefundRow>, now: Date): Promise<void> {
    await db.update(refunds).set({ ...fields, settledAt: now }).where(eq(refunds.id, id));
  },

  /** Charges and refunds of a store created in [from, to), with their orders' numbers and days. */
  async charges(db: Executor, storeId: number, from: Date, to: Date, provider: PaymentProviderCode | undefined) {
    return db
      .select({ attempt: attempts, orderNumber: orders.orderNumber, businessDate: orders.businessDate })
      .from(attempts)
      .leftJoin(orders, eq(orders.id, attempts.orderId))
      .where(and(eq(attempts.storeId, storeId), gte(attempts.createdAt, from), lt(attempts.createdAt, to), provider ? eq(attempts.provider, provider) : undefined))
      .orderBy(asc(attempts.createdAt), asc(attempts.id));
  },

  async refunds(db: Executor, storeId: number, from: Date, to: Date, provider: PaymentProviderCode | undefined) {
    return db
      .select({ refund: refunds, provider: attempts.provider, orderNumber: orders.orderNumber, businessDate: orders.businessDate })
      .from(refunds)
      .innerJoin(attempts, eq(attempts.id, refunds.attemptId))
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(and(eq(refunds.storeId, storeId), gte(refunds.createdAt, from), lt(refunds.createdAt, to), provider ? eq(attempts.provider, provider) : undefined))
      .orderBy(asc(refunds.createdAt), asc(refunds.id));
  },
};
