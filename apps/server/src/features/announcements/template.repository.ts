import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { announcementTemplates } from '../../platform/db/schema/index.js';
import { containsPattern } from '../../platform/db/sql.js';

export type TemplateRow = typeof announcementTemplates.$inferSelect;

export interface TemplateWrite {
  name: string;
  type: string;
  title: string;
  content: string;
  iosAppUrl: string | null;
  androidAppUrl: string | null;
}

/** SQL of announcement templates (公告範本). */
export const templateRepository = {
  async page(db: Executor, filter: { keyword: string | null; type: string | null }, limit: number, offset: number) {
    const pattern = filter.keyword ? containsPattern(filter.keyword) : null;
    const where = and(
      filter.type === null ? undefined : eq(announcementTemplates.type, filter.type),
      pattern === null ? undefined : or(ilike(announcementTemplates.name, pattern), ilike(announcementTemplates.title, pattern)),
    );
    const [rows, [total]] = await Promise.all([
      db.select().from(announcementTemplates).where(where).orderBy(asc(announcementTemplates.sort), asc(announcementTemplates.id)).limit(limit).offset(offset),
      db.select({ total: count() }).from(announcementTemplates).where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  },

  async find(db: Executor, id: number): Promise<TemplateRow | null> {
    const [row] = await db.select().from(announcementTemplates).where(eq(announcementTemplates.id, id));
    return row ?? null;
  },

  async nextSort(db: Executor): Promise<number> {
    const [row] = await db.select({ max: sql<number | null>`max(${announcementTemplates.sort})` }).from(announcementTemplates);
    return (row?.max ?? 0) + 1;
  },

  async insert(db: Executor, write: TemplateWrite, sort: number, userId: number, now: Date): Promise<number> {
    const [row] = await db
      .insert(announcementTemplates)
      .values({ ...write, sort, createdBy: userId, createdAt: now, updatedAt: now })
      .returning({ id: announcementTemplates.id });
    if (!row) throw new Error('template not written');
    return row.id;
  },

  async update(db: Executor, id: number, write: TemplateWrite, now: Date): Promise<void> {
    await db.update(announcementTemplates).set({ ...write, updatedAt: now }).where(eq(announcementTemplates.id, id));
  },

  async remove(db: Executor, id: number): Promise<void> {
    await db.delete(announcementTemplates).where(eq(announcementTemplates.id, id));
  },

  async allIds(db: Executor): Promise<number[]> {
    const rows = await db.select({ id: announcementTemplates.id }).from(announcementTemplates);
    return rows.map((row) => row.id);
  },

  async setSort(db: Executor, ids: readonly number[], now: Date): Promise<void> {
    for (const [index, id] of ids.entries()) {
      await db.update(announcementTemplates).set({ sort: index + 1, updatedAt: now }).where(eq(announcementTemplates.id, id));
    }
  },
};
