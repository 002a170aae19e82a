import type { Database, Executor } from '../platform/db/database.js';
import { hashSecret } from '../platform/auth/passwords.js';
import { type InvoicePeriod, nextPeriod, periodKey, periodOfDate, zonedDateTime } from '@diancan/core';
import {
  DEMO_BRAND,
  DEMO_CONFIG,
  DEMO_EINVOICE,
  DEMO_EINVOICE_AES_KEY,
  DEMO_EINVOICE_RANGE,
  DEMO_MANAGER_CODE,
  DEMO_KITCHEN_AREAS,
  DEMO_MENU,
  DEMO_PASSWORD,
  DEMO_PAY_METHODS,
  DEMO_STORES,
  DEMO_USERS,
} from './demo-data.js';
import { seedRepository } from './seed.repository.js';

export const DEMO_SEED_NAME = 'demo-v1';
/** The demo brand comes in its own seed step, so a demo database seeded before chains existed gets it too. */
export const DEMO_CHAIN_SEED_NAME = 'demo-chain-v1';

async function seedStore(tx: Executor, name: string, managerCodeHash: string): Promise<number> {
  const storeId = await seedRepository.insertStore(tx, { name, phone: '02-2345-6789', address: `台北市 ${name}` });
  await seedRepository.insertConfig(tx, { storeId, ...DEMO_CONFIG });
  await seedRepository.insertPayMethods(
    tx,
    DEMO_PAY_METHODS.map((method, index) => ({ storeId, ...method, sort: index + 1 })),
  );
  await seedRepository.insertManagerCode(tx, storeId, managerCodeHash);
  const einvoice = DEMO_EINVOICE[name as (typeof DEMO_STORES)[number]];
  await seedRepository.insertInvoiceSeller(tx, {
    storeId,
    sellerTaxId: einvoice.sellerTaxId,
    sellerName: name,
    sellerAddress: `台北市 ${name}`,
    aesKeyHex: DEMO_EINVOICE_AES_KEY,
  });
  const areaIds = new Map<string, number>();
  for (const [index, name] of DEMO_KITCHEN_AREAS.entries()) {
    areaIds.set(name, await seedRepository.insertKitchenArea(tx, { storeId, name, sort: index + 1 }));
  }
  for (const [categoryIndex, section] of DEMO_MENU.entries()) {
    const categoryId = await seedRepository.insertCategory(tx, {
      storeId,
      name: section.category,
      sort: categoryIndex + 1,
      kitchenAreaId: areaIds.get(section.kitchenArea) ?? null,
      printTag: section.printTag ?? false,
    });
    await seedRepository.insertItems(
      tx,
      section.items.map((item, index) => ({ storeId, categoryId, ...item, sort: index + 1 })),
    );
  }
  return storeId;
}

/**
 * Number tracks for the demo stores in the current and the next period (Asia/Taipei), for each store and period
 * that has none yet: runs with every seed call, so a demo database started again in a later period gets its numbers.
 */
async function seedDemoInvoiceTracks(tx: Executor, now: Date): Promise<void> {
  const current = periodOfDate(zonedDateTime(now, 'Asia/Taipei').date);
  await seedDemoInvoiceTracksFor(tx, [current, nextPeriod(current)]);
}

/** A number track for each demo store in each of these periods, unless it has one (the demo history's past days too). */
export async function seedDemoInvoiceTracksFor(tx: Executor, periods: readonly InvoicePeriod[]): Promise<void> {
  const storeIds = await seedRepository.storeIdsByName(tx, [...DEMO_STORES]);
  for (const period of periods) {
    for (const [name, storeId] of storeIds) {
      const { letters } = DEMO_EINVOICE[name as (typeof DEMO_STORES)[number]];
      await seedRepository.insertInvoiceTrackIfNone(tx, {
        storeId,
        year: period.year,
        startMonth: period.startMonth,
        periodKey: periodKey(period),
        letters,
        startNumber: DEMO_EINVOICE_RANGE.start,
        endNumber: DEMO_EINVOICE_RANGE.end,
      });
    }
  }
}

/**
 * Loads the demo accounts, stores and menus once per database: a marker row claimed in the same
 * transaction makes a second run (or a second instance starting at the same time) do nothing.
 * Returns whether it seeded now.
 */
export async function seedDemoData(db: Database, now: Date = new Date()): Promise<boolean> {
  // Hash before the transaction: argon2 is slow on purpose and must not hold locks.
  const [passwordHash, managerCodeHash] = await Promise.all([hashSecret(DEMO_PASSWORD), hashSecret(DEMO_MANAGER_CODE)]);
  return db.transaction(async (tx) => {
    if (!(await seedRepository.claim(tx, DEMO_SEED_NAME))) {
      await seedDemoInvoiceTracks(tx, now);
      await seedDemoBrand(tx, passwordHash);
      return false;
    }
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
    await seedDemoInvoiceTracks(tx, now);
    await seedDemoBrand(tx, passwordHash);
    return true;
  });
}

/** The demo brand over both demo stores with its HQ login, once per database (and only if the account is free). */
async function seedDemoBrand(tx: Executor, passwordHash: string): Promise<void> {
  if (!(await seedRepository.claim(tx, DEMO_CHAIN_SEED_NAME))) return;
  const storeIds = await seedRepository.storeIdsByName(tx, [...DEMO_STORES]);
  if (storeIds.size !== DEMO_STORES.length || (await seedRepository.userIdOf(tx, DEMO_BRAND.hq.account)) !== null) return;
  const { account, name, email, phone } = DEMO_BRAND.hq;
  const userId = await seedRepository.insertUser(tx, { account, passwordHash, name, email, phone }, ['USER_HQ']);
  await seedRepository.insertBrand(tx, DEMO_BRAND.name, DEMO_STORES.map((store) => storeIds.get(store) as number), [userId]);
}
