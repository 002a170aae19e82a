import type { DeliveryPlatform, PlatformOrderStatus } from '@diancan/core';
import { and, asc, count, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/raw-rows.js';
import {
  deliveryPlatformAccounts as accounts,
  deliveryPlatformItemMappings as mappings,
  deliveryPlatformOrders as platformOrders,
  deliveryPlatformOutbox as outbox,
  menuItems,
  orders,
  storeConfigs,
} from '../../platform/db/schema/index.js';

export type AccountRow = typeof accounts.$inferSelect;
export type PlatformOrderRow = typeof platformOrders.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;

const ofAccount = (storeId: number, platform: DeliveryPlatform) => and(eq(accounts.storeId, storeId), eq(accounts.platform, platform));

/** The delivery platforms' SQL (docs/delivery-platforms.md). */
export const deliveryPlatformRepository = {
  async accounts(db: Executor, storeId: number): Promise<AccountRow[]> {
    return db.select().from(accounts).where(eq(accounts.storeId, storeId));
  },

  async account(db: Executor, storeId: number, platform: DeliveryPlatform): Promise<AccountRow | undefined> {
    const [row] = await db.select().from(accounts).where(ofAccount(storeId, platform));
    return row;
  },

  /** Locks the store's row of the platform (token refreshes and bindings of one store take turns). */
  async lockAccount(tx: Transaction, storeId: number, platform: DeliveryPlatform): Promise<AccountRow | undefined> {
    const [row] = await tx.select().from(accounts).where(ofAccount(storeId, platform)).for('update');
    return row;
  },

  async accountOfPlatformStore(db: Executor, platform: DeliveryPlatform, platformStoreId: string): Promise<AccountRow | undefined> {
    const [row] = await db.select().from(accounts).where(and(eq(accounts.platform, platform), eq(accounts.platformStoreId, platformStoreId)));
    return row;
  },

  /** Creates the row when the store has none; changes only the fields given. */
  async saveAccount(db: Executor, storeId: number, platform: DeliveryPlatform, fields: Partial<typeof accounts.$inferInsert>, now: Date): Promise<void> {
    await db
      .insert(accounts)
      .values({ storeId, platform, ...fields, updatedAt: now })
      .onConflictDoUpdate({ target: [accounts.storeId, accounts.platform], set: { ...fields, updatedAt: now } });
  },

  async pendingCalls(db: Executor, storeId: number): Promise<Map<DeliveryPlatform, number>> {
    const rows = await db
      .select({ platform: outbox.platform, pending: count() })
      .from(outbox)
      .where(and(eq(outbox.storeId, storeId), isNull(outbox.doneAt), sql`${outbox.orderId} is not null`))
      .groupBy(outbox.platform);
    return new Map(rows.map((row) => [row.platform, Number(row.pending)]));
  },

  async deliveryPlatformSwitch(db: Executor, storeId: number): Promise<boolean> {
    const [row] = await db.select({ invoice: storeConfigs.invoiceSettings }).from(storeConfigs).where(eq(storeConfigs.storeId, storeId));
    return row?.invoice.deliveryPlatformSwitch === true;
  },

  // ---- platform orders -----------------------------------------------------------------------

  async platformOrderByPlatformId(db: Executor, platform: DeliveryPlatform, platformOrderId: string): Promise<PlatformOrderRow | undefined> {
    const [row] = await db
      .select()
      .from(platformOrders)
      .where(and(eq(platformOrders.platform, platform), eq(platformOrders.platformOrderId, platformOrderId)));
    return row;
  },

  async platformOrder(db: Executor, storeId: number, orderId: number): Promise<PlatformOrderRow | undefined> {
    const [row] = await db.select().from(platformOrders).where(and(eq(platformOrders.storeId, storeId), eq(platformOrders.orderId, orderId)));
    return row;
  },

  async lockPlatformOrder(tx: Transaction, storeId: number, orderId: number): Promise<PlatformOrderRow | undefined> {
    const [row] = await tx
      .select()
      .from(platformOrders)
      .where(and(eq(platformOrders.storeId, storeId), eq(platformOrders.orderId, orderId)))
      .for('update');
    return row;
  },

  async insertPlatformOrder(tx: Transaction, row: typeof platformOrders.$inferInsert): Promise<void> {
    await tx.insert(platformOrders).values(row);
  },

  /** The order's status now (null when it is gone). */
  async orderStatus(db: Executor, storeId: number, orderId: number): Promise<string | null> {
    const [row] = await db.select({ status: orders.status }).from(orders).where(and(eq(orders.storeId, storeId), eq(orders.id, orderId)));
    return row?.status ?? null;
  },

  /** Platform orders still waiting for the store after their accept deadline (oldest first). */
  async overduePending(db: Executor, now: Date, limit: number): Promise<{ storeId: number; orderId: number }[]> {
    return db
      .select({ storeId: platformOrders.storeId, orderId: platformOrders.orderId })
      .from(platformOrders)
      .where(and(eq(platformOrders.status, 'PENDING'), lt(platformOrders.acceptDeadline, now)))
      .orderBy(asc(platformOrders.acceptDeadline))
      .limit(limit);
  },

  /** The earliest accept deadline after `now` of the platform orders still waiting (null when none). */
  async nextAcceptDeadline(db: Executor, now: Date): Promise<Date | null> {
    const [row] = await db
      .select({ at: sql<string | Date | null>`min(${platformOrders.acceptDeadline})` })
      .from(platformOrders)
      .where(and(eq(platformOrders.status, 'PENDING'), gt(platformOrders.acceptDeadline, now)));
    return row?.at ? new Date(row.at) : null;
  },

  async setPlatformStatus(db: Executor, orderId: number, status: PlatformOrderStatus, now: Date): Promise<void> {
    await db.update(platformOrders).set({ status, updatedAt: now }).where(eq(platformOrders.orderId, orderId));
  },

  // ---- outbox --------------------------------------------------------------------------------

  async enqueue(db: Executor, rows: (typeof outbox.$inferInsert)[]): Promise<void> {
    if (rows.length > 0) await db.insert(outbox).values(rows);
  },

  /**
   * Claims up to `limit` due jobs: each is leased for `leaseSeconds` (its next attempt moves past the lease), so a
   * job claimed by an instance that dies is tried again after it; SKIP LOCKED keeps two instances off one job.
   */
  async claimDue(db: Executor, now: Date, limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
    const rows = await queryRows<{ id: string | number }>(
      db,
      sql`update delivery_platform_outbox set next_attempt_at = ${now}::timestamptz + make_interval(secs => ${leaseSeconds}),
            attempts = attempts + 1
          where id in (select id from delivery_platform_outbox where done_at is null and next_attempt_at <= ${now}::timestamptz
                       order by id limit ${limit} for update skip locked)
          returning id`,
    );
    if (rows.length === 0) return [];
    return db
      .select()
      .from(outbox)
      .where(inArray(outbox.id, rows.map((row) => Number(row.id))))
      .orderBy(asc(outbox.id));
  },

  async markDone(db: Executor, id: number, now: Date): Promise<void> {
    await db.update(outbox).set({ doneAt: now, lastError: null }).where(eq(outbox.id, id));
  },

  async markFailed(db: Executor, id: number, error: string, nextAttemptAt: Date, give_up: boolean): Promise<void> {
    await db
      .update(outbox)
      .set({ lastError: error.slice(0, 500), nextAttemptAt, ...(give_up ? { doneAt: nextAttemptAt } : {}) })
      .where(eq(outbox.id, id));
  },

  async nextDueAt(db: Executor): Promise<Date | null> {
    const [row] = await db
      .select({ at: sql<string | Date | null>`min(${outbox.nextAttemptAt})` })
      .from(outbox)
      .where(isNull(outbox.doneAt));
    return row?.at ? new Date(row.at) : null;
  },

  // ---- item mapping --------------------------------------------------------------------------

  async mappings(db: Executor, storeId: number, platform: DeliveryPlatform) {
    return db
      .select({
        platformItemName: mappings.platformItemName,
        itemId: mappings.itemId,
        itemName: menuItems.name,
        lastPrice: mappings.lastPriceCents,
        lastSeenAt: mappings.lastSeenAt,
      })
      .from(mappings)
      .leftJoin(menuItems, eq(menuItems.id, mappings.itemId))
      .where(and(eq(mappings.storeId, storeId), eq(mappings.platform, platform)))
      .orderBy(sql`${mappings.itemId} is not null`, asc(mappings.platformItemName));
  },

  /** Records the names an order carried (their last price), keeping any match already made. */
  async seen(tx: Executor, storeId: number, platform: DeliveryPlatform, lines: { name: string; unitPrice: number }[], now: Date): Promise<void> {
    if (lines.length === 0) return;
    const unique = new Map(lines.map((line) => [line.name, line.unitPrice]));
    await tx
      .insert(mappings)
      .values([...unique].map(([platformItemName, lastPriceCents]) => ({ storeId, platform, platformItemName, lastPriceCents, lastSeenAt: now, updatedAt: now })))
      .onConflictDoUpdate({
        target: [mappings.storeId, mappings.platform, mappings.platformItemName],
        set: { lastPriceCents: sql`excluded.last_price_cents`, lastSeenAt: now },
      });
  },

  async setMapping(db: Executor, storeId: number, platform: DeliveryPlatform, platformItemName: string, itemId: number | null, now: Date): Promise<void> {
    await db
      .insert(mappings)
      .values({ storeId, platform, platformItemName, itemId, lastSeenAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: [mappings.storeId, mappings.platform, mappings.platformItemName], set: { itemId, updatedAt: now } });
  },

  /** Our item of each platform name matched so far. */
  async matchesOf(db: Executor, storeId: number, platform: DeliveryPlatform, names: string[]): Promise<Map<string, number>> {
    if (names.length === 0) return new Map();
    const rows = await db
      .select({ name: mappings.platformItemName, itemId: mappings.itemId })
      .from(mappings)
      .where(and(eq(mappings.storeId, storeId), eq(mappings.platform, platform), inArray(mappings.platformItemName, names)));
    return new Map(rows.flatMap((row) => (row.itemId === null ? [] : [[row.name, row.itemId] as const])));
  },

  /** A live menu item of the store (for a match). */
  async menuItem(db: Executor, storeId: number, itemId: number): Promise<{ id: number; name: string } | undefined> {
    const [row] = await db
      .select({ id: menuItems.id, name: menuItems.name })
      .from(menuItems)
      .where(and(eq(menuItems.storeId, storeId), eq(menuItems.id, itemId), isNull(menuItems.removedAt)));
    return row;
  },
};
