import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { files } from '../db/schema/index.js';

export type FileRow = typeof files.$inferSelect;
export type FileMeta = Omit<FileRow, 'data'>;
export type FileWrite = Pick<FileRow, 'storeId' | 'name' | 'contentType' | 'sizeBytes' | 'data' | 'createdBy'>;

const meta = {
  id: files.id,
  storeId: files.storeId,
  name: files.name,
  contentType: files.contentType,
  sizeBytes: files.sizeBytes,
  createdBy: files.createdBy,
  createdAt: files.createdAt,
};

export const filesRepository = {
  async insert(db: Executor, row: FileWrite, now: Date): Promise<FileMeta> {
    const [inserted] = await db
      .insert(files)
      .values({ ...row, createdAt: now })
      .returning(meta);
    if (!inserted) throw new Error('file not written');
    return inserted;
  },

  async find(db: Executor, id: number): Promise<FileRow | undefined> {
    const [row] = await db.select().from(files).where(eq(files.id, id));
    return row;
  },

  async findMeta(db: Executor, id: number): Promise<FileMeta | undefined> {
    const [row] = await db.select(meta).from(files).where(eq(files.id, id));
    return row;
  },

  /** Which of `ids` are files of the store. */
  async idsOfStore(db: Executor, storeId: number, ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.storeId, storeId), inArray(files.id, [...ids])));
    return rows.map((row) => row.id);
  },

  /** Copies a file to another store; the copy's id, or null when the file is gone. */
  async copyToStore(db: Executor, id: number, storeId: number, createdBy: number | null, now: Date): Promise<number | null> {
    const source = await filesRepository.find(db, id);
    if (!source) return null;
    const { name, contentType, sizeBytes, data } = source;
    return (await filesRepository.insert(db, { storeId, name, contentType, sizeBytes, data, createdBy }, now)).id;
  },
};
