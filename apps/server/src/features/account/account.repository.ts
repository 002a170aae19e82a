import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { storeManagerCodes, stores } from '../../platform/db/schema/index.js';

export const accountRepository = {
  async managerCodeHashOf(db: Executor, storeId: number): Promise<string | null> {
    const [row] = await db
      .select({ codeHash: storeManagerCodes.codeHash })
      .from(storeManagerCodes)
      .where(eq(storeManagerCodes.storeId, storeId));
    return row?.codeHash ?? null;
  },

  async storeExists(db: Executor, storeId: number): Promise<boolean> {
    const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
    return row !== undefined;
  },
};
