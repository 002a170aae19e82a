import { and, desc, eq, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../platform/db/database.js';
import { brands, brandStores, couponRedemptions, coupons, orders, stores } from '../../platform/db/schema/index.js';

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
const usableBy = (storeId: number) =>
  and(
    isNull(coupons.removedAt),
    // `= any(array(...))`: the brand's stores are read once, so both branches of the `or` use the store index.
    sql`(${coupons.storeId} = ${storeId}::int or (${coupons.brandWide} and ${coupons.storeId} = any(array(
      select others.store_id from brand_stores mine
      join brand_settings st on st.brand_id = mine.brand_id and st.shared_coupons
      join brand_stores others on others.brand_id = mine.brand_id
      where mine.store_id = ${storeId}::int))))`,
  );
const usable = (storeId: number, code: string) => and(usableBy(storeId), eq(coupons.code, code));
const ownFirst = (storeId: number) => [sql`(${coupons.storeId} = ${storeId}::int) desc`, coupons.id] as const;

/** The stores of a store's brand (the store alone when it is in none): orders of any of them may carry its coupons. */
const brandOrderStores = (storeId: number) =>
  sql`${orders.storeId} = any(array(select ${storeId}::int union select others.store_id from brand_stores mine
    join brand_stores others on others.brand_id = mine.brand_id where mine.store_id = ${storeId}::int))`;
/** A store's list: its own coupons and those brand-wide coupons of its brand it takes (docs/chains.md). */
const listed = (storeId: number) => usableBy(storeId);
const ofBrand = (brandId: number) =>
  and(
    isNull(coupons.removedAt),
    eq(coupons.brandWide, true),
    sql`${coupons.storeId} = any(array(select store_id from brand_stores where brand_id = ${brandId}::int))`,
  );
const brandOrders = (brandId: number) =>
  sql`${orders.storeId} = any(array(select store_id from brand_stores where brand_id = ${brandId}::int))`;

export type ListedCoupon = CouponRow & { discountTotal: number; ownerStoreName: string };

/** The coupons of a store and their redemptions. */
export const couponRepository = {
  /**
   * Newest first, each with the cents it took off in all: read from the orders themselves (an order edited later is
   * priced again with its coupon), leaving out cancelled orders and orders removed from the reports. A brand-wide
   * coupon is taken in every store of the brand, so its orders are read in all of them.
   */
  list(db: Executor, storeId: number): Promise<ListedCoupon[]> {
    return listWithTotals(db, listed(storeId), brandOrderStores(storeId));
  },

  /** The live brand-wide coupons of a brand's stores, as `list` reads them. */
  listOfBrand(db: Executor, brandId: number): Promise<ListedCoupon[]> {
    return listWithTotals(db, ofBrand(brandId), brandOrders(brandId));
  },

  /** Whether the store lists the coupon without owning it (a brand-wide coupon of another store of its brand). */
  async listsWithoutOwning(db: Executor, storeId: number, id: number): Promise<boolean> {
    const [row] = await db
      .select({ id: coupons.id })
      .from(coupons)
      .where(and(listed(storeId), eq(coupons.id, id), ne(coupons.storeId, storeId)));
    return row !== undefined;
  },

  /** The brand of a store, or null when it is in none. */
  async brandOf(db: Executor, storeId: number): Promise<number | null> {
    const [row] = await db.select({ brandId: brandStores.brandId }).from(brandStores).where(eq(brandStores.storeId, storeId));
    return row?.brandId ?? null;
  },

  async brandExists(db: Executor, brandId: number): Promise<boolean> {
    const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
    return row !== undefined;
  },

  async count(db: Executor, storeId: number): Promise<number> {
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(coupons).where(live(storeId));
    return row?.count ?? 0;
  },

  async insert(db: Executor, storeId: number, values: CouponValues, now: Date, brandWide = false): Promise<CouponRow> {
    const [row] = await db
      .insert(coupons)
      .values({ storeId, ...values, brandWide, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('coupon not written');
    return row;
  },

  /** Locks the row: an edit and a checkout of the same coupon never interleave. */
  async lock(tx: Transaction, storeId: number, id: number): Promise<CouponRow | undefined> {
    const [row] = await tx.select().from(coupons).where(one(storeId, id)).for('update');
    return row;
  },

  /** Locks a live coupon of the store only when it is brand-wide (HQ's changes: the brand's coupons, not the store's own). */
  async lockBrandWide(tx: Transaction, storeId: number, id: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: coupons.id })
      .from(coupons)
      .where(and(one(storeId, id), eq(coupons.brandWide, true)))
      .for('update');
    return row !== undefined;
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

  async storeName(db: Executor, storeId: number): Promise<string | undefined> {
    const [row] = await db.select({ name: stores.name }).from(stores).where(eq(stores.id, storeId));
    return row?.name;
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

/** Coupons by `where`, newest first, with their owner store's name and the cents they took off in `orderStores`' orders. */
async function listWithTotals(db: Executor, where: SQL | undefined, orderStores: SQL): Promise<ListedCoupon[]> {
  const couponId = sql<number>`(${orders.coupon}->>'id')::int`;
  const totals = db
    .select({ couponId: couponId.as('coupon_id'), total: sql<number>`sum(${orders.couponDiscountCents})::int`.as('total') })
    .from(orders)
    .where(and(orderStores, isNotNull(orders.coupon), isNull(orders.removedAt), ne(orders.status, 'CANCELLED')))
    .groupBy(couponId)
    .as('totals');
  const rows = await db
    .select({ coupon: coupons, total: totals.total, storeName: stores.name })
    .from(coupons)
    .innerJoin(stores, eq(stores.id, coupons.storeId))
    .leftJoin(totals, eq(totals.couponId, coupons.id))
    .where(where)
    .orderBy(desc(coupons.createdAt), desc(coupons.id));
  return rows.map((row) => ({ ...row.coupon, discountTotal: row.total ?? 0, ownerStoreName: row.storeName }));
}
