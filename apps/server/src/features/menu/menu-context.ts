import type { Clock } from '../../platform/clock.js';
import type { Database, Transaction } from '../../platform/db/database.js';
import type { BrandItemPort } from './brand-items.js';
import type { MenuChanges } from './menu-changes.js';

/** What every menu service works with. */
export interface MenuContext {
  db: Database;
  clock: Clock;
  changes: MenuChanges;
  /** A brand item's rules in a store's own edits (chains). */
  brandItems: BrandItemPort;
}

/**
 * Runs one change of a store's menu in a transaction, then (only once it committed) calls menuChanged.
 * `now` is the one timestamp of the change: every row it touches gets the same updated_at.
 */
export async function changeMenu<T>(
  context: MenuContext,
  storeId: number,
  work: (tx: Transaction, now: Date) => Promise<T>,
): Promise<T> {
  const now = context.clock();
  const result = await context.db.transaction((tx) => work(tx, now));
  await context.changes.menuChanged(storeId);
  return result;
}
