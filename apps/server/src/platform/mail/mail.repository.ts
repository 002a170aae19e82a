import type { Executor } from '../db/database.js';
import { mailLog } from '../db/schema/index.js';

export type MailStatus = 'SENT' | 'FAILED' | 'LOGGED';

export interface MailLogRow {
  kind: string;
  storeId: number | null;
  recipient: string;
  subject: string;
  bodyText: string;
  status: MailStatus;
  error: string | null;
  createdAt: Date;
}

export const mailRepository = {
  async insert(db: Executor, row: MailLogRow): Promise<number> {
    const [inserted] = await db.insert(mailLog).values(row).returning({ id: mailLog.id });
    if (!inserted) throw new Error('mail log row was not written');
    return inserted.id;
  },
};
