import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns.js';
import { orders } from './orders.js';
import { stores } from './stores.js';

/** A wallet we charge through (docs/payments.md). */
export type PaymentProviderCode = 'LINE_PAY' | 'JKO_PAY';
/** Where the customer approved: the counter scanned their code, or they paid on their phone. */
export type PaymentChannel = 'COUNTER' | 'ONLINE';
/**
 * An attempt's state. PENDING: written, the call is being made or its answer was lost (only the provider's status
 * call settles it). PAID: the provider took the money. FAILED: declined, cancelled or expired (no money taken).
 */
export type PaymentAttemptStatus = 'PENDING' | 'PAID' | 'FAILED';
/** HELD: given back at the provider, but the order's refund it belonged to was not booked (docs/payments.md). */
export type PaymentRefundStatus = 'PENDING' | 'DONE' | 'FAILED' | 'HELD';

/**
 * A store's account at one provider. `settings` holds what is not secret (LINE Pay: channelId; JKOPay: merchantId,
 * storeCode); `secretsSealed` the secrets (channelSecret; apiKey, secretKey) as one AES-256-GCM sealed JSON text
 * (the delivery platforms' vault), never answered, never logged.
 */
export const paymentProviderAccounts = pgTable(
  'payment_provider_accounts',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    provider: text('provider').$type<PaymentProviderCode>().notNull(),
    enabled: boolean('enabled').notNull().default(false),
    settings: jsonb('settings').$type<Record<string, string>>().notNull(),
    secretsSealed: text('secrets_sealed').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.provider] })],
);

/** The store's payment choices beyond the providers: 先付款 (self-ordering customers pay on their phone first). */
export const paymentStoreSettings = pgTable('payment_store_settings', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id),
  payFirst: boolean('pay_first').notNull().default(false),
  updatedAt: updatedAt(),
});

/**
 * One charge at a provider, written (PENDING) and committed before the call. `merchantOrderId` is ours, derived from
 * the checkout's Idempotency-Key and the part's index, so a retried checkout finds the same attempt rather than
 * charging again. The provider's ids are text: LINE Pay's 19-digit transactionId is past a double's precision.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    provider: text('provider').$type<PaymentProviderCode>().notNull(),
    channel: text('channel').$type<PaymentChannel>().notNull(),
    merchantOrderId: text('merchant_order_id').notNull(),
    /** The checkout's Idempotency-Key (counter) or the order's status token (phone), and the part of a split bill. */
    idempotencyKey: text('idempotency_key').notNull(),
    partIndex: integer('part_index').notNull().default(0),
    /** Null until the order is written (counter) ; set from the start for a phone payment of an existing order. */
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    payMethodId: integer('pay_method_id'),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<PaymentAttemptStatus>().notNull(),
    providerTransactionId: text('provider_transaction_id'),
    /** The provider's code and our zh-TW reason of a decline. */
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    /** Phone payments: where the customer approves. */
    paymentUrl: text('payment_url'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** The last status call; settling gives up (FAILED after a cancel) only past the provider's window. */
    lastCheckedAt: instant('last_checked_at'),
    settledAt: instant('settled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_attempts_merchant_order_key').on(t.provider, t.merchantOrderId),
    index('payment_attempts_store_created_idx').on(t.storeId, t.createdAt),
    index('payment_attempts_order_idx').on(t.orderId),
    index('payment_attempts_pending_idx').on(t.createdAt).where(sql`${t.status} = 'PENDING'`),
  ],
);

/** One refund of (part of) an attempt at its provider; its own unique id, so a retry never refunds twice. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    attemptId: bigint('attempt_id', { mode: 'number' })
      .notNull()
      .references(() => paymentAttempts.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    refundId: text('refund_id').notNull(),
    providerRefundId: text('provider_refund_id'),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<PaymentRefundStatus>().notNull(),
    failureMessage: text('failure_message'),
    settledAt: instant('settled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_refunds_refund_key').on(t.refundId),
    index('payment_refunds_store_created_idx').on(t.storeId, t.createdAt),
    index('payment_refunds_attempt_idx').on(t.attemptId),
  ],
);
