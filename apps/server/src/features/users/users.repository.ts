import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { StoreRef } from '@diancan/core';
import type { Executor } from '../../platform/db/database.js';
import { stores, userPermissions, userStores, users } from '../../platform/db/schema/index.js';

export interface UserRecord {
  id: number;
  account: string;
  passwordHash: string;
  name: string;
  email: string | null;
  phone: string | null;
  buyerType: string | null;
  deactivatedAt: Date | null;
}

const userColumns = {
  id: users.id,
  account: users.account,
  passwordHash: users.passwordHash,
  name: users.name,
  email: users.email,
  phone: users.phone,
  buyerType: users.buyerType,
  deactivatedAt: users.deactivatedAt,
};

/** User lookups shared by sign-in, passwords and the current user. */
export const usersRepository = {
  /** Accounts match without regard to case (the unique index is on lower(account)). */
  async findByAccount(db: Executor, account: string): Promise<UserRecord | null> {
    const [row] = await db
      .select(userColumns)
      .from(users)
      .where(sql`lower(${users.account}) = lower(${account})`)
      .limit(1);
    return row ?? null;
  },

  async findById(db: Executor, id: number): Promise<UserRecord | null> {
    const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
    return row ?? null;
  },

  async permissionsOf(db: Executor, userId: number): Promise<string[]> {
    const rows = await db
      .select({ permission: userPermissions.permission })
      .from(userPermissions)
      .where(eq(userPermissions.userId, userId))
      .orderBy(userPermissions.permission);
    return rows.map((row) => row.permission);
  },

  /** The user's active stores, in id order (the first one becomes the active store in the client). */
  async activeStoresOf(db: Executor, userId: number): Promise<StoreRef[]> {
    return db
      .select({ id: stores.id, name: stores.name })
      .from(userStores)
      .innerJoin(stores, eq(stores.id, userStores.storeId))
      .where(and(eq(userStores.userId, userId), isNull(stores.deactivatedAt)))
      .orderBy(stores.id);
  },

  /** The named stores that are still active, by id: an HQ account's brand stores (docs/chains.md). */
  async activeStoresByIds(db: Executor, storeIds: readonly number[]): Promise<StoreRef[]> {
    if (storeIds.length === 0) return [];
    return db
      .select({ id: stores.id, name: stores.name })
      .from(stores)
      .where(and(inArray(stores.id, [...storeIds]), isNull(stores.deactivatedAt)))
      .orderBy(stores.id);
  },

  async setPasswordHash(db: Executor, userId: number, passwordHash: string, now: Date): Promise<void> {
    await db
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
      .where(eq(users.id, userId));
  },

  /** Active owners (store principals) of a store. */
  async ownerIdsOf(db: Executor, storeId: number): Promise<number[]> {
    const rows = await db
      .select({ id: users.id })
      .from(userStores)
      .innerJoin(users, eq(users.id, userStores.userId))
      .where(and(eq(userStores.storeId, storeId), eq(userStores.relation, 'OWNER'), isNull(users.deactivatedAt)))
      .orderBy(users.id);
    return rows.map((row) => row.id);
  },
};
