import type { Executor } from '../../platform/db/database.js';
import { errorReports } from '../../platform/db/schema/index.js';

export const opRepository = {
  async insertErrorReport(db: Executor, row: typeof errorReports.$inferInsert): Promise<void> {
    await db.insert(errorReports).values(row);
  },
};
