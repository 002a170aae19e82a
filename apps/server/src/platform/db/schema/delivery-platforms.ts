import type { DeliveryPlatform, PlatformOrderStatus } from '@diancan/core';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns.js';
import { menuItems } from './menu.js';
import { orders } from './orders.js';
import { stores } from './stores.js';

/**
 * A store's link to one delivery platform (docs/delivery-platforms.md): the OAuth tokens (AES-256-GCM ciphertext,
 * never plain, never in an answer), the platform store bound to it, and its per-platform settings. One row per store
 * and platform; a platform store is bound to at most one of our stores.
 */
export const deliveryPlatformAccounts = pgTable(
  'delivery_platform_accounts',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    platform: text('platform').$type<DeliveryPlatform>().notNull(),
    accessTokenSealed: text('access_token_sealed'),
    refreshTokenSealed: text('refresh_token_sealed'),
    tokenExpiresAt: instant('token_expires_at'),
    authorizedAt: instant('authorized_at'),
    platformStoreId: text('platform_store_id'),
    platformStoreName: text('platform_store_name'),
    autoAccept: boolean('auto_accept').notNull().default(false),
    invoiceSwitch: boolean('invoice_switch').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.platform] }),
    uniqueIndex('delivery_platform_accounts_bound_key').on(t.platform, t.platformStoreId).where(sql`${t.platformStoreId} is not null`),
  ],
);

/**
 * A platform's order as we took it: exactly one row, and so one order, per platform order id (the unique key is what
 * makes a webhook delivered three times, or at once, create one order).
 */
export const deliveryPlatformOrders = pgTable(
  'delivery_platform_orders',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .primaryKey()
      .references(() => orders.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    platform: text('platform').$type<DeliveryPlatform>().notNull(),
    platformOrderId: text('platform_order_id').notNull(),
    platformOrderNo: text('platform_order_no').notNull(),
    platformStoreId: text('platform_store_id').notNull(),
    status: text('status').$type<PlatformOrderStatus>().notNull(),
    acceptDeadline: instant('accept_deadline'),
    pickupAt: instant('pickup_at'),
    customerName: text('customer_name').notNull().default(''),
    /** What the customer paid the platform, fees included (cents); the order's own amounts are the items'. */
    platformTotalCents: integer('platform_total_cents').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('delivery_platform_orders_platform_key').on(t.platform, t.platformOrderId),
    index('delivery_platform_orders_store_idx').on(t.storeId, t.orderId),
  ],
);

/**
 * Work with a platform that must not be lost, done after the transaction that asked for it and retried with backoff
 * until it succeeds: calls to the platform (accept, deny, ready, cancel: written in the board change's transaction)
 * and the intake of a webhook's order (`intake`, written before the webhook is answered; no order yet).
 */
export const deliveryPlatformOutbox = pgTable(
  'delivery_platform_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    /** Null for an intake (the order is made by it). */
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    platform: text('platform').$type<DeliveryPlatform>().notNull(),
    action: text('action').notNull(),
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    doneAt: instant('done_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('delivery_platform_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.doneAt} is null`),
    index('delivery_platform_outbox_order_idx').on(t.storeId, t.orderId),
  ],
);

/** A platform's item name (as its orders carry it) and our menu item it stands for; null while unmatched. */
export const deliveryPlatformItemMappings = pgTable(
  'delivery_platform_item_mappings',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    platform: text('platform').$type<DeliveryPlatform>().notNull(),
    platformItemName: text('platform_item_name').notNull(),
    itemId: bigint('item_id', { mode: 'number' }).references(() => menuItems.id),
    lastPriceCents: integer('last_price_cents').notNull().default(0),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.platform, t.platformItemName] })],
);
