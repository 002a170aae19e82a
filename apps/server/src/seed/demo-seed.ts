import type { Database, Executor } from '../platform/db/database.js';
import { hashSecret } from '../platform/auth/passwords.js';
import {
  DEMO_CONFIG,
  DEMO_MANAGER_CODE,
  DEMO_MENU,
  DEMO_PASSWORD,
  DEMO_PAY_METHODS,
  DEMO_STORES,
  DEMO_USERS,
} from './demo-data.js';
import { seedRepository } from './seed.repository.js';

export const DEMO_SEED_NAME = 'demo-v1';

async function seedStore(tx: Executor, name: string, managerCodeHash: string): Promise<number> {
  const storeId = await seedRepository.insertStore(tx, { name, phone: '02-2345-6789', address: `台北市 ${name}` });
  await seedRepository.insertConfig(tx, { storeId, ...DEMO_CONFIG });
  await seedRepository.insertPayMethods(
    tx,
    DEMO_PAY_METHODS.map((method, index) => ({ storeId, ...method, sort: index + 1 })),
  );
  await seedRepository.insertManagerCode(tx, storeId, managerCodeHash);
  for (const [categoryIndex, section] of DEMO_MENU.entries()) {
    const categoryId = await seedRepository.insertCategory(tx, { storeId, name: section.category, sort: categoryIndex + 1 });
    await seedRepository.insertItems(
      tx,
      section.items.map((item, index) => ({ storeId, categoryId, ...item, sort: index + 1 })),
    );
  }
  return storeId;
}

/**
 * Loads the demo accounts, stores and menus once per database: a marker row claimed in the same
 * transaction makes a second run (or a second instance starting at the same time) do nothing.
 * Returns whether it seeded now.
 */
export async function seedDemoData(db: Database): Promise<boolean> {
  // Hash before the transaction: argon2 is slow on purpose and must not hold locks.
  const [passwordHash, managerCodeHash] = await Promise.all([hashSecret(DEMO_PASSWORD), hashSecret(DEMO_MANAGER_CODE)]);
  return db.transaction(async (tx) => {
    if (!(await seedRepository.claim(tx, DEMO_SEED_NAME))) return false;
    const storeIds = new Map<string, number>();
    for (const name of DEMO_STORES) storeIds.set(name, await seedStore(tx, name, managerCodeHash));
    for (const user of DEMO_USERS) {
      const userId = await seedRepository.insertUser(
        tx,
        { account: user.account, passwordHash, name: user.name, email: user.email, phone: user.phone },
        user.permissions,
      );
      const storeIdOf = (storeName: string) => {
        const storeId = storeIds.get(storeName);
        if (storeId === undefined) throw new Error(`demo user ${user.account} names an unknown store ${storeName}`);
        return storeId;
      };
      for (const storeName of user.owns) await seedRepository.linkOwner(tx, storeIdOf(storeName), userId);
      for (const storeName of user.sells) await seedRepository.assignSales(tx, storeIdOf(storeName), userId);
    }
    return true;
  });
}
