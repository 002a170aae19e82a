import type { AutomaticDiscountType } from '@diancan/core';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { stores } from './stores.js';

/**
 * A store's automatic discount tiers (滿額折扣): spend at least minimum_spending_amount_cents and get
 * discount_amount_cents off (AMOUNT) or discount_percentage percent off (PERCENTAGE). Only the enabled ones price
 * orders, in sort order (the first among equal minimums wins).
 */
export const automaticDiscounts = pgTable(
  'automatic_discounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    name: text('name').notNull(),
    minimumSpendingAmountCents: integer('minimum_spending_amount_cents').notNull(),
    discountType: text('discount_type').$type<AutomaticDiscountType>().notNull(),
    /** AMOUNT only. */
    discountAmountCents: integer('discount_amount_cents'),
    /** PERCENTAGE only: whole percent taken off. */
    discountPercentage: integer('discount_percentage'),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('automatic_discounts_store_sort_idx').on(t.storeId, t.sort)],
);
