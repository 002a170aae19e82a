import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { systemParams } from '../../platform/db/schema/index.js';

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
};
