import { boolean, integer, pgTable } from 'drizzle-orm/pg-core';
import { brands } from './chains.js';
import { updatedAt } from './columns.js';
import { pointsRuleColumns } from './members.js';

/**
 * What a brand shares among its stores (docs/chains.md, "Members and coupons"): one member book and the brand's points
 * rule (`shared_members`), and the coupons marked brand-wide (`shared_coupons`). No row = nothing shared.
 */
export const brandSettings = pgTable('brand_settings', {
  brandId: integer('brand_id')
    .primaryKey()
    .references(() => brands.id),
  sharedMembers: boolean('shared_members').notNull().default(false),
  sharedCoupons: boolean('shared_coupons').notNull().default(false),
  updatedAt: updatedAt(),
});

/** The brand's points rule, used by every store of the brand while it shares members; the shape of member_settings. */
export const brandMemberSettings = pgTable('brand_member_settings', {
  brandId: integer('brand_id')
    .primaryKey()
    .references(() => brands.id),
  ...pointsRuleColumns(),
});
