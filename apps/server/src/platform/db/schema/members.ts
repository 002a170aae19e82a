import type { MemberPointReason } from '@diancan/core';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns.js';
import { brands } from './chains.js';
import { stores } from './stores.js';

/**
 * Members and points (docs/members.md). A store's members are keyed by their mobile number; `points` is the balance,
 * changed only together with a ledger row in the same transaction, so the ledger of a member always adds up to it.
 * A checkout that redeems points locks the member's row first (`FOR UPDATE`): concurrent checkouts of one member
 * read each other's balance and never overdraw it (the CHECK is the last guard).
 */

/** A points rule's columns (a store's, or a brand's while it shares members); fresh builders for each table. */
export const pointsRuleColumns = () => ({
  enabled: boolean('enabled').notNull().default(false),
  /** `earnPoints` points for every `earnAmountCents` of the payable. */
  earnAmountCents: integer('earn_amount_cents').notNull(),
  earnPoints: integer('earn_points').notNull(),
  /** `redeemPoints` points take `redeemAmountCents` off. */
  redeemPoints: integer('redeem_points').notNull(),
  redeemAmountCents: integer('redeem_amount_cents').notNull(),
  /** Points expire this many months after they were earned; null = never. */
  expireMonths: integer('expire_months'),
  updatedAt: updatedAt(),
});

/** The store's points rule; no row = members are off. Amounts in cents. */
export const memberSettings = pgTable('member_settings', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id),
  ...pointsRuleColumns(),
});

export const members = pgTable(
  'members',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The store the member joined at (the member's home store once a brand shares its book). */
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    /**
     * Set while the member is in the shared book of a brand (brand_settings.shared_members): every store of the brand
     * finds the member by number; null = the store's own book (docs/members.md, "Brand-wide members").
     */
    brandId: integer('brand_id').references(() => brands.id),
    /** 09 + 8 digits; null once the member was erased. */
    phone: text('phone'),
    name: text('name'),
    birthday: date('birthday', { mode: 'string' }),
    points: integer('points').notNull().default(0),
    /** Paid orders that named the member, and what they paid (cents). */
    visits: integer('visits').notNull().default(0),
    totalSpentCents: bigint('total_spent_cents', { mode: 'number' }).notNull().default(0),
    lastVisitAt: instant('last_visit_at'),
    /** The member asked to be forgotten: personal data gone, the row stays for the ledger's totals. */
    erasedAt: instant('erased_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('members_store_phone_key').on(t.storeId, t.phone).where(sql`phone is not null and brand_id is null`),
    uniqueIndex('members_brand_phone_key').on(t.brandId, t.phone).where(sql`phone is not null and brand_id is not null`),
    index('members_store_created_idx').on(t.storeId, t.createdAt),
    index('members_brand_created_idx').on(t.brandId, t.createdAt).where(sql`brand_id is not null`),
    check('members_points_not_negative', sql`points >= 0`),
  ],
);

/**
 * Every change of a member's points: earned (EARN, CLAIM), spent (REDEEM), undone by a refund (EARN_REVERSAL,
 * REDEEM_RETURN), expired (EXPIRE). The unique indexes make an order earn once and redeem once, whatever is replayed.
 */
export const memberPoints = pgTable(
  'member_points',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** Signed: + earned or given back, - spent, taken back or expired. */
    points: integer('points').notNull(),
    reason: text('reason').$type<MemberPointReason>().notNull(),
    /** No foreign key: the orders area owns its rows. */
    orderId: bigint('order_id', { mode: 'number' }),
    at: instant('at').notNull().defaultNow(),
  },
  (t) => [
    index('member_points_member_idx').on(t.storeId, t.memberId, t.at),
    index('member_points_store_at_idx').on(t.storeId, t.at),
    // A brand member's ledger spans the brand's stores: read by member (docs/members.md, "Brand-wide members").
    index('member_points_member_at_idx').on(t.memberId, t.at),
    uniqueIndex('member_points_order_earn_key').on(t.orderId).where(sql`reason in ('EARN', 'CLAIM')`),
    uniqueIndex('member_points_order_redeem_key').on(t.orderId).where(sql`reason = 'REDEEM'`),
  ],
);

/** The points-claim QR of a receipt without a member: valid 7 days, claimed once. */
export const memberPointClaims = pgTable(
  'member_point_claims',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    /** Random, URL-safe; what the QR code carries. */
    token: text('token').notNull(),
    points: integer('points').notNull(),
    expiresAt: instant('expires_at').notNull(),
    claimedAt: instant('claimed_at'),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('member_point_claims_token_key').on(t.token), uniqueIndex('member_point_claims_order_key').on(t.orderId)],
);
