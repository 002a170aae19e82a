import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { sessions, storeProfiles, stores, userPermissions, userStores, users } from '../db/schema/index.js';

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
}

/** SQL of the session store (platform/auth); nothing else touches the sessions table. */
export const sessionRepository = {
  async insert(db: Executor, row: NewSessionRow): Promise<void> {
    await db.insert(sessions).values({ ...row, lastSeenAt: row.createdAt });
  },

  /** A session that is neither revoked nor past either timeout, with its active user. */
  async findLive(db: Executor, tokenHash: string, now: Date, idleSince: Date): Promise<LiveSessionRow | null> {
    const [row] = await db
      .select({
        id: sessions.id,
        userId: sessions.userId,
        xsrfToken: sessions.xsrfToken,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        account: users.account,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, tokenHash),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
          gt(sessions.lastSeenAt, idleSince),
          isNull(users.deactivatedAt),
        ),
      )
      .limit(1);
    return row ?? null;
  },

  async touch(db: Executor, sessionId: string, now: Date): Promise<void> {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
  },

  async permissionsOf(db: Executor, userId: number): Promise<string[]> {
    const rows = await db
      .select({ permission: userPermissions.permission })
      .from(userPermissions)
      .where(eq(userPermissions.userId, userId));
    return rows.map((row) => row.permission);
  },

  /** Ids of the active (not deactivated) stores a user belongs to, in id order. */
  async activeStoreIdsOf(db: Executor, userId: number): Promise<number[]> {
    const rows = await db
      .select({ id: stores.id })
      .from(userStores)
      .innerJoin(stores, eq(stores.id, userStores.storeId))
      .where(and(eq(userStores.userId, userId), isNull(stores.deactivatedAt)))
      .orderBy(stores.id);
    return rows.map((row) => row.id);
  },

  /** The stores assigned to a sales person (deactivated ones too: they may restore them). */
  async assignedStoreIdsOf(db: Executor, salesId: number): Promise<number[]> {
    const rows = await db
      .select({ id: storeProfiles.storeId })
      .from(storeProfiles)
      .where(eq(storeProfiles.salesId, salesId))
      .orderBy(storeProfiles.storeId);
    return rows.map((row) => row.id);
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
