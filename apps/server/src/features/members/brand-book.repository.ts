import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/raw-rows.js';
import { brandMemberSettings, brandSettings, coupons } from '../../platform/db/schema/index.js';

export type BrandSettingsRow = typeof brandSettings.$inferSelect;
export type BrandRuleRow = typeof brandMemberSettings.$inferSelect;

const brandStores = (brandId: number) => sql`(select store_id from brand_stores where brand_id = ${brandId}::int)`;

/** The SQL of a brand's shared member book and its sharing settings (docs/members.md, "Brand-wide members"). */
export const brandBookRepository = {
  /** Locks the brand's row: sharing changes and stores joining or leaving the brand run one after the other. */
  async lockBrand(db: Executor, brandId: number): Promise<boolean> {
    const rows = await queryRows<{ id: number }>(db, sql`select id from brands where id = ${brandId}::int for update`);
    return rows.length > 0;
  },

  async brandExists(db: Executor, brandId: number): Promise<boolean> {
    return (await queryRows<{ id: number }>(db, sql`select id from brands where id = ${brandId}::int`)).length > 0;
  },

  async settings(db: Executor, brandId: number): Promise<BrandSettingsRow | undefined> {
    const [row] = await db.select().from(brandSettings).where(eq(brandSettings.brandId, brandId));
    return row;
  },

  async saveSettings(db: Executor, row: Omit<BrandSettingsRow, 'updatedAt'>, now: Date): Promise<void> {
    const { brandId: _brandId, ...values } = row;
    await db
      .insert(brandSettings)
      .values({ ...row, updatedAt: now })
      .onConflictDoUpdate({ target: brandSettings.brandId, set: { ...values, updatedAt: now } });
  },

  async rule(db: Executor, brandId: number): Promise<BrandRuleRow | undefined> {
    const [row] = await db.select().from(brandMemberSettings).where(eq(brandMemberSettings.brandId, brandId));
    return row;
  },

  async saveRule(db: Executor, row: Omit<BrandRuleRow, 'updatedAt'>, now: Date): Promise<void> {
    const { brandId: _brandId, ...values } = row;
    await db
      .insert(brandMemberSettings)
      .values({ ...row, updatedAt: now })
      .onConflictDoUpdate({ target: brandMemberSettings.brandId, set: { ...values, updatedAt: now } });
  },

  /** The brand's first rule: the rule of its first store with points on (else its first store with a rule). */
  async copyFirstStoreRule(db: Executor, brandId: number, now: Date): Promise<void> {
    await db.execute(sql`
      insert into brand_member_settings (brand_id, enabled, earn_amount_cents, earn_points, redeem_points, redeem_amount_cents,
        expire_months, updated_at)
      select ${brandId}::int, s.enabled, s.earn_amount_cents, s.earn_points, s.redeem_points, s.redeem_amount_cents,
        s.expire_months, ${now.toISOString()}::timestamptz
      from member_settings s where s.store_id in ${brandStores(brandId)}
      order by s.enabled desc, s.store_id limit 1
      on conflict (brand_id) do nothing`);
  },

  async storeInBrand(db: Executor, brandId: number, storeId: number): Promise<boolean> {
    const rows = await queryRows<{ store_id: number }>(db, sql`
      select store_id from brand_stores where brand_id = ${brandId}::int and store_id = ${storeId}::int`);
    return rows.length > 0;
  },

  /**
   * Puts the members of the brand's stores into the brand's book. One number known in several stores becomes one
   * member, the oldest: it takes the others' points, visits and spending, their ledger entries, orders and claims
   * (so its ledger still adds up to its balance); the others are kept empty (no number, no points, marked erased) so
   * each store's count of new members per month stays. Runs under the brand's lock.
   */
  async mergeIntoBrand(db: Executor, brandId: number, now: Date): Promise<number> {
    const pairs = await queryRows<{ id: number | string; keep: number | string }>(db, sql`
      select id, keep from (
        select m.id, first_value(m.id) over (partition by m.phone order by m.created_at, m.id) as keep
        from members m
        where m.erased_at is null and m.phone is not null
          and (m.brand_id = ${brandId}::int or (m.brand_id is null and m.store_id in ${brandStores(brandId)}))
      ) t where id <> keep`);
    const ids = pairs.map((pair) => Number(pair.id));
    const keeps = pairs.map((pair) => Number(pair.keep));
    const at = now.toISOString();
    if (ids.length > 0) {
      const merged = sql`unnest(${`{${ids.join(',')}}`}::bigint[], ${`{${keeps.join(',')}}`}::bigint[]) as d(id, keep)`;
      await db.execute(sql`update member_points p set member_id = d.keep from ${merged} where p.member_id = d.id`);
      await db.execute(sql`update member_point_claims c set member_id = d.keep from ${merged} where c.member_id = d.id`);
      await db.execute(sql`update orders o set member_id = d.keep from ${merged}
        where o.member_id = d.id and o.store_id in ${brandStores(brandId)}`);
      await db.execute(sql`
        update members k set points = k.points + s.points, visits = k.visits + s.visits,
          total_spent_cents = k.total_spent_cents + s.spent, last_visit_at = greatest(k.last_visit_at, s.last_visit),
          name = coalesce(k.name, s.name), birthday = coalesce(k.birthday, s.birthday), updated_at = ${at}::timestamptz
        from (
          select d.keep, sum(m.points)::int as points, sum(m.visits)::int as visits, sum(m.total_spent_cents)::bigint as spent,
            max(m.last_visit_at) as last_visit, min(m.name) as name, min(m.birthday) as birthday
          from ${merged} join members m on m.id = d.id group by d.keep
        ) s where k.id = s.keep`);
      await db.execute(sql`
        update members m set phone = null, name = null, birthday = null, points = 0, erased_at = ${at}::timestamptz,
          updated_at = ${at}::timestamptz
        from ${merged} where m.id = d.id`);
    }
    await db.execute(sql`
      update members set brand_id = ${brandId}::int, updated_at = ${at}::timestamptz
      where brand_id is null and erased_at is null and store_id in ${brandStores(brandId)}`);
    return ids.length;
  },

  /** Each member of the brand's book goes back to its home store's own book (`storeId`: only those of that store). */
  async splitFromBrand(db: Executor, brandId: number, now: Date, storeId: number | null = null): Promise<void> {
    await db.execute(sql`
      update members set brand_id = null, updated_at = ${now.toISOString()}::timestamptz
      where brand_id = ${brandId}::int and (${storeId}::int is null or store_id = ${storeId}::int)`);
  },

  /** Marks a live coupon of the store brand-wide or not; false when the store has no such coupon. */
  async markCoupon(db: Executor, storeId: number, couponId: number, brandWide: boolean, now: Date): Promise<boolean> {
    const rows = await db
      .update(coupons)
      .set({ brandWide, updatedAt: now })
      .where(and(eq(coupons.storeId, storeId), eq(coupons.id, couponId), sql`${coupons.removedAt} is null`))
      .returning({ id: coupons.id });
    return rows.length > 0;
  },
};
