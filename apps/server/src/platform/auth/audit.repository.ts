import type { Executor } from '../db/database.js';
import { authEvents } from '../db/schema/index.js';

export type AuthEventRow = typeof authEvents.$inferInsert;

export const auditRepository = {
  async insert(db: Executor, row: AuthEventRow): Promise<void> {
    await db.insert(authEvents).values(row);
  },
};
