import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { verifyCodes } from '../../platform/db/schema/index.js';

export interface VerifyCodeRecord {
  id: number;
  codeHash: string;
  expiresAt: Date;
  failedTries: number;
  verifiedAt: Date | null;
}

/** SQL of the forgot-password codes. */
export const verifyCodeRepository = {
  /** The user's newest code that was neither used nor replaced. */
  async findOpen(db: Executor, userId: number): Promise<VerifyCodeRecord | null> {
    const [row] = await db
      .select({
        id: verifyCodes.id,
        codeHash: verifyCodes.codeHash,
        expiresAt: verifyCodes.expiresAt,
        failedTries: verifyCodes.failedTries,
        verifiedAt: verifyCodes.verifiedAt,
      })
      .from(verifyCodes)
      .where(and(eq(verifyCodes.userId, userId), isNull(verifyCodes.consumedAt)))
      .orderBy(desc(verifyCodes.createdAt), desc(verifyCodes.id))
      .limit(1);
    return row ?? null;
  },

  /** Closes every open code of the user (a new one replaces them, or one was used). */
  async closeAll(db: Executor, userId: number, now: Date): Promise<void> {
    await db
      .update(verifyCodes)
      .set({ consumedAt: now })
      .where(and(eq(verifyCodes.userId, userId), isNull(verifyCodes.consumedAt)));
  },

  async insert(db: Executor, row: { userId: number; codeHash: string; createdAt: Date; expiresAt: Date }): Promise<void> {
    await db.insert(verifyCodes).values(row);
  },

  /** Counts a wrong try atomically and returns the count after it. */
  async addFailedTry(db: Executor, id: number): Promise<number> {
    const [row] = await db
      .update(verifyCodes)
      .set({ failedTries: sql`${verifyCodes.failedTries} + 1` })
      .where(eq(verifyCodes.id, id))
      .returning({ failedTries: verifyCodes.failedTries });
    return row?.failedTries ?? Number.MAX_SAFE_INTEGER;
  },

  async markVerified(db: Executor, id: number, now: Date): Promise<void> {
    await db.update(verifyCodes).set({ verifiedAt: now }).where(and(eq(verifyCodes.id, id), isNull(verifyCodes.verifiedAt)));
  },
};
