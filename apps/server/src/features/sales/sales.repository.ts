import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { salesProfiles, storeProfiles, stores, userPermissions, users } from '../../platform/db/schema/index.js';
import { containsPattern } from '../../platform/db/sql.js';

const SALES_PERMISSION = 'USER_SALES_PERSON';

const isSales = sql`exists (select 1 from ${userPermissions} p
  where p.user_id = ${users.id} and p.permission = ${SALES_PERMISSION})`;

const storeCount = sql<number>`(select count(*)::int from ${storeProfiles} where ${storeProfiles.salesId} = ${users.id})`;

const columns = {
  id: users.id,
  account: users.account,
  name: users.name,
  phone: users.phone,
  email: users.email,
  code: salesProfiles.code,
  remark: salesProfiles.remark,
  deactivatedAt: users.deactivatedAt,
  storeCount,
  createdAt: users.createdAt,
};

export interface SalesFilter {
  keyword: string | null;
  status: 'ALL' | 'ACTIVE' | 'INACTIVE';
}

function whereOf(filter: SalesFilter): SQL | undefined {
  const pattern = filter.keyword ? containsPattern(filter.keyword) : null;
  return and(
    isSales,
    filter.status === 'ACTIVE' ? isNull(users.deactivatedAt) : undefined,
    filter.status === 'INACTIVE' ? isNotNull(users.deactivatedAt) : undefined,
    pattern === null
      ? undefined
      : or(ilike(users.account, pattern), ilike(users.name, pattern), ilike(users.phone, pattern), ilike(users.email, pattern), ilike(salesProfiles.code, pattern)),
  );
}

export type SalesRow = Awaited<ReturnType<typeof salesRepository.list>>[number];

export interface SalesContact {
  name: string;
  phone: string | null;
  email: string | null;
}

/** SQL of sales people: users holding USER_SALES_PERSON, with their profile and assigned stores. */
export const salesRepository = {
  async page(db: Executor, filter: SalesFilter, limit: number, offset: number) {
    const where = whereOf(filter);
    const [rows, [total]] = await Promise.all([
      db.select(columns).from(users).leftJoin(salesProfiles, eq(salesProfiles.userId, users.id)).where(where).orderBy(desc(users.id)).limit(limit).offset(offset),
      db.select({ total: count() }).from(users).leftJoin(salesProfiles, eq(salesProfiles.userId, users.id)).where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  },

  /** Every match, for the spreadsheet (sales teams are small). */
  async list(db: Executor, filter: SalesFilter) {
    return db.select(columns).from(users).leftJoin(salesProfiles, eq(salesProfiles.userId, users.id)).where(whereOf(filter)).orderBy(asc(users.id));
  },

  async find(db: Executor, id: number) {
    const [row] = await db
      .select(columns)
      .from(users)
      .leftJoin(salesProfiles, eq(salesProfiles.userId, users.id))
      .where(and(eq(users.id, id), isSales));
    return row ?? null;
  },

  async options(db: Executor) {
    return db
      .select({ id: users.id, name: users.name, account: users.account })
      .from(users)
      .where(and(isSales, isNull(users.deactivatedAt)))
      .orderBy(asc(users.name), asc(users.id));
  },

  async storesOf(db: Executor, salesId: number) {
    return db
      .select({ id: stores.id, name: stores.name, deactivatedAt: stores.deactivatedAt })
      .from(storeProfiles)
      .innerJoin(stores, eq(stores.id, storeProfiles.storeId))
      .where(eq(storeProfiles.salesId, salesId))
      .orderBy(asc(stores.id));
  },

  async existingStoreIds(db: Executor, storeIds: readonly number[]): Promise<number[]> {
    if (storeIds.length === 0) return [];
    const rows = await db.select({ id: stores.id }).from(stores).where(inArray(stores.id, [...storeIds]));
    return rows.map((row) => row.id);
  },

  async codeTaken(db: Executor, code: string, exceptUserId: number | null): Promise<boolean> {
    const [row] = await db
      .select({ userId: salesProfiles.userId })
      .from(salesProfiles)
      .where(and(eq(salesProfiles.code, code), exceptUserId === null ? undefined : ne(salesProfiles.userId, exceptUserId)));
    return row !== undefined;
  },

  async insert(
    db: Executor,
    person: SalesContact & { account: string; passwordHash: string; code: string | null; remark: string | null },
    createdBy: number,
    now: Date,
  ): Promise<number> {
    const { code, remark, ...user } = person;
    const [row] = await db.insert(users).values({ ...user, createdAt: now, updatedAt: now }).returning({ id: users.id });
    if (!row) throw new Error('sales person not written');
    await db.insert(userPermissions).values({ userId: row.id, permission: SALES_PERMISSION });
    await db.insert(salesProfiles).values({ userId: row.id, code, remark, createdBy, createdAt: now, updatedAt: now });
    return row.id;
  },

  async update(
    db: Executor,
    id: number,
    person: SalesContact & { code: string | null; remark: string | null; passwordHash: string | null },
    now: Date,
  ): Promise<void> {
    const { code, remark, passwordHash, ...contact } = person;
    await db
      .update(users)
      .set({ ...contact, ...(passwordHash ? { passwordHash, passwordChangedAt: now } : {}), updatedAt: now })
      .where(eq(users.id, id));
    await db
      .insert(salesProfiles)
      .values({ userId: id, code, remark, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: salesProfiles.userId, set: { code, remark, updatedAt: now } });
  },

  async setDeactivatedAt(db: Executor, id: number, at: Date | null, now: Date): Promise<void> {
    await db.update(users).set({ deactivatedAt: at, updatedAt: now }).where(eq(users.id, id));
  },

  /** Makes `storeIds` exactly the person's stores: listed stores move to them, their other stores are unassigned. */
  async assignStores(db: Executor, salesId: number, storeIds: readonly number[], now: Date): Promise<void> {
    await db
      .update(storeProfiles)
      .set({ salesId: null, updatedAt: now })
      .where(and(eq(storeProfiles.salesId, salesId), storeIds.length ? notInArray(storeProfiles.storeId, [...storeIds]) : undefined));
    if (storeIds.length === 0) return;
    await db
      .insert(storeProfiles)
      .values(storeIds.map((storeId) => ({ storeId, salesId, createdAt: now, updatedAt: now })))
      .onConflictDoUpdate({ target: storeProfiles.storeId, set: { salesId, updatedAt: now } });
  },
};
