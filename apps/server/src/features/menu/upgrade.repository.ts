import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { menuUpgradeGroupItems, menuUpgradeGroups, menuUpgrades } from '../../platform/db/schema/index.js';
import { chunked, intArray } from '../../platform/db/sql.js';

export type UpgradeRow = typeof menuUpgrades.$inferSelect;
export type UpgradeGroupRow = typeof menuUpgradeGroups.$inferSelect;
export type UpgradeGroupItemRow = typeof menuUpgradeGroupItems.$inferSelect;
export type UpgradeWrite = Pick<UpgradeRow, 'name' | 'comboPriceCents' | 'enabled'>;

export interface UpgradeGroupWrite {
  name: string;
  leastSelectable: number;
  mostSelectable: number | null;
  items: readonly { itemId: number; comboItemPriceCents: number }[];
}

const u = menuUpgrades;
const ug = menuUpgradeGroups;
const ugi = menuUpgradeGroupItems;
const ofStore = (storeId: number) => eq(u.storeId, storeId);

export const upgradeRepository = {
  /** The store's upgrades in order, or only `ids` when given. */
  async list(db: Executor, storeId: number, ids?: readonly number[]): Promise<UpgradeRow[]> {
    if (ids?.length === 0) return [];
    return db
      .select()
      .from(u)
      .where(and(ofStore(storeId), ids ? inArray(u.id, [...ids]) : undefined))
      .orderBy(asc(u.sort), asc(u.id));
  },

  async find(db: Executor, storeId: number, id: number, options: { lock?: boolean } = {}): Promise<UpgradeRow | undefined> {
    const query = db.select().from(u).where(and(ofStore(storeId), eq(u.id, id)));
    const [row] = options.lock ? await query.for('update') : await query;
    return row;
  },

  async idsOf(db: Executor, storeId: number, ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await db.select({ id: u.id }).from(u).where(and(ofStore(storeId), inArray(u.id, [...ids])));
    return rows.map((row) => row.id);
  },

  async allIds(db: Executor, storeId: number): Promise<number[]> {
    const rows = await db.select({ id: u.id }).from(u).where(ofStore(storeId));
    return rows.map((row) => row.id);
  },

  /** The slots of the upgrades (of the whole store when null), by upgrade then order. */
  async groups(db: Executor, storeId: number, upgradeIds: readonly number[] | null): Promise<UpgradeGroupRow[]> {
    if (upgradeIds?.length === 0) return [];
    return db
      .select()
      .from(ug)
      .where(and(eq(ug.storeId, storeId), upgradeIds ? inArray(ug.upgradeId, [...upgradeIds]) : undefined))
      .orderBy(asc(ug.upgradeId), asc(ug.sort), asc(ug.id));
  },

  async groupItems(db: Executor, storeId: number, groupIds: readonly number[] | null): Promise<UpgradeGroupItemRow[]> {
    if (groupIds?.length === 0) return [];
    return db
      .select()
      .from(ugi)
      .where(and(eq(ugi.storeId, storeId), groupIds ? inArray(ugi.groupId, [...groupIds]) : undefined))
      .orderBy(asc(ugi.groupId), asc(ugi.sort), asc(ugi.itemId));
  },

  async insert(db: Executor, storeId: number, row: UpgradeWrite, now: Date): Promise<UpgradeRow> {
    const [last] = await db.select({ sort: max(u.sort) }).from(u).where(ofStore(storeId));
    const [inserted] = await db
      .insert(u)
      .values({ storeId, ...row, sort: (last?.sort ?? 0) + 1, createdAt: now, updatedAt: now })
      .returning();
    if (!inserted) throw new Error('upgrade not written');
    return inserted;
  },

  async update(db: Executor, storeId: number, id: number, row: UpgradeWrite, now: Date): Promise<void> {
    await db
      .update(u)
      .set({ ...row, updatedAt: now })
      .where(and(ofStore(storeId), eq(u.id, id)));
  },

  async setEnabled(db: Executor, storeId: number, ids: readonly number[], enabled: boolean, now: Date): Promise<void> {
    await db
      .update(u)
      .set({ enabled, updatedAt: now })
      .where(and(ofStore(storeId), inArray(u.id, [...ids])));
  },

  /** Replaces every slot of the upgrade (slots have no identity of their own outside it). */
  async replaceGroups(db: Executor, storeId: number, upgradeId: number, groups: readonly UpgradeGroupWrite[]): Promise<void> {
    await db.delete(ug).where(and(eq(ug.storeId, storeId), eq(ug.upgradeId, upgradeId)));
    for (const [index, group] of groups.entries()) {
      const [inserted] = await db
        .insert(ug)
        .values({
          storeId,
          upgradeId,
          name: group.name,
          leastSelectable: group.leastSelectable,
          mostSelectable: group.mostSelectable,
          sort: index + 1,
        })
        .returning({ id: ug.id });
      if (!inserted) throw new Error('upgrade group not written');
      const items = group.items.map((item, position) => ({ storeId, groupId: inserted.id, ...item, sort: position + 1 }));
      for (const chunk of chunked(items)) await db.insert(ugi).values(chunk);
    }
  },

  /** Deletes the upgrade; its slots and item links go with it (cascade). */
  async remove(db: Executor, storeId: number, id: number): Promise<boolean> {
    const rows = await db.delete(u).where(and(ofStore(storeId), eq(u.id, id))).returning({ id: u.id });
    return rows.length > 0;
  },

  async applySort(db: Executor, storeId: number, sortedIds: readonly number[], now: Date): Promise<void> {
    await db
      .update(u)
      .set({ sort: sql`s.ord::int`, updatedAt: now })
      .from(sql`unnest(${intArray(sortedIds)}) with ordinality as s(id, ord)`)
      .where(and(ofStore(storeId), eq(u.id, sql`s.id`)));
  },
};
