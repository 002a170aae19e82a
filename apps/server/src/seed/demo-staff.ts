import { eq } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { stores } from '../platform/db/schema/index.js';
import { addSeedStaff } from '../features/staff/index.js';
import { DEMO_STORES } from './demo-data.js';
import { seedRepository } from './seed.repository.js';

export const DEMO_STAFF_SEED_NAME = 'demo-staff-v1';

/** The demo stores' staff (docs/staff.md), printed at start beside the demo logins. Staff mode stays off. */
export const DEMO_STAFF: readonly { name: string; pin: string; roleName: string }[] = [
  { name: '王店長', pin: '1111', roleName: '店長' },
  { name: '陳正職', pin: '2222', roleName: '正職' },
  { name: '林工讀', pin: '3333', roleName: '工讀' },
];

/** Loads the demo staff once per database (after the demo stores); returns whether it did now. */
export async function seedDemoStaff(db: Database, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await seedRepository.claim(tx, DEMO_STAFF_SEED_NAME))) return false;
    for (const name of DEMO_STORES) {
      const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.name, name));
      if (store) await addSeedStaff(tx, store.id, DEMO_STAFF, now);
    }
    return true;
  });
}
