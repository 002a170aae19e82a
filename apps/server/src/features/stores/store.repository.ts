import type { ContractState, SystemModules } from '@diancan/core';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/db/sql.js';
import {
  files,
  storeConfigs,
  storeProfiles,
  stores,
  userPermissions,
  userStores,
  users,
} from '../../platform/db/schema/index.js';
import { contractStateIs, contractStateSql, lastContractEnd } from '../contracts/index.js';

const sales = alias(users, 'sales_user');

/** The store's principal (the first OWNER in id order): its account and name, for lists. */
const ownerOf = (column: 'account' | 'name') =>
  sql<string | null>`(select u.${sql.raw(column)} from ${userStores} us join ${users} u on u.id = us.user_id
    where us.store_id = ${stores.id} and us.relation = 'OWNER' order by u.id limit 1)`;

function rowColumns(now: Date) {
  return {
    id: stores.id,
    name: stores.name,
    phone: stores.phone,
    address: stores.address,
    timeZone: stores.timeZone,
    deactivatedAt: stores.deactivatedAt,
    createdAt: stores.createdAt,
    updatedAt: stores.updatedAt,
    uniformNumber: storeProfiles.uniformNumber,
    bindCode: storeProfiles.bindCode,
    remark: storeProfiles.remark,
    logoFileId: storeProfiles.logoFileId,
    salesId: storeProfiles.salesId,
    salesName: sales.name,
    ownerAccount: ownerOf('account'),
    ownerName: ownerOf('name'),
    contractEndDate: lastContractEnd(),
    contractState: contractStateSql(now),
  };
}

export interface StoreListFilter {
  keyword: string | null;
  status: 'ALL' | 'ACTIVE' | 'INACTIVE';
  salesId: number | null;
  contractState: ContractState | null;
  /** A sales person's own id: only their stores (null: every store). */
  scopeSalesId: number | null;
}

function whereOf(filter: StoreListFilter, now: Date): SQL | undefined {
  const pattern = filter.keyword ? containsPattern(filter.keyword) : null;
  return and(
    filter.status === 'ACTIVE' ? isNull(stores.deactivatedAt) : undefined,
    filter.status === 'INACTIVE' ? isNotNull(stores.deactivatedAt) : undefined,
    filter.salesId === null ? undefined : eq(storeProfiles.salesId, filter.salesId),
    filter.scopeSalesId === null ? undefined : eq(storeProfiles.salesId, filter.scopeSalesId),
    filter.contractState === null ? undefined : contractStateIs(filter.contractState, now),
    pattern === null ? undefined : sql`${stores.id} in (${storesMatching(pattern)})`,
  );
}

/**
 * Ids of the stores whose name, phone, address, tax id or one of whose accounts (account or name) contains the
 * pattern: one semi-join of a union, where an OR across the joined tables made the database test every store's
 * accounts one store at a time.
 */
function storesMatching(pattern: string): SQL {
  return sql`select ${stores.id} from ${stores}
      where ${stores.name} ilike ${pattern} or ${stores.phone} ilike ${pattern} or ${stores.address} ilike ${pattern}
    union select ${storeProfiles.storeId} from ${storeProfiles} where ${storeProfiles.uniformNumber} ilike ${pattern}
    union select us.store_id from ${userStores} us join ${users} u on u.id = us.user_id
      where u.account ilike ${pattern} or u.name ilike ${pattern}`;
}

export interface NewStore {
  name: string;
  phone: string | null;
  address: string | null;
}

export interface ProfileFields {
  uniformNumber: string | null;
  bindCode: string | null;
  salesId: number | null;
  remark: string | null;
}

/** SQL of the store-manage pages. */
export const storeRepository = {
  async page(db: Executor, filter: StoreListFilter, now: Date, limit: number, offset: number) {
    const where = whereOf(filter, now);
    // The page's ids first, then the columns of those rows only: the owner, contract and state subqueries of the
    // skipped rows (5,000 of them on page 500) are never computed.
    const pageIds = db
      .select({ id: stores.id })
      .from(stores)
      .leftJoin(storeProfiles, eq(storeProfiles.storeId, stores.id))
      .where(where)
      .orderBy(desc(stores.id))
      .limit(limit)
      .offset(offset);
    const [rows, [total]] = await Promise.all([
      db
        .select(rowColumns(now))
        .from(stores)
        .leftJoin(storeProfiles, eq(storeProfiles.storeId, stores.id))
        .leftJoin(sales, eq(sales.id, storeProfiles.salesId))
        .where(inArray(stores.id, pageIds))
        .orderBy(desc(stores.id)),
      db
        .select({ total: count() })
        .from(stores)
        .leftJoin(storeProfiles, eq(storeProfiles.storeId, stores.id))
        .where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  },

  async options(db: Executor, filter: StoreListFilter, limit: number) {
    return db
      .select({ id: stores.id, name: stores.name, deactivatedAt: stores.deactivatedAt })
      .from(stores)
      .leftJoin(storeProfiles, eq(storeProfiles.storeId, stores.id))
      // Options never filter by contract state, so no "now" is needed for it.
      .where(whereOf({ ...filter, contractState: null }, new Date(0)))
      .orderBy(asc(stores.name), asc(stores.id))
      .limit(limit);
  },

  async find(db: Executor, id: number, now: Date) {
    const [row] = await db
      .select(rowColumns(now))
      .from(stores)
      .leftJoin(storeProfiles, eq(storeProfiles.storeId, stores.id))
      .leftJoin(sales, eq(sales.id, storeProfiles.salesId))
      .where(eq(stores.id, id));
    return row ?? null;
  },

  async ownerOf(db: Executor, storeId: number) {
    const [row] = await db
      .select({
        id: users.id,
        account: users.account,
        name: users.name,
        email: users.email,
        phone: users.phone,
        deactivatedAt: users.deactivatedAt,
      })
      .from(userStores)
      .innerJoin(users, eq(users.id, userStores.userId))
      .where(and(eq(userStores.storeId, storeId), eq(userStores.relation, 'OWNER')))
      .orderBy(asc(users.id))
      .limit(1);
    return row ?? null;
  },

  async logoOf(db: Executor, fileId: number) {
    const [row] = await db
      .select({ id: files.id, name: files.name, size: files.sizeBytes })
      .from(files)
      .where(eq(files.id, fileId));
    return row ?? null;
  },

  async configSections(db: Executor, storeId: number) {
    const [row] = await db
      .select({ systemModules: storeConfigs.systemModules, invoiceSettings: storeConfigs.invoiceSettings })
      .from(storeConfigs)
      .where(eq(storeConfigs.storeId, storeId));
    return row ?? null;
  },

  async insertStore(db: Executor, store: NewStore, now: Date): Promise<number> {
    const [row] = await db
      .insert(stores)
      .values({ ...store, createdAt: now, updatedAt: now })
      .returning({ id: stores.id });
    if (!row) throw new Error('store not written');
    return row.id;
  },

  async updateStore(db: Executor, id: number, store: NewStore, now: Date): Promise<void> {
    await db.update(stores).set({ ...store, updatedAt: now }).where(eq(stores.id, id));
  },

  async setDeactivatedAt(db: Executor, id: number, at: Date | null, now: Date): Promise<void> {
    await db.update(stores).set({ deactivatedAt: at, updatedAt: now }).where(eq(stores.id, id));
  },

  /** Creates or updates the store's profile row (stores made before the back office have none). */
  async saveProfile(
    db: Executor,
    storeId: number,
    fields: Partial<ProfileFields> & { logoFileId?: number | null; qrHash?: string; createdBy?: number },
    now: Date,
  ): Promise<void> {
    const { createdBy, ...changes } = fields;
    await db
      .insert(storeProfiles)
      .values({ storeId, ...changes, createdBy: createdBy ?? null, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: storeProfiles.storeId, set: { ...changes, updatedAt: now } });
  },

  /** Sets the QR hash unless the store already has one; returns the one it has. */
  async claimQrHash(db: Executor, storeId: number, candidate: string, now: Date): Promise<string> {
    await db
      .insert(storeProfiles)
      .values({ storeId, qrHash: candidate, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: storeProfiles.storeId,
        set: { qrHash: sql`coalesce(${storeProfiles.qrHash}, excluded.qr_hash)` },
      });
    const [row] = await db.select({ qrHash: storeProfiles.qrHash }).from(storeProfiles).where(eq(storeProfiles.storeId, storeId));
    if (!row?.qrHash) throw new Error('qr hash not written');
    return row.qrHash;
  },

  async bindCodeTaken(db: Executor, code: string, exceptStoreId: number | null): Promise<boolean> {
    const [row] = await db
      .select({ storeId: storeProfiles.storeId })
      .from(storeProfiles)
      .where(eq(storeProfiles.bindCode, code));
    return row !== undefined && row.storeId !== exceptStoreId;
  },

  async saveConfigSections(
    db: Executor,
    storeId: number,
    sections: typeof storeConfigs.$inferInsert,
    changes: Partial<Pick<typeof storeConfigs.$inferInsert, 'systemModules' | 'invoiceSettings'>>,
    now: Date,
  ): Promise<void> {
    await db
      .insert(storeConfigs)
      .values({ ...sections, storeId, updatedAt: now })
      .onConflictDoUpdate({ target: storeConfigs.storeId, set: { ...changes, updatedAt: now } });
  },

  async systemModulesOf(db: Executor, storeId: number): Promise<SystemModules | null> {
    return (await storeRepository.configSections(db, storeId))?.systemModules ?? null;
  },

  // ---- users of the store ----

  async accountTaken(db: Executor, account: string): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.account}) = lower(${account})`)
      .limit(1);
    return row !== undefined;
  },

  async insertOwner(
    db: Executor,
    storeId: number,
    owner: { account: string; passwordHash: string; name: string; email: string | null; phone: string | null },
    now: Date,
  ): Promise<number> {
    const [user] = await db
      .insert(users)
      .values({ ...owner, createdAt: now, updatedAt: now })
      .returning({ id: users.id });
    if (!user) throw new Error('owner not written');
    await db.insert(userPermissions).values({ userId: user.id, permission: 'USER_STORE' });
    await db.insert(userStores).values({ storeId, userId: user.id, relation: 'OWNER', createdAt: now });
    return user.id;
  },

  async updateOwnerContact(
    db: Executor,
    userId: number,
    contact: { name: string; email: string | null; phone: string | null },
    now: Date,
  ): Promise<void> {
    await db.update(users).set({ ...contact, updatedAt: now }).where(eq(users.id, userId));
  },

  /** Users of the store who have no other active store: they lose access when it is deactivated. */
  async usersOnlyOf(db: Executor, storeId: number): Promise<number[]> {
    const other = alias(userStores, 'other_store');
    const rows = await db
      .select({ userId: userStores.userId })
      .from(userStores)
      .where(
        and(
          eq(userStores.storeId, storeId),
          notExists(
            db
              .select({ one: sql`1` })
              .from(other)
              .innerJoin(stores, eq(stores.id, other.storeId))
              .where(and(eq(other.userId, userStores.userId), ne(other.storeId, storeId), isNull(stores.deactivatedAt))),
          ),
        ),
      );
    return rows.map((row) => row.userId);
  },

  async isSalesPerson(db: Executor, userId: number): Promise<boolean> {
    const [row] = await db
      .select({ userId: userPermissions.userId })
      .from(userPermissions)
      .innerJoin(users, eq(users.id, userPermissions.userId))
      .where(and(eq(userPermissions.userId, userId), eq(userPermissions.permission, 'USER_SALES_PERSON'), isNull(users.deactivatedAt)));
    return row !== undefined;
  },
};
