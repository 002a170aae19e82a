import type { ContractPeriodState } from '@diancan/core';
import { and, asc, count, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/database.js';
import { contractSchemes, storeContracts, storeProfiles, stores, users } from '../../platform/db/schema/index.js';
import { containsPattern } from '../../platform/db/sql.js';
import { storeToday } from './contract-state.sql.js';

const sales = alias(users, 'contract_sales_user');

const columns = {
  id: storeContracts.id,
  storeId: storeContracts.storeId,
  storeName: stores.name,
  schemeId: storeContracts.schemeId,
  schemeName: contractSchemes.name,
  startDate: storeContracts.startDate,
  endDate: storeContracts.endDate,
  amountCents: storeContracts.amountCents,
  remark: storeContracts.remark,
  salesName: sales.name,
  createdAt: storeContracts.createdAt,
  updatedAt: storeContracts.updatedAt,
};

export interface ContractFilter {
  keyword: string | null;
  storeId: number | null;
  schemeId: number | null;
  state: ContractPeriodState | null;
  scopeSalesId: number | null;
}

function stateCondition(state: ContractPeriodState, now: Date): SQL {
  const today = storeToday(now);
  if (state === 'NOT_STARTED') return sql`${storeContracts.startDate} > ${today}`;
  if (state === 'EXPIRED') return sql`${storeContracts.endDate} < ${today}`;
  return sql`${storeContracts.startDate} <= ${today} and ${storeContracts.endDate} >= ${today}`;
}

export interface ContractWrite {
  schemeId: number;
  startDate: string;
  endDate: string;
  amountCents: number;
  remark: string | null;
}

/** The live (not removed) contracts of one store, for its status. */
export interface StoreContractDays {
  startDate: string;
  endDate: string;
}

/** The UTC calendar day `days` after now's, as 'yyyy-MM-dd'. */
function utcDay(now: Date, days: number): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The count of a contract page, joining only the tables its filter reads: every contract has its store and its
 * scheme, so the joins change no count, and counting 10,000 contracts alone is a few milliseconds.
 */
function countOf(db: Executor, where: SQL | undefined, joins: { stores: boolean; profiles: boolean }) {
  let query = db.select({ total: count() }).from(storeContracts).$dynamic();
  if (joins.stores) query = query.innerJoin(stores, eq(stores.id, storeContracts.storeId));
  if (joins.profiles) query = query.leftJoin(storeProfiles, eq(storeProfiles.storeId, storeContracts.storeId));
  return query.where(where);
}

/** SQL of store contracts (合約). Removed contracts are kept (removed_at) and never listed. */
export const contractRepository = {
  async page(db: Executor, filter: ContractFilter, now: Date, limit: number, offset: number) {
    const where = and(
      isNull(storeContracts.removedAt),
      filter.storeId === null ? undefined : eq(storeContracts.storeId, filter.storeId),
      filter.schemeId === null ? undefined : eq(storeContracts.schemeId, filter.schemeId),
      filter.scopeSalesId === null ? undefined : eq(storeProfiles.salesId, filter.scopeSalesId),
      filter.keyword === null ? undefined : ilike(stores.name, containsPattern(filter.keyword)),
      filter.state === null ? undefined : stateCondition(filter.state, now),
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({ ...columns, today: sql<string>`${storeToday(now)}::text` })
        .from(storeContracts)
        .innerJoin(stores, eq(stores.id, storeContracts.storeId))
        .innerJoin(contractSchemes, eq(contractSchemes.id, storeContracts.schemeId))
        .leftJoin(storeProfiles, eq(storeProfiles.storeId, storeContracts.storeId))
        .leftJoin(sales, eq(sales.id, storeProfiles.salesId))
        .where(where)
        .orderBy(desc(storeContracts.endDate), desc(storeContracts.id))
        .limit(limit)
        .offset(offset),
      countOf(db, where, { stores: filter.keyword !== null || filter.state !== null, profiles: filter.scopeSalesId !== null }),
    ]);
    return { rows, total: total?.total ?? 0 };
  },

  async find(db: Executor, id: number, now: Date) {
    const [row] = await db
      .select({ ...columns, today: sql<string>`${storeToday(now)}::text` })
      .from(storeContracts)
      .innerJoin(stores, eq(stores.id, storeContracts.storeId))
      .innerJoin(contractSchemes, eq(contractSchemes.id, storeContracts.schemeId))
      .leftJoin(storeProfiles, eq(storeProfiles.storeId, storeContracts.storeId))
      .leftJoin(sales, eq(sales.id, storeProfiles.salesId))
      .where(and(eq(storeContracts.id, id), isNull(storeContracts.removedAt)));
    return row ?? null;
  },

  async insert(db: Executor, storeId: number, contract: ContractWrite, createdBy: number, now: Date): Promise<number> {
    const [row] = await db
      .insert(storeContracts)
      .values({ storeId, ...contract, createdBy, createdAt: now, updatedAt: now })
      .returning({ id: storeContracts.id });
    if (!row) throw new Error('contract not written');
    return row.id;
  },

  async update(db: Executor, id: number, contract: ContractWrite, now: Date): Promise<void> {
    await db.update(storeContracts).set({ ...contract, updatedAt: now }).where(eq(storeContracts.id, id));
  },

  async remove(db: Executor, id: number, now: Date): Promise<void> {
    await db.update(storeContracts).set({ removedAt: now, updatedAt: now }).where(eq(storeContracts.id, id));
  },

  /** The store's time zone and its live contracts (a handful), for the contract status. */
  async daysOf(db: Executor, storeId: number): Promise<{ timeZone: string; contracts: StoreContractDays[] } | null> {
    const [store] = await db.select({ timeZone: stores.timeZone }).from(stores).where(eq(stores.id, storeId));
    if (!store) return null;
    const contracts = await db
      .select({ startDate: storeContracts.startDate, endDate: storeContracts.endDate })
      .from(storeContracts)
      .where(and(eq(storeContracts.storeId, storeId), isNull(storeContracts.removedAt)))
      .orderBy(asc(storeContracts.startDate));
    return { timeZone: store.timeZone, contracts };
  },

  /**
   * Active stores whose latest contract ends between today and today + `days` (store time zone), soonest
   * first, with that contract.
   */
  async expiring(
    db: Executor,
    filter: { keyword: string | null; scopeSalesId: number | null; days: number },
    now: Date,
    limit: number,
    offset: number,
  ) {
    const today = storeToday(now);
    const latest = sql`${storeContracts.id} = (select c2.id from ${storeContracts} c2
      where c2.store_id = ${storeContracts.storeId} and c2.removed_at is null
      order by c2.end_date desc, c2.id desc limit 1)`;
    const where = and(
      isNull(storeContracts.removedAt),
      isNull(stores.deactivatedAt),
      // The same window in dates any time zone can have today (UTC-12 to UTC+14 lie within a day of UTC), so the
      // end-date index narrows the contracts before each store's own calendar day decides.
      sql`${storeContracts.endDate} between ${utcDay(now, -1)}::date and ${utcDay(now, filter.days + 1)}::date`,
      latest,
      sql`${storeContracts.endDate} >= ${today}`,
      sql`${storeContracts.endDate} <= ${today} + ${filter.days}::int`,
      filter.scopeSalesId === null ? undefined : eq(storeProfiles.salesId, filter.scopeSalesId),
      filter.keyword === null ? undefined : ilike(stores.name, containsPattern(filter.keyword)),
    );
    const owner = sql<string | null>`(select u.name from user_stores us join ${users} u on u.id = us.user_id
      where us.store_id = ${stores.id} and us.relation = 'OWNER' order by u.id limit 1)`;
    const [rows, [total]] = await Promise.all([
      db
        .select({
          storeId: stores.id,
          storeName: stores.name,
          phone: stores.phone,
          ownerName: owner,
          salesId: storeProfiles.salesId,
          salesName: sales.name,
          contractId: storeContracts.id,
          schemeName: contractSchemes.name,
          endDate: storeContracts.endDate,
          daysLeft: sql<number>`(${storeContracts.endDate} - ${today})::int`,
        })
        .from(storeContracts)
        .innerJoin(stores, eq(stores.id, storeContracts.storeId))
        .innerJoin(contractSchemes, eq(contractSchemes.id, storeContracts.schemeId))
        .leftJoin(storeProfiles, eq(storeProfiles.storeId, stores.id))
        .leftJoin(sales, eq(sales.id, storeProfiles.salesId))
        .where(where)
        .orderBy(asc(sql`${storeContracts.endDate} - ${today}`), asc(stores.id))
        .limit(limit)
        .offset(offset),
      db
        .select({ total: count() })
        .from(storeContracts)
        .innerJoin(stores, eq(stores.id, storeContracts.storeId))
        .leftJoin(storeProfiles, eq(storeProfiles.storeId, stores.id))
        .where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  },

  async storeIsActive(db: Executor, storeId: number): Promise<boolean> {
    const [row] = await db.select({ deactivatedAt: stores.deactivatedAt }).from(stores).where(eq(stores.id, storeId));
    return row !== undefined && row.deactivatedAt === null;
  },
};
