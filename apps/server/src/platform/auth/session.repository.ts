import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { queryPreparedRows } from '../db/raw-rows.js';
import type { Executor } from '../db/database.js';
import { brandStores, brandUsers, sessions, storeProfiles, stores, userPermissions, userStores, users } from '../db/schema/index.js';

export interface NewSessionRow {
  id: string;
  tokenHash: string;
  userId: number;
  xsrfToken: string;
  createdAt: Date;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
}

export interface LiveSessionRow {
  id: string;
  userId: number;
  xsrfToken: string;
  createdAt: Date;
  lastSeenAt: Date;
  account: string;
  permissions: string[];
  /** The active stores the user belongs to (a store user's stores), in id order. */
  activeStoreIds: number[];
  /** The stores assigned to the user as a sales person (deactivated ones too: they may restore them). */
  assignedStoreIds: number[];
  /** The brand whose HQ (總部) the user is, or null; and that brand's active stores. */
  brandId: number | null;
  brandStoreIds: number[];
  /** The store whose manager code the session passed, with when the pass was last used; null without one. */
  managerCodePass: { storeId: number; usedAt: Date } | null;
}

/** SQL of the session store (platform/auth); nothing else touches the sessions table. */
export const sessionRepository = {
  async insert(db: Executor, row: NewSessionRow): Promise<void> {
    await db.insert(sessions).values({ ...row, lastSeenAt: row.createdAt });
  },

  /**
   * A session that is neither revoked nor past either timeout, with its active user, the user's permissions and both
   * store lists (its own active stores; the stores assigned to it as a sales person): every request resolves its
   * principal, so this is ONE round trip, not four. Both lists are small; the caller keeps the one the role needs.
   */
  async findLive(db: Executor, tokenHash: string, now: Date, idleSince: Date): Promise<LiveSessionRow | null> {
    const rows = await queryPreparedRows<{
      id: string;
      user_id: number;
      xsrf_token: string;
      created_at: string | Date;
      last_seen_at: string | Date;
      account: string;
      permissions: string[] | null;
      active_store_ids: number[] | null;
      assigned_store_ids: number[] | null;
      brand_id: number | null;
      brand_store_ids: number[] | null;
      manager_code_store_id: number | null;
      manager_code_used_at: string | Date | null;
    }>(db, sql`
      select s.id, s.user_id, s.xsrf_token, s.created_at, s.last_seen_at, u.account,
        s.manager_code_store_id, s.manager_code_used_at,
        array(select p.permission from ${userPermissions} p where p.user_id = s.user_id) as permissions,
        array(select us.store_id from ${userStores} us join ${stores} st on st.id = us.store_id
              where us.user_id = s.user_id and st.deactivated_at is null order by us.store_id) as active_store_ids,
        array(select sp.store_id from ${storeProfiles} sp where sp.sales_id = s.user_id order by sp.store_id)
          as assigned_store_ids,
        (select bu.brand_id from ${brandUsers} bu where bu.user_id = s.user_id) as brand_id,
        array(select bs.store_id from ${brandUsers} bu join ${brandStores} bs on bs.brand_id = bu.brand_id
              join ${stores} st on st.id = bs.store_id
              where bu.user_id = s.user_id and st.deactivated_at is null order by bs.store_id) as brand_store_ids
      from ${sessions} s join ${users} u on u.id = s.user_id
      where s.token_hash = ${tokenHash} and s.revoked_at is null and s.expires_at > ${now.toISOString()}::timestamptz
        and s.last_seen_at > ${idleSince.toISOString()}::timestamptz and u.deactivated_at is null
      limit 1`);
    const row = rows[0];
    if (!row) return null;
    return {
      id: row.id,
      userId: Number(row.user_id),
      xsrfToken: row.xsrf_token,
      createdAt: new Date(row.created_at),
      lastSeenAt: new Date(row.last_seen_at),
      account: row.account,
      permissions: row.permissions ?? [],
      activeStoreIds: (row.active_store_ids ?? []).map(Number),
      assignedStoreIds: (row.assigned_store_ids ?? []).map(Number),
      brandId: row.brand_id === null ? null : Number(row.brand_id),
      brandStoreIds: (row.brand_store_ids ?? []).map(Number),
      managerCodePass:
        row.manager_code_store_id === null || row.manager_code_used_at === null
          ? null
          : { storeId: Number(row.manager_code_store_id), usedAt: new Date(row.manager_code_used_at) },
    };
  },

  /** Sets (store id and time), refreshes (same) or ends (null) the session's manager-code pass. */
  async setManagerCodePass(db: Executor, sessionId: string, pass: { storeId: number; usedAt: Date } | null): Promise<void> {
    await db
      .update(sessions)
      .set({ managerCodeStoreId: pass?.storeId ?? null, managerCodeUsedAt: pass?.usedAt ?? null })
      .where(eq(sessions.id, sessionId));
  },

  async touch(db: Executor, sessionId: string, now: Date): Promise<void> {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
  },

  async revokeById(db: Executor, sessionId: string, now: Date, reason: string): Promise<string[]> {
    const rows = await db
      .update(sessions)
      .set({ revokedAt: now, revokedReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return rows.map((row) => row.id);
  },

  /** Revokes every live session of the users, except one (the caller's own, when it keeps it). */
  async revokeByUsers(
    db: Executor,
    userIds: number[],
    now: Date,
    reason: string,
    exceptSessionId: string | null,
  ): Promise<string[]> {
    if (userIds.length === 0) return [];
    const rows = await db
      .update(sessions)
      .set({ revokedAt: now, revokedReason: reason })
      .where(
        and(
          inArray(sessions.userId, userIds),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
          exceptSessionId === null ? undefined : ne(sessions.id, exceptSessionId),
        ),
      )
      .returning({ id: sessions.id });
    return rows.map((row) => row.id);
  },

  /** Housekeeping: forget sessions that ended more than `before` ago. */
  async deleteEndedBefore(db: Executor, before: Date): Promise<number> {
    const rows = await db
      .delete(sessions)
      .where(sql`${sessions.expiresAt} < ${before} or ${sessions.revokedAt} < ${before}`)
      .returning({ id: sessions.id });
    return rows.length;
  },
};
