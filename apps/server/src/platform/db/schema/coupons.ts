import type { CouponDiscountType, CouponStatus } from '@diancan/core';
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns.js';
import { stores } from './stores.js';

/**
 * A store's coupons (docs/coupons.md). `used_count` is the redemptions so far: addOrder locks the row, checks it
 * against `quantity` and adds one in the order's transaction, so concurrent checkouts of the last coupon serialise
 * on the row and exactly one wins. A removed coupon keeps its row (orders name it) with `removed_at` set; its code
 * is free again.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    /** Upper case, A-Z 0-9 and -. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    discountType: text('discount_type').$type<CouponDiscountType>().notNull(),
    discountAmountCents: integer('discount_amount_cents'),
    /** Whole percent taken off. */
    discountPercentage: integer('discount_percentage'),
    minimumSpendCents: integer('minimum_spend_cents').notNull().default(0),
    /** The store's calendar days, both included. */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    quantity: integer('quantity').notNull(),
    usedCount: integer('used_count').notNull().default(0),
    perCustomerLimit: integer('per_customer_limit'),
    /** A brand coupon: while its store's brand shares coupons, every store of the brand takes it (docs/chains.md). */
    brandWide: boolean('brand_wide').notNull().default(false),
    status: text('status').$type<CouponStatus>().notNull().default('ACTIVE'),
    removedAt: instant('removed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_store_code_key').on(t.storeId, t.code).where(sql`removed_at is null`),
    index('coupons_store_idx').on(t.storeId, t.createdAt),
  ],
);

/** One row per order that redeemed a coupon: the per-customer count and the panel's usage figures. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    /** No foreign key: the orders area owns its rows; one redemption per order (unique). */
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    /** Who redeemed it: 'carrier:/ABC1234' or 'phone:0912345678'; null when neither was given. */
    customerKey: text('customer_key'),
    discountCents: integer('discount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('coupon_redemptions_coupon_customer_idx').on(t.couponId, t.customerKey), uniqueIndex('coupon_redemptions_order_key').on(t.orderId)],
);
