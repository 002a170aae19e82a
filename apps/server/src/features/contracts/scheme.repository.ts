import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { contractSchemeFiles, contractSchemes, files, storeContracts } from '../../platform/db/schema/index.js';
import { containsPattern } from '../../platform/db/sql.js';

const contractCount = sql<number>`(select count(*)::int from ${storeContracts}
  where ${storeContracts.schemeId} = ${contractSchemes.id} and ${storeContracts.removedAt} is null)`;

const columns = {
  id: contractSchemes.id,
  name: contractSchemes.name,
  description: contractSchemes.description,
  amountCents: contractSchemes.amountCents,
  months: contractSchemes.months,
  contractCount,
  createdAt: contractSchemes.createdAt,
  updatedAt: contractSchemes.updatedAt,
};

export interface SchemeWrite {
  name: string;
  description: string | null;
  amountCents: number;
  months: number;
}

export interface SchemeFileRow {
  schemeId: number;
  id: number;
  name: string;
  size: number;
}

/** SQL of contract schemes (合約方案) and their PDF documents. */
export const schemeRepository = {
  async page(db: Executor, keyword: string | null, limit: number, offset: number) {
    const where = and(isNull(contractSchemes.removedAt), keyword === null ? undefined : ilike(contractSchemes.name, containsPattern(keyword)));
    const [rows, [total]] = await Promise.all([
      db.select(columns).from(contractSchemes).where(where).orderBy(desc(contractSchemes.id)).limit(limit).offset(offset),
      db.select({ total: count() }).from(contractSchemes).where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  },

  async options(db: Executor) {
    return db
      .select({ id: contractSchemes.id, name: contractSchemes.name, amount: contractSchemes.amountCents, months: contractSchemes.months })
      .from(contractSchemes)
      .where(isNull(contractSchemes.removedAt))
      .orderBy(asc(contractSchemes.name), asc(contractSchemes.id));
  },

  async find(db: Executor, id: number) {
    const [row] = await db
      .select(columns)
      .from(contractSchemes)
      .where(and(eq(contractSchemes.id, id), isNull(contractSchemes.removedAt)));
    return row ?? null;
  },

  async isLive(db: Executor, id: number): Promise<boolean> {
    return (await schemeRepository.find(db, id)) !== null;
  },

  async nameTaken(db: Executor, name: string, exceptId: number | null): Promise<boolean> {
    const [row] = await db
      .select({ id: contractSchemes.id })
      .from(contractSchemes)
      .where(
        and(
          eq(contractSchemes.name, name),
          isNull(contractSchemes.removedAt),
          exceptId === null ? undefined : ne(contractSchemes.id, exceptId),
        ),
      );
    return row !== undefined;
  },

  async insert(db: Executor, scheme: SchemeWrite, createdBy: number, now: Date): Promise<number> {
    const [row] = await db
      .insert(contractSchemes)
      .values({ ...scheme, createdBy, createdAt: now, updatedAt: now })
      .returning({ id: contractSchemes.id });
    if (!row) throw new Error('scheme not written');
    return row.id;
  },

  async update(db: Executor, id: number, scheme: SchemeWrite, now: Date): Promise<void> {
    await db.update(contractSchemes).set({ ...scheme, updatedAt: now }).where(eq(contractSchemes.id, id));
  },

  async remove(db: Executor, id: number, now: Date): Promise<void> {
    await db.update(contractSchemes).set({ removedAt: now, updatedAt: now }).where(eq(contractSchemes.id, id));
  },

  async filesOf(db: Executor, schemeIds: readonly number[]): Promise<SchemeFileRow[]> {
    if (schemeIds.length === 0) return [];
    return db
      .select({ schemeId: contractSchemeFiles.schemeId, id: files.id, name: files.name, size: files.sizeBytes })
      .from(contractSchemeFiles)
      .innerJoin(files, eq(files.id, contractSchemeFiles.fileId))
      .where(inArray(contractSchemeFiles.schemeId, [...schemeIds]))
      .orderBy(asc(contractSchemeFiles.sort));
  },

  async replaceFiles(db: Executor, schemeId: number, fileIds: readonly number[]): Promise<void> {
    await db.delete(contractSchemeFiles).where(eq(contractSchemeFiles.schemeId, schemeId));
    if (fileIds.length === 0) return;
    await db.insert(contractSchemeFiles).values(fileIds.map((fileId, sort) => ({ schemeId, fileId, sort })));
  },

  /**
   * Which of `fileIds` may be attached to the scheme: platform PDFs uploaded through the scheme upload that are
   * attached to no other scheme.
   */
  async attachableFileIds(db: Executor, fileIds: readonly number[], schemeId: number | null): Promise<number[]> {
    if (fileIds.length === 0) return [];
    const rows = await db
      .select({ id: files.id, attachedTo: contractSchemeFiles.schemeId })
      .from(files)
      .leftJoin(contractSchemeFiles, eq(contractSchemeFiles.fileId, files.id))
      .where(and(inArray(files.id, [...fileIds]), isNull(files.storeId), eq(files.contentType, 'application/pdf')));
    return rows.filter((row) => row.attachedTo === null || row.attachedTo === schemeId).map((row) => row.id);
  },

  /** A scheme PDF: attached to a live scheme, or uploaded by `userId` and not attached yet. */
  async downloadable(db: Executor, fileId: number, userId: number) {
    const [row] = await db
      .select({
        id: files.id,
        name: files.name,
        contentType: files.contentType,
        data: files.data,
        createdBy: files.createdBy,
        schemeId: contractSchemeFiles.schemeId,
        schemeRemovedAt: contractSchemes.removedAt,
      })
      .from(files)
      .leftJoin(contractSchemeFiles, eq(contractSchemeFiles.fileId, files.id))
      .leftJoin(contractSchemes, eq(contractSchemes.id, contractSchemeFiles.schemeId))
      .where(and(eq(files.id, fileId), isNull(files.storeId), eq(files.contentType, 'application/pdf')));
    if (!row) return null;
    const attached = row.schemeId !== null && row.schemeRemovedAt === null;
    const ownUpload = row.schemeId === null && row.createdBy === userId;
    return attached || ownUpload ? row : null;
  },
};
