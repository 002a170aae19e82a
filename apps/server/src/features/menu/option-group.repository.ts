import { and, asc, eq, inArray, max, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { menuOptionGroups, menuOptions } from '../../platform/db/schema/index.js';
import { chunked, intArray } from '../../platform/db/sql.js';

export type OptionGroupRow = typeof menuOptionGroups.$inferSelect;
export type OptionRow = typeof menuOptions.$inferSelect;
export type OptionGroupWrite = Pick<OptionGroupRow, 'name' | 'leastSelectable' | 'mostSelectable'>;
/** An option as a request lists it: with `id` it is kept (and updated), without one it is new. */
export interface OptionWrite {
  id?: number;
  name: string;
  priceCents: number;
}

const g = menuOptionGroups;
const o = menuOptions;
const ofStore = (storeId: number) => eq(g.storeId, storeId);

export const optionGroupRepository = {
  /** The store's groups in order, or only `ids` when given. */
  async list(db: Executor, storeId: number, ids?: readonly number[]): Promise<OptionGroupRow[]> {
    if (ids?.length === 0) return [];
    return db
      .select()
      .from(g)
      .where(and(ofStore(storeId), ids ? inArray(g.id, [...ids]) : undefined))
      .orderBy(asc(g.sort), asc(g.id));
  },

  async find(db: Executor, storeId: number, id: number, options: { lock?: boolean } = {}): Promise<OptionGroupRow | undefined> {
    const query = db.select().from(g).where(and(ofStore(storeId), eq(g.id, id)));
    const [row] = options.lock ? await query.for('update') : await query;
    return row;
  },

  async idsOf(db: Executor, storeId: number, ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await db.select({ id: g.id }).from(g).where(and(ofStore(storeId), inArray(g.id, [...ids])));
    return rows.map((row) => row.id);
  },

  async allIds(db: Executor, storeId: number): Promise<number[]> {
    const rows = await db.select({ id: g.id }).from(g).where(ofStore(storeId));
    return rows.map((row) => row.id);
  },

  /** Options of the groups (of the whole store when `groupIds` is null), by group then order. */
  async options(db: Executor, storeId: number, groupIds: readonly number[] | null): Promise<OptionRow[]> {
    if (groupIds?.length === 0) return [];
    return db
      .select()
      .from(o)
      .where(and(eq(o.storeId, storeId), groupIds ? inArray(o.groupId, [...groupIds]) : undefined))
      .orderBy(asc(o.groupId), asc(o.sort), asc(o.id));
  },

  async insert(db: Executor, storeId: number, row: OptionGroupWrite, now: Date): Promise<OptionGroupRow> {
    const [last] = await db.select({ sort: max(g.sort) }).from(g).where(ofStore(storeId));
    const [inserted] = await db
      .insert(g)
      .values({ storeId, ...row, sort: (last?.sort ?? 0) + 1, createdAt: now, updatedAt: now })
      .returning();
    if (!inserted) throw new Error('option group not written');
    return inserted;
  },

  async update(db: Executor, storeId: number, id: number, row: OptionGroupWrite, now: Date): Promise<void> {
    await db
      .update(g)
      .set({ ...row, updatedAt: now })
      .where(and(ofStore(storeId), eq(g.id, id)));
  },

  /**
   * Makes the group's options exactly `options`, in that order: listed ids are updated, new ones inserted,
   * the rest deleted (orders keep their own copy of what was chosen).
   */
  async replaceOptions(db: Executor, storeId: number, groupId: number, options: readonly OptionWrite[]): Promise<void> {
    const kept = options.flatMap((option) => (option.id === undefined ? [] : [option.id]));
    await db
      .delete(o)
      .where(and(eq(o.storeId, storeId), eq(o.groupId, groupId), kept.length > 0 ? notInArray(o.id, kept) : undefined));
    const fresh: (typeof o.$inferInsert)[] = [];
    for (const [index, option] of options.entries()) {
      const values = { name: option.name, priceCents: option.priceCents, sort: index + 1 };
      if (option.id === undefined) fresh.push({ storeId, groupId, ...values });
      else await db.update(o).set(values).where(and(eq(o.storeId, storeId), eq(o.groupId, groupId), eq(o.id, option.id)));
    }
    for (const chunk of chunked(fresh)) await db.insert(o).values(chunk);
  },

  async optionIdsOf(db: Executor, storeId: number, groupId: number): Promise<number[]> {
    const rows = await db
      .select({ id: o.id })
      .from(o)
      .where(and(eq(o.storeId, storeId), eq(o.groupId, groupId)));
    return rows.map((row) => row.id);
  },

  /** Deletes the group; its options and item links go with it (cascade). */
  async remove(db: Executor, storeId: number, id: number): Promise<boolean> {
    const rows = await db.delete(g).where(and(ofStore(storeId), eq(g.id, id))).returning({ id: g.id });
    return rows.length > 0;
  },

  async applySort(db: Executor, storeId: number, sortedIds: readonly number[], now: Date): Promise<void> {
    await db
      .update(g)
      .set({ sort: sql`s.ord::int`, updatedAt: now })
      .from(sql`unnest(${intArray(sortedIds)}) with ordinality as s(id, ord)`)
      .where(and(ofStore(storeId), eq(g.id, sql`s.id`)));
  },
};
