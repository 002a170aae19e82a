import { ROLES } from '@diancan/core';
import { eq } from 'drizzle-orm';
import type { SessionPrincipal } from '../auth/principal.js';
import type { Executor } from '../db/database.js';
import { storeProfiles, stores } from '../db/schema/index.js';
import { notFound } from '../errors/app-error.js';

/**
 * Which stores a member of the platform staff may see and manage. Managers and the super manager: every store.
 * A sales person: only the stores assigned to them (store_profiles.sales_id). A store that is not theirs is
 * answered as if it did not exist (404), so store ids do not leak. Store users never reach these calls (the
 * routes are staff-only), except the few store-scoped ones the access policy already checked.
 */

/** The sales person whose stores bound the caller's view, or null when the caller sees every store. */
export function salesScopeOf(principal: SessionPrincipal): number | null {
  return principal.loginRole === ROLES.USER_SALES_PERSON ? principal.userId : null;
}

/** The store exists and the caller may act on it; 404 otherwise. */
export async function assertStoreInScope(db: Executor, principal: SessionPrincipal, storeId: number): Promise<void> {
  const [row] = await db
    .select({ id: stores.id, salesId: storeProfiles.salesId })
    .from(stores)
    .leftJoin(storeProfiles, eq(storeProfiles.storeId, stores.id))
    .where(eq(stores.id, storeId));
  if (!row) throw notFound();
  if (!principal.staff) {
    // Store users only get here on store-scoped calls, which the policy limited to their own stores.
    if (!principal.storeIds.includes(storeId)) throw notFound();
    return;
  }
  const salesId = salesScopeOf(principal);
  if (salesId !== null && row.salesId !== salesId) throw notFound();
}

/** The ids of the stores assigned to a sales person. */
export async function storeIdsOfSales(db: Executor, salesId: number): Promise<number[]> {
  const rows = await db
    .select({ id: storeProfiles.storeId })
    .from(storeProfiles)
    .where(eq(storeProfiles.salesId, salesId));
  return rows.map((row) => row.id);
}
