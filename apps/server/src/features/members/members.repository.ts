import type { MemberPointReason } from '@diancan/core';
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { brandMemberSettings, memberPointClaims, memberPoints, members, memberSettings, orders, stores } from '../../platform/db/schema/index.js';
import { containsPattern, offsetOf } from '../../platform/db/sql.js';
import { queryRows } from '../../platform/db/raw-rows.js';

export type MemberRow = typeof members.$inferSelect;
export type MemberSettingsRow = typeof memberSettings.$inferSelect;
export type ClaimRow = typeof memberPointClaims.$inferSelect;

/** The brand whose shared member book the store uses (its brand shares members), as a SQL scalar; null: its own. */
const sharedBrandOf = (storeId: number) => sql`(select bs.brand_id from brand_stores bs
  join brand_settings st on st.brand_id = bs.brand_id and st.shared_members where bs.store_id = ${storeId}::int)`;

/**
 * The live members a store sees: its own book (members it made, no brand), or, while its brand shares members, the
 * brand's book (docs/members.md, "Brand-wide members"). Every lookup by id or number goes through this.
 */
const live = (storeId: number) =>
  and(
    isNull(members.erasedAt),
    or(
      and(eq(members.storeId, storeId), isNull(members.brandId), sql`${sharedBrandOf(storeId)} is null`),
      sql`${members.brandId} = ${sharedBrandOf(storeId)}`,
    ),
  );

/** The members area's SQL (docs/members.md). */
export const memberRepository = {
  /** The brand whose book the store shares, or null (the store's own book). */
  async sharedBrandId(db: Executor, storeId: number): Promise<number | null> {
    const rows = await queryRows<{ brand_id: number | null }>(db, sql`select ${sharedBrandOf(storeId)} as brand_id`);
    const brandId = rows[0]?.brand_id;
    return brandId === null || brandId === undefined ? null : Number(brandId);
  },

  /** The rule the store's checkouts use: the brand's while the brand shares members, else the store's own. */
  async settings(db: Executor, storeId: number): Promise<MemberSettingsRow | undefined> {
    const brandId = await this.sharedBrandId(db, storeId);
    if (brandId !== null) {
      const [brandRow] = await db.select().from(brandMemberSettings).where(eq(brandMemberSettings.brandId, brandId));
      if (!brandRow) return undefined;
      const { brandId: _brandId, ...rule } = brandRow;
      return { ...rule, storeId };
    }
    const [row] = await db.select().from(memberSettings).where(eq(memberSettings.storeId, storeId));
    return row;
  },

  async saveSettings(db: Executor, row: Omit<MemberSettingsRow, 'updatedAt'>, now: Date): Promise<void> {
    const { storeId: _storeId, ...values } = row;
    await db
      .insert(memberSettings)
      .values({ ...row, updatedAt: now })
      .onConflictDoUpdate({ target: memberSettings.storeId, set: { ...values, updatedAt: now } });
  },

  /** A new member of the store's book (the brand's while it shares members; the store is the member's home). */
  async insert(db: Executor, storeId: number, values: { phone: string; name: string | null; birthday: string | null }, now: Date): Promise<MemberRow> {
    const brandId = await this.sharedBrandId(db, storeId);
    const [row] = await db
      .insert(members)
      .values({ storeId, brandId, ...values, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('member not written');
    return row;
  },

  async byPhone(db: Executor, storeId: number, phone: string): Promise<MemberRow | undefined> {
    const [row] = await db.select().from(members).where(and(live(storeId), eq(members.phone, phone)));
    return row;
  },

  async byId(db: Executor, storeId: number, id: number): Promise<MemberRow | undefined> {
    const [row] = await db.select().from(members).where(and(live(storeId), eq(members.id, id)));
    return row;
  },

  /** Locks the member's row to the commit: every change of points of one member runs one after the other. */
  async lock(db: Executor, storeId: number, id: number): Promise<MemberRow | undefined> {
    const [row] = await db.select().from(members).where(and(live(storeId), eq(members.id, id))).for('update');
    return row;
  },

  async list(db: Executor, storeId: number, search: string, page: number, pageSize: number): Promise<{ total: number; rows: MemberRow[] }> {
    const where = search
      ? and(live(storeId), or(ilike(members.phone, containsPattern(search)), ilike(members.name, containsPattern(search))))
      : live(storeId);
    const [count] = await db.select({ count: sql<number>`count(*)::int` }).from(members).where(where);
    const rows = await db
      .select()
      .from(members)
      .where(where)
      .orderBy(desc(members.createdAt), desc(members.id))
      .limit(pageSize)
      .offset(offsetOf(page, pageSize));
    return { total: count?.count ?? 0, rows };
  },

  async all(db: Executor, storeId: number): Promise<MemberRow[]> {
    return db.select().from(members).where(live(storeId)).orderBy(asc(members.id));
  },

  async update(db: Executor, storeId: number, id: number, values: { phone: string; name: string | null; birthday: string | null }, now: Date): Promise<MemberRow | undefined> {
    const [row] = await db
      .update(members)
      .set({ ...values, updatedAt: now })
      .where(and(live(storeId), eq(members.id, id)))
      .returning();
    return row;
  },

  /**
   * Forgets the person: number, name and birthday go, the balance is cleared, and the orders no longer name the
   * member (their amounts stay). The ledger keeps its numbers, tied to a row with nothing personal left.
   */
  async erase(db: Executor, storeId: number, id: number, now: Date): Promise<boolean> {
    const rows = await db
      .update(members)
      .set({ phone: null, name: null, birthday: null, points: 0, erasedAt: now, updatedAt: now })
      .where(and(live(storeId), eq(members.id, id)))
      .returning({ id: members.id });
    if (rows.length === 0) return false;
    // A brand member may be named by orders and claims of every store it visited: those its ledger names, and the
    // brand's stores.
    const visited = await queryRows<{ store_id: number }>(db, sql`
      select ${storeId}::int as store_id
      union select distinct store_id from member_points where member_id = ${id}::bigint
      union select bs.store_id from brand_stores bs where bs.brand_id = ${sharedBrandOf(storeId)}`);
    const storeIds = visited.map((row) => Number(row.store_id));
    await db.update(orders).set({ memberId: null }).where(and(inArray(orders.storeId, storeIds), eq(orders.memberId, id)));
    await db.update(memberPointClaims).set({ memberId: null }).where(and(inArray(memberPointClaims.storeId, storeIds), eq(memberPointClaims.memberId, id)));
    return true;
  },

  /**
   * One change of a member's points: the ledger row and the balance in one statement (the row is locked by the
   * caller). A paid visit also counts the visit and what was paid.
   */
  async addPoints(
    db: Executor,
    entry: { storeId: number; memberId: number; points: number; reason: MemberPointReason; orderId: number | null; at: Date },
  ): Promise<void> {
    await db.execute(sql`
      with entry as (
        insert into member_points (store_id, member_id, points, reason, order_id, at)
        values (${entry.storeId}::int, ${entry.memberId}::bigint, ${entry.points}::int, ${entry.reason}::text,
          ${entry.orderId}::bigint, ${entry.at.toISOString()}::timestamptz)
        returning member_id, points
      )
      update members set points = members.points + entry.points, updated_at = ${entry.at.toISOString()}::timestamptz
      from entry where members.id = entry.member_id`);
  },

  async countVisit(db: Executor, storeId: number, memberId: number, paidCents: number, at: Date): Promise<void> {
    await db
      .update(members)
      .set({
        visits: sql`${members.visits} + 1`,
        totalSpentCents: sql`${members.totalSpentCents} + ${paidCents}`,
        lastVisitAt: at,
      })
      .where(and(live(storeId), eq(members.id, memberId)));
  },

  async markOrder(db: Executor, storeId: number, orderId: number, values: { memberId: number; pointsRedeemed: number; pointsDiscountCents: number }): Promise<void> {
    await db
      .update(orders)
      .set(values)
      .where(and(eq(orders.storeId, storeId), eq(orders.id, orderId)));
  },

  /** The points an order moved, by reason (what a refund undoes). */
  async orderPoints(db: Executor, storeId: number, orderId: number): Promise<{ memberId: number; reason: MemberPointReason; points: number }[]> {
    return db
      .select({ memberId: memberPoints.memberId, reason: memberPoints.reason, points: sql<number>`sum(${memberPoints.points})::int` })
      .from(memberPoints)
      .where(and(eq(memberPoints.storeId, storeId), eq(memberPoints.orderId, orderId)))
      .groupBy(memberPoints.memberId, memberPoints.reason);
  },

  /** Every entry of a member the caller found in the store's book: a brand member's entries of every store. */
  async ledger(db: Executor, memberId: number) {
    return db
      .select({ points: memberPoints.points, reason: memberPoints.reason, orderId: memberPoints.orderId, at: memberPoints.at })
      .from(memberPoints)
      .where(eq(memberPoints.memberId, memberId))
      .orderBy(desc(memberPoints.at), desc(memberPoints.id));
  },

  async insertClaim(db: Executor, claim: { storeId: number; orderId: number; token: string; points: number; expiresAt: Date; now: Date }): Promise<void> {
    await db.insert(memberPointClaims).values({
      storeId: claim.storeId,
      orderId: claim.orderId,
      token: claim.token,
      points: claim.points,
      expiresAt: claim.expiresAt,
      createdAt: claim.now,
    });
  },

  async claim(db: Executor, token: string, lock: boolean): Promise<(ClaimRow & { storeName: string }) | undefined> {
    const query = db
      .select({ claim: memberPointClaims, storeName: stores.name })
      .from(memberPointClaims)
      .innerJoin(stores, eq(stores.id, memberPointClaims.storeId))
      .where(eq(memberPointClaims.token, token));
    const [row] = lock ? await query.for('update', { of: memberPointClaims }) : await query;
    return row ? { ...row.claim, storeName: row.storeName } : undefined;
  },

  async markClaimed(db: Executor, id: number, memberId: number, now: Date): Promise<void> {
    await db.update(memberPointClaims).set({ claimedAt: now, memberId }).where(eq(memberPointClaims.id, id));
  },

  /** An order already paid with a member (a claim for it would earn twice). */
  async orderMember(db: Executor, storeId: number, orderId: number): Promise<number | null> {
    const [row] = await db.select({ memberId: orders.memberId }).from(orders).where(and(eq(orders.storeId, storeId), eq(orders.id, orderId)));
    return row?.memberId ?? null;
  },

  /**
   * Per member of the stores that have an expiry, the points that are due to expire at `now`: first in, first out,
   * every point spent, taken back or expired so far is taken from the oldest earned ones, so what is left of the
   * points earned before the cut-off (now - expireMonths) expires; never more than the balance.
   */
  async expiring(db: Executor, now: Date, memberId: number | null = null): Promise<{ storeId: number; memberId: number; points: number }[]> {
    const rows = await queryRows<{ store_id: number; member_id: number | string; points: number }>(db, sql`
      select m.store_id, m.id as member_id,
        least(m.points, greatest(0,
          coalesce(sum(p.points) filter (where p.points > 0 and p.at < ${now.toISOString()}::timestamptz - make_interval(months => s.expire_months)), 0)
          + coalesce(sum(p.points) filter (where p.points < 0), 0)))::int as points
      from members m
      -- A brand member expires under the brand's rule, a store's member under the store's.
      join lateral (
        select coalesce(
          (select b.expire_months from brand_member_settings b where b.brand_id = m.brand_id),
          (select ms.expire_months from member_settings ms where ms.store_id = m.store_id and m.brand_id is null)) as expire_months
      ) s on s.expire_months is not null
      join member_points p on p.member_id = m.id
      where m.erased_at is null and m.points > 0 and (${memberId}::bigint is null or m.id = ${memberId}::bigint)
      group by m.store_id, m.id, m.points
      having least(m.points, greatest(0,
          coalesce(sum(p.points) filter (where p.points > 0 and p.at < ${now.toISOString()}::timestamptz - make_interval(months => s.expire_months)), 0)
          + coalesce(sum(p.points) filter (where p.points < 0), 0))) > 0`);
    return rows.map((row) => ({ storeId: Number(row.store_id), memberId: Number(row.member_id), points: Number(row.points) }));
  },

  /** Per month (the store's calendar) from `from` to `to` (yyyy-MM-01 dates): new members, active ones, points in and out. */
  async report(db: Executor, storeId: number, timeZone: string, from: string, to: string) {
    return queryRows<{ month: string; new_members: number; active_members: number; points_issued: number; points_redeemed: number }>(db, sql`
      with months as (
        select to_char(d, 'YYYY-MM') as month from generate_series(${from}::date, ${to}::date, interval '1 month') as d
      ), joined as (
        select to_char(created_at at time zone ${timeZone}, 'YYYY-MM') as month, count(*)::int as n
        from members where store_id = ${storeId} group by 1
      ), moved as (
        select to_char(at at time zone ${timeZone}, 'YYYY-MM') as month,
          count(distinct member_id) filter (where reason in ('EARN', 'CLAIM', 'REDEEM'))::int as active,
          coalesce(sum(points) filter (where reason in ('EARN', 'CLAIM')), 0)::int as issued,
          coalesce(-sum(points) filter (where reason = 'REDEEM'), 0)::int as redeemed
        from member_points where store_id = ${storeId} group by 1
      )
      select months.month, coalesce(joined.n, 0) as new_members, coalesce(moved.active, 0) as active_members,
        coalesce(moved.issued, 0) as points_issued, coalesce(moved.redeemed, 0) as points_redeemed
      from months left join joined using (month) left join moved using (month)
      order by months.month`);
  },

  async timeZone(db: Executor, storeId: number): Promise<string> {
    const [row] = await db.select({ timeZone: stores.timeZone }).from(stores).where(eq(stores.id, storeId));
    return row?.timeZone ?? 'Asia/Taipei';
  },
};
