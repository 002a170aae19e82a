import { and, desc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../platform/db/database.js';
import { couponRedemptions, coupons, orders, stores } from '../../platform/db/schema/index.js';

export type CouponRow = typeof coupons.$inferSelect;
export type CouponValues = Pick<
  CouponRow,
  | 'code'
  | 'name'
  | 'discountType'
  | 'discountAmountCents'
  | 'discountPercentage'
  | 'minimumSpendCents'
  | 'startDate'
  | 'endDate'
  | 'quantity'
  | 'perCustomerLimit'
>;

const live = (storeId: number) => and(eq(coupons.storeId, storeId), isNull(coupons.removedAt));
const one = (storeId: number, id: number) => and(live(storeId), eq(coupons.id, id));
/**
 * The coupons a checkout of the store may take: its own, and the brand-wide coupons of the other stores of its brand
 * while the brand shares coupons (docs/chains.md). The store's own coupon of a code comes first.
 */
const usable = (storeId: number, code: string) =>
  and(
    isNull(coupons.removedAt),
    eq(coupons.code, code),
    sql`(${coupons.storeId} = ${storeId}::int or (${coupons.brandWide} and ${coupons.storeId} in (
      select others.store_id from brand_stores mine
      join brand_settings st on st.brand_id = mine.brand_id and st.shared_coupons
      join brand_stores others on others.brand_id = mine.brand_id
      where mine.store_id = ${storeId}::int)))`,
  );
const ownFirst = (storeId: number) => [sql`(${coupons.storeId} = ${storeId}::int) desc`, coupons.id] as const;

/** The coupons of a store and their redemptions. */
export const couponRepository = {
  /**
   * Newest first, each with the cents it took off in all: read from the orders themselves (an order edited later is
   * priced again with its coupon), leaving out cancelled orders and orders removed from the reports.
   */
  async list(db: Executor, storeId: number): Promise<(CouponRow & { discountTotal: number })[]> {
    const couponId = sql<number>`(${orders.coupon}->>'id')::int`;
    const totals = db
      .select({ couponId: couponId.as('coupon_id'), total: sql<number>`sum(${orders.couponDiscountCents})::int`.as('total') })
      .from(orders)
      .where(and(eq(orders.storeId, storeId), isNotNull(orders.coupon), isNull(orders.removedAt), ne(orders.status, 'CANCELLED')))
      .groupBy(couponId)
      .as('totals');
    const rows = await db
      .select({ coupon: coupons, total: totals.total })
      .from(coupons)
      .leftJoin(totals, eq(totals.couponId, coupons.id))
      .where(live(storeId))
      .orderBy(desc(coupons.createdAt), desc(coupons.id));
    return rows.map((row) => ({ ...row.coupon, discountTotal: row.total ?? 0 }));
  },

  async count(db: Executor, storeId: number): Promise<number> {
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(coupons).where(live(storeId));
    return row?.count ?? 0;
  },

  async insert(db: Executor, storeId: number, values: CouponValues, now: Date): Promise<CouponRow> {
    const [row] = await db
      .insert(coupons)
      .values({ storeId, ...values, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('coupon not written');
    return row;
  },

  /** Locks the row: an edit and a checkout of the same coupon never interleave. */
  async lock(tx: Transaction, storeId: number, id: number): Promise<CouponRow | undefined> {
    const [row] = await tx.select().from(coupons).where(one(storeId, id)).for('update');
    return row;
  },

  async update(db: Executor, storeId: number, id: number, values: Partial<CouponValues> & { status?: CouponRow['status'] }, now: Date) {
    const [row] = await db
      .update(coupons)
      .set({ ...values, updatedAt: now })
      .where(one(storeId, id))
      .returning();
    return row;
  },

  async remove(db: Executor, storeId: number, id: number, now: Date): Promise<boolean> {
    const rows = await db.update(coupons).set({ removedAt: now, updatedAt: now }).where(one(storeId, id)).returning({ id: coupons.id });
    return rows.length > 0;
  },

  async findByCode(db: Executor, storeId: number, code: string): Promise<CouponRow | undefined> {
    const [row] = await db.select().from(coupons).where(usable(storeId, code)).orderBy(...ownFirst(storeId)).limit(1);
    return row;
  },

  /**
   * The coupon of a code, its row locked until the transaction ends: concurrent checkouts of the same coupon wait
   * here, and each reads the used count the previous one committed.
   */
  async lockByCode(tx: Transaction, storeId: number, code: string): Promise<CouponRow | undefined> {
    const [row] = await tx.select().from(coupons).where(usable(storeId, code)).orderBy(...ownFirst(storeId)).limit(1).for('update');
    return row;
  },

  async timeZoneOf(db: Executor, storeId: number): Promise<string | undefined> {
    const [row] = await db.select({ timeZone: stores.timeZone }).from(stores).where(eq(stores.id, storeId));
    return row?.timeZone;
  },

  async customerRedemptions(tx: Transaction, couponId: number, customerKey: string): Promise<number> {
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.customerKey, customerKey)));
    return row?.count ?? 0;
  },

  /** Counts one use and records who used it on which order. */
  async redeem(
    tx: Transaction,
    redemption: { storeId: number; couponId: number; orderId: number; customerKey: string | null; discountCents: number; now: Date },
  ): Promise<void> {
    const { storeId, couponId, orderId, customerKey, discountCents, now } = redemption;
    await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} + 1`, updatedAt: now })
      .where(eq(coupons.id, couponId));
    await tx.insert(couponRedemptions).values({ storeId, couponId, orderId, customerKey, discountCents, createdAt: now });
  },
};
