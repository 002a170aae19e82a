import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { sessions, systemParams, users } from '../../platform/db/schema/index.js';

export const systemRepository = {
  async find(db: Executor, id: string): Promise<unknown> {
    const [row] = await db.select({ value: systemParams.value }).from(systemParams).where(eq(systemParams.id, id));
    return row ? row.value : undefined;
  },

  async save(db: Executor, id: string, value: unknown, updatedBy: number | null, now: Date): Promise<void> {
    await db
      .insert(systemParams)
      .values({ id, value, updatedBy, updatedAt: now })
      .onConflictDoUpdate({ target: systemParams.id, set: { value, updatedBy, updatedAt: now } });
  },

  /** Every stored parameter with the account that changed it last. */
  async all(db: Executor) {
    return db
      .select({ id: systemParams.id, value: systemParams.value, updatedAt: systemParams.updatedAt, updatedBy: users.account })
      .from(systemParams)
      .leftJoin(users, eq(users.id, systemParams.updatedBy));
  },

  /** Users with a session that has not ended (the ones a kick-out concerns). */
  async usersWithLiveSessions(db: Executor, now: Date): Promise<number[]> {
    const rows = await db
      .selectDistinct({ userId: sessions.userId })
      .from(sessions)
      .where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
    return rows.map((row) => row.userId);
  },
};
