import type { AnnouncementState } from '@diancan/core';
import { and, asc, count, eq, gt, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import {
  announcementDismissals,
  announcements,
  announcementStores,
  stores,
  userStores,
  users,
} from '../../platform/db/schema/index.js';
import { containsPattern } from '../../platform/db/sql.js';

export type AnnouncementRow = typeof announcements.$inferSelect;

export interface AnnouncementWrite {
  type: string;
  title: string;
  content: string;
  startTime: Date;
  endTime: Date;
  allStores: boolean;
  iosAppUrl: string | null;
  androidAppUrl: string | null;
}

export interface AnnouncementFilter {
  keyword: string | null;
  type: string | null;
  state: AnnouncementState | null;
}

function stateCondition(state: AnnouncementState, now: Date): SQL | undefined {
  if (state === 'SCHEDULED') return gt(announcements.startTime, now);
  if (state === 'ENDED') return lte(announcements.endTime, now);
  return and(lte(announcements.startTime, now), gt(announcements.endTime, now));
}

/** SQL of announcements, their chosen stores and who has hidden them. */
export const announcementRepository = {
  async page(db: Executor, filter: AnnouncementFilter, now: Date, limit: number, offset: number) {
    const pattern = filter.keyword ? containsPattern(filter.keyword) : null;
    const where = and(
      filter.type === null ? undefined : eq(announcements.type, filter.type),
      filter.state === null ? undefined : stateCondition(filter.state, now),
      pattern === null ? undefined : or(ilike(announcements.title, pattern), ilike(announcements.content, pattern)),
    );
    const [rows, [total]] = await Promise.all([
      db.select().from(announcements).where(where).orderBy(asc(announcements.sort), sql`${announcements.startTime} desc`, asc(announcements.id)).limit(limit).offset(offset),
      db.select({ total: count() }).from(announcements).where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  },

  async find(db: Executor, id: number): Promise<AnnouncementRow | null> {
    const [row] = await db.select().from(announcements).where(eq(announcements.id, id));
    return row ?? null;
  },

  async storeIdsOf(db: Executor, ids: readonly number[]): Promise<Map<number, number[]>> {
    const map = new Map<number, number[]>();
    if (ids.length === 0) return map;
    const rows = await db
      .select({ announcementId: announcementStores.announcementId, storeId: announcementStores.storeId })
      .from(announcementStores)
      .where(inArray(announcementStores.announcementId, [...ids]))
      .orderBy(asc(announcementStores.storeId));
    for (const row of rows) map.set(row.announcementId, [...(map.get(row.announcementId) ?? []), row.storeId]);
    return map;
  },

  async existingStoreIds(db: Executor, storeIds: readonly number[]): Promise<number[]> {
    if (storeIds.length === 0) return [];
    const rows = await db.select({ id: stores.id }).from(stores).where(inArray(stores.id, [...storeIds]));
    return rows.map((row) => row.id);
  },

  async nextSort(db: Executor): Promise<number> {
    const [row] = await db.select({ max: sql<number | null>`max(${announcements.sort})` }).from(announcements);
    return (row?.max ?? 0) + 1;
  },

  async insert(db: Executor, write: AnnouncementWrite, sort: number, userId: number, now: Date): Promise<number> {
    const [row] = await db
      .insert(announcements)
      .values({ ...write, sort, createdBy: userId, updatedBy: userId, createdAt: now, updatedAt: now })
      .returning({ id: announcements.id });
    if (!row) throw new Error('announcement not written');
    return row.id;
  },

  /** Saves the change and makes it due for a push again (pushed_at null). */
  async update(db: Executor, id: number, write: AnnouncementWrite, userId: number, now: Date): Promise<void> {
    await db.update(announcements).set({ ...write, pushedAt: null, updatedBy: userId, updatedAt: now }).where(eq(announcements.id, id));
  },

  async replaceStores(db: Executor, id: number, storeIds: readonly number[]): Promise<void> {
    await db.delete(announcementStores).where(eq(announcementStores.announcementId, id));
    if (storeIds.length > 0) await db.insert(announcementStores).values(storeIds.map((storeId) => ({ storeId, announcementId: id })));
  },

  async remove(db: Executor, id: number): Promise<void> {
    await db.delete(announcementDismissals).where(eq(announcementDismissals.announcementId, id));
    await db.delete(announcementStores).where(eq(announcementStores.announcementId, id));
    await db.delete(announcements).where(eq(announcements.id, id));
  },

  async allIds(db: Executor): Promise<number[]> {
    const rows = await db.select({ id: announcements.id }).from(announcements);
    return rows.map((row) => row.id);
  },

  async setSort(db: Executor, ids: readonly number[], now: Date): Promise<void> {
    for (const [index, id] of ids.entries()) {
      await db.update(announcements).set({ sort: index + 1, updatedAt: now }).where(eq(announcements.id, id));
    }
  },

  /**
   * Claims the announcements that are in effect and not pushed yet (their start time came, or they were just
   * saved), marking them pushed in the same statement so that of several instances only one pushes each.
   */
  async claimDue(db: Executor, now: Date): Promise<AnnouncementRow[]> {
    return db
      .update(announcements)
      .set({ pushedAt: now })
      .where(and(isNull(announcements.pushedAt), lte(announcements.startTime, now), gt(announcements.endTime, now)))
      .returning();
  },

  /** The active store users of the stores: the receivers of a chosen-stores announcement. */
  async userIdsOfStores(db: Executor, storeIds: readonly number[]): Promise<number[]> {
    if (storeIds.length === 0) return [];
    const rows = await db
      .selectDistinct({ id: userStores.userId })
      .from(userStores)
      .innerJoin(users, eq(users.id, userStores.userId))
      .innerJoin(stores, eq(stores.id, userStores.storeId))
      .where(and(inArray(userStores.storeId, [...storeIds]), isNull(users.deactivatedAt), isNull(stores.deactivatedAt)));
    return rows.map((row) => row.id);
  },

  /**
   * Every announcement in effect for the store now (for all stores or this one), in the dialog's order, each with
   * whether this user already set it aside here ("know it"): the dialog shows the others, the header's list all.
   */
  async inEffectFor(db: Executor, storeId: number, userId: number, now: Date): Promise<(AnnouncementRow & { dismissed: boolean })[]> {
    const dismissed = db
      .select({ one: sql`1` })
      .from(announcementDismissals)
      .where(
        and(
          eq(announcementDismissals.announcementId, announcements.id),
          eq(announcementDismissals.userId, userId),
          eq(announcementDismissals.storeId, storeId),
        ),
      );
    const rows = await db
      .select({ row: announcements, dismissed: sql<boolean>`exists (${dismissed})` })
      .from(announcements)
      .where(
        and(
          lte(announcements.startTime, now),
          gt(announcements.endTime, now),
          or(
            eq(announcements.allStores, true),
            sql`exists (select 1 from ${announcementStores} s where s.announcement_id = ${announcements.id} and s.store_id = ${storeId})`,
          ),
        ),
      )
      .orderBy(asc(announcements.sort), asc(announcements.startTime), asc(announcements.id));
    return rows.map(({ row, dismissed: isDismissed }) => ({ ...row, dismissed: isDismissed === true }));
  },

  /** True when the announcement is addressed to the store (all stores, or chosen). */
  async addressedTo(db: Executor, id: number, storeId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: announcements.id })
      .from(announcements)
      .where(
        and(
          eq(announcements.id, id),
          or(
            eq(announcements.allStores, true),
            sql`exists (select 1 from ${announcementStores} s where s.announcement_id = ${announcements.id} and s.store_id = ${storeId})`,
          ),
        ),
      );
    return row !== undefined;
  },

  async dismiss(db: Executor, id: number, userId: number, storeId: number, now: Date): Promise<void> {
    await db
      .insert(announcementDismissals)
      .values({ announcementId: id, userId, storeId, createdAt: now })
      .onConflictDoNothing();
  },
};
