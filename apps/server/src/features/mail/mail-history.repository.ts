import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { mailLog, stores } from '../../platform/db/schema/index.js';
import { containsPattern } from '../../platform/db/sql.js';

export interface MailFilter {
  keyword: string | null;
  kind: string | null;
  status: string | null;
  storeId: number | null;
  /** Instants bounding created_at: [from, to). */
  from: Date | null;
  to: Date | null;
  /** A sales person's stores: only their stores' mail (null: all mail). */
  onlyStoreIds: number[] | null;
}

const columns = {
  id: mailLog.id,
  kind: mailLog.kind,
  storeId: mailLog.storeId,
  storeName: stores.name,
  recipient: mailLog.recipient,
  subject: mailLog.subject,
  bodyText: mailLog.bodyText,
  status: mailLog.status,
  error: mailLog.error,
  createdAt: mailLog.createdAt,
};

function whereOf(filter: MailFilter): SQL | undefined {
  const pattern = filter.keyword ? containsPattern(filter.keyword) : null;
  return and(
    filter.kind === null ? undefined : eq(mailLog.kind, filter.kind),
    filter.status === null ? undefined : eq(mailLog.status, filter.status),
    filter.storeId === null ? undefined : eq(mailLog.storeId, filter.storeId),
    filter.from === null ? undefined : gte(mailLog.createdAt, filter.from),
    filter.to === null ? undefined : lt(mailLog.createdAt, filter.to),
    filter.onlyStoreIds === null ? undefined : inArray(mailLog.storeId, filter.onlyStoreIds.length ? filter.onlyStoreIds : [-1]),
    pattern === null ? undefined : or(ilike(mailLog.recipient, pattern), ilike(mailLog.subject, pattern)),
  );
}

export type MailRecord = NonNullable<Awaited<ReturnType<typeof mailHistoryRepository.find>>>;

/** Reads of the mail log for the mail history (the Mailer writes it). */
export const mailHistoryRepository = {
  async page(db: Executor, filter: MailFilter, limit: number, offset: number) {
    const where = whereOf(filter);
    const [rows, [total]] = await Promise.all([
      db.select(columns).from(mailLog).leftJoin(stores, eq(stores.id, mailLog.storeId)).where(where).orderBy(desc(mailLog.createdAt), desc(mailLog.id)).limit(limit).offset(offset),
      db.select({ total: count() }).from(mailLog).where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  },

  async find(db: Executor, id: number) {
    const [row] = await db.select(columns).from(mailLog).leftJoin(stores, eq(stores.id, mailLog.storeId)).where(eq(mailLog.id, id));
    return row ?? null;
  },
};
