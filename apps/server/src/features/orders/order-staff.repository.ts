import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { orders } from '../../platform/db/schema/index.js';

/** Stamps who took an order at the counter in staff mode (docs/staff.md), in the checkout's transaction. */
export async function stampOrderStaff(db: Executor, storeId: number, orderId: number, staff: { staffId: number; staffName: string }): Promise<void> {
  await db
    .update(orders)
    .set({ staffId: staff.staffId, staffName: staff.staffName })
    .where(and(eq(orders.storeId, storeId), eq(orders.id, orderId)));
}
