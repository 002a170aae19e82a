import type { SystemModules } from '@diancan/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import { hashSecret } from '../src/platform/auth/passwords.js';
import type { Database } from '../src/platform/db/database.js';
import { authEvents, mailLog, storeConfigs, storeManagerCodes, stores, userPermissions, userStores, users } from '../src/platform/db/schema/index.js';
import { DEFAULT_SECTIONS } from '../src/features/settings/settings.presenter.js';
import { DEMO_MANAGER_CODE, DEMO_PASSWORD } from '../src/seed/demo-data.js';
import type { TestClient } from './harness.js';

/** Test data beyond the demo seed, written straight into the test's own database. */

export async function addStore(
  db: Database,
  name: string,
  options: { owner?: string; deactivated?: boolean; modules?: Partial<SystemModules> } = {},
) {
  const [store] = await db
    .insert(stores)
    .values({ name, deactivatedAt: options.deactivated ? new Date() : null })
    .returning({ id: stores.id });
  if (!store) throw new Error('store not written');
  if (options.modules) await setStoreModules(db, store.id, options.modules);
  if (options.owner) {
    const owner = await userId(db, options.owner);
    await db.insert(userStores).values({ storeId: store.id, userId: owner });
  }
  return store.id;
}

/** Gives a store these modules (a config row of the defaults when it has none), as platform staff would. */
export async function setStoreModules(db: Database, storeId: number, modules: Partial<SystemModules>) {
  await db
    .insert(storeConfigs)
    .values({ storeId, ...DEFAULT_SECTIONS, systemModules: { ...DEFAULT_SECTIONS.systemModules, ...modules } })
    .onConflictDoUpdate({ target: storeConfigs.storeId, set: { systemModules: { ...DEFAULT_SECTIONS.systemModules, ...modules } } });
}

/**
 * Enters the store's manager code on the client's session when the store has one (the demo stores: their reports
 * are gated), as the reports' keypad does; the pass then covers that store's report, shift and drawer calls.
 */
export async function passManagerCode(db: Database, client: TestClient, storeId: number): Promise<void> {
  const [code] = await db.select({ storeId: storeManagerCodes.storeId }).from(storeManagerCodes).where(eq(storeManagerCodes.storeId, storeId));
  if (!code) return;
  const response = await client.post('/api/back/account/validManagerCode', { storeId, managerCode: DEMO_MANAGER_CODE });
  if (response.status !== 200 || !response.body.status) throw new Error(`manager code of store ${storeId}: ${JSON.stringify(response.body)}`);
}

export async function addUser(
  db: Database,
  account: string,
  options: { permissions?: string[]; email?: string; deactivated?: boolean; password?: string } = {},
) {
  const [user] = await db
    .insert(users)
    .values({
      account,
      passwordHash: await hashSecret(options.password ?? DEMO_PASSWORD),
      name: account,
      email: options.email ?? `${account}@test.diancan.tw`,
      deactivatedAt: options.deactivated ? new Date() : null,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user not written');
  const permissions = options.permissions ?? ['USER_STORE'];
  if (permissions.length > 0) await db.insert(userPermissions).values(permissions.map((permission) => ({ userId: user.id, permission })));
  return user.id;
}

export async function userId(db: Database, account: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.account, account));
  if (!row) throw new Error(`no user ${account}`);
  return row.id;
}

export async function deactivateStores(db: Database, storeIds: number[]) {
  for (const id of storeIds) await db.update(stores).set({ deactivatedAt: new Date() }).where(eq(stores.id, id));
}

export async function deactivateUser(db: Database, account: string) {
  await db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.account, account));
}

export async function mailsTo(db: Database, recipient: string) {
  return db.select().from(mailLog).where(eq(mailLog.recipient, recipient)).orderBy(desc(mailLog.id));
}

/** The code of the newest verify-code mail to `recipient`. */
export async function latestCodeMailedTo(db: Database, recipient: string): Promise<string> {
  const [mail] = await mailsTo(db, recipient);
  const code = mail?.bodyText.match(/^(\d{6})$/m)?.[1];
  if (!code) throw new Error(`no verify code mailed to ${recipient}`);
  return code;
}

export async function authEventKinds(db: Database, account: string): Promise<string[]> {
  const rows = await db
    .select({ kind: authEvents.kind })
    .from(authEvents)
    .where(and(sql`lower(${authEvents.account}) = lower(${account})`))
    .orderBy(authEvents.id);
  return rows.map((row) => row.kind);
}
