import type { CashDrawerRecordType } from '@diancan/core';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { cashDrawerRecords, users } from '../../platform/db/schema/index.js';

export type CashDrawerRow = typeof cashDrawerRecords.$inferSelect;
export type CashDrawerView = CashDrawerRow & { createdByName: string | null };

export interface CashDrawerFilter {
  storeId: number;
  startDate: string;
  endDate: string;
  type: CashDrawerRecordType | null;
}

const viewColumns = { record: cashDrawerRecords, createdByName: users.name };
const live = (storeId: number) => and(eq(cashDrawerRecords.storeId, storeId), isNull(cashDrawerRecords.removedAt));

function whereOf(filter: CashDrawerFilter): SQL | undefined {
  return and(
    live(filter.storeId),
    gte(cashDrawerRecords.businessDate, filter.startDate),
    lte(cashDrawerRecords.businessDate, filter.endDate),
    filter.type === null ? undefined : eq(cashDrawerRecords.type, filter.type),
  );
}

function toView(row: { record: CashDrawerRow; createdByName: string | null }): CashDrawerView {
  return { ...row.record, createdByName: row.createdByName };
}

/** Cash drawer records (臨時收支) of a store; removed ones are invisible to every read. */
export const cashDrawerRepository = {
  async insert(
    tx: Executor,
    values: { storeId: number; businessDate: string; type: CashDrawerRecordType; amountCents: number; remark: string; userId: number },
    now: Date,
  ): Promise<CashDrawerRow> {
    const { userId, ...record } = values;
    const [row] = await tx
      .insert(cashDrawerRecords)
      .values({ ...record, createdBy: userId, updatedBy: userId, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('cash drawer record not written');
    return row;
  },

  /**
   * The listed records of the store that are not removed, row-locked in id order (two batches never deadlock; a
   * finish waits for the change, or has already handed the record over).
   */
  async lockMany(tx: Executor, storeId: number, ids: readonly number[]): Promise<CashDrawerRow[]> {
    return tx
      .select()
      .from(cashDrawerRecords)
      .where(and(live(storeId), inArray(cashDrawerRecords.id, [...ids])))
      .orderBy(asc(cashDrawerRecords.id))
      .for('update');
  },

  async update(
    tx: Executor,
    id: number,
    values: { type: CashDrawerRecordType; amountCents: number; remark: string; userId: number },
    now: Date,
  ): Promise<void> {
    const { userId, ...record } = values;
    await tx
      .update(cashDrawerRecords)
      .set({ ...record, updatedBy: userId, updatedAt: now })
      .where(eq(cashDrawerRecords.id, id));
  },

  async softRemove(tx: Executor, ids: readonly number[], userId: number, now: Date): Promise<void> {
    await tx
      .update(cashDrawerRecords)
      .set({ removedAt: now, removedBy: userId, updatedAt: now })
      .where(inArray(cashDrawerRecords.id, [...ids]));
  },

  async find(db: Executor, storeId: number, id: number): Promise<CashDrawerView | undefined> {
    const [row] = await db
      .select(viewColumns)
      .from(cashDrawerRecords)
      .leftJoin(users, eq(users.id, cashDrawerRecords.createdBy))
      .where(and(live(storeId), eq(cashDrawerRecords.id, id)));
    return row && toView(row);
  },

  /** Newest first; `limit` null reads every row of the filter (the export). */
  async list(db: Executor, filter: CashDrawerFilter, limit: number | null, offset = 0): Promise<CashDrawerView[]> {
    const query = db
      .select(viewColumns)
      .from(cashDrawerRecords)
      .leftJoin(users, eq(users.id, cashDrawerRecords.createdBy))
      .where(whereOf(filter))
      .orderBy(desc(cashDrawerRecords.createdAt), desc(cashDrawerRecords.id))
      .offset(offset);
    const rows = limit === null ? await query : await query.limit(limit);
    return rows.map(toView);
  },

  async count(db: Executor, filter: CashDrawerFilter): Promise<number> {
    const [row] = await db.select({ total: count() }).from(cashDrawerRecords).where(whereOf(filter));
    return row?.total ?? 0;
  },

  async summary(db: Executor, filter: CashDrawerFilter) {
    const income = sql`${cashDrawerRecords.type} = 'INCOME'`;
    const expense = sql`${cashDrawerRecords.type} = 'EXPENSE'`;
    const [row] = await db
      .select({
        income: sql<string>`coalesce(sum(${cashDrawerRecords.amountCents}) filter (where ${income}), 0)`,
        expense: sql<string>`coalesce(sum(${cashDrawerRecords.amountCents}) filter (where ${expense}), 0)`,
        incomeCount: sql<string>`count(*) filter (where ${income})`,
        expenseCount: sql<string>`count(*) filter (where ${expense})`,
      })
      .from(cashDrawerRecords)
      .where(whereOf(filter));
    return {
      income: Number(row?.income ?? 0),
      expense: Number(row?.expense ?? 0),
      incomeCount: Number(row?.incomeCount ?? 0),
      expenseCount: Number(row?.expenseCount ?? 0),
    };
  },
};
