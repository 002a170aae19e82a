import { closeSync, mkdirSync, openSync, readFileSync, readSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { backupPostgres, restorePostgres } from './pg-backup.js';
import { backupPglite, restorePglite } from './pglite-backup.js';

/** `npm run backup` and `npm run restore` (docs/backups.md): the embedded database or PostgreSQL, whichever the server uses. */

export interface BackupSource {
  /** PostgreSQL when set (pg_dump / pg_restore); else the PGlite data folder. */
  databaseUrl: string | null;
  dataDir: string;
}

/** A file name that sorts by time: diancan-2026-11-26T13-05-00Z.tar.gz (PGlite) or .pgdump (PostgreSQL). */
export function backupFileName(source: BackupSource, now: Date): string {
  const stamp = now.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');
  return `diancan-${stamp}.${source.databaseUrl ? 'pgdump' : 'tar.gz'}`;
}

/** Writes a backup to `file` (a partial file renamed when complete, so a file of that name is always whole). */
export async function backup(source: BackupSource, file: string): Promise<{ file: string; bytes: number }> {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  try {
    if (source.databaseUrl) await backupPostgres(source.databaseUrl, partial);
    else writeFileSync(partial, await backupPglite(source.dataDir));
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return { file, bytes: statSync(file).size };
}

type BackupKind = 'postgres' | 'pglite';

/** What a backup file holds, by its first bytes: pg_dump's custom format, or PGlite's gzipped tar. */
export function kindOf(file: string): BackupKind | null {
  const head = Buffer.alloc(5);
  const descriptor = openSync(file, 'r');
  try {
    readSync(descriptor, head, 0, 5, 0);
  } finally {
    closeSync(descriptor);
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  return null;
}

/**
 * Restores a backup into the database the server would use: a PGlite backup into the data folder (empty, or kept
 * aside with `replace`), a pg_dump into DATABASE_URL's database (empty, or its objects dropped with `replace`).
 */
export async function restore(source: BackupSource, file: string, options: { replace: boolean; now: Date }): Promise<string> {
  const kind = kindOf(file);
  if (kind === null) throw new Error(`${file} is not a backup of ours (neither a pg_dump nor a PGlite .tar.gz)`);
  if (kind === 'postgres') {
    if (!source.databaseUrl) throw new Error(`${file} is a PostgreSQL dump: set DATABASE_URL to the database to restore it into`);
    await restorePostgres(source.databaseUrl, file, options);
    return 'restored into the PostgreSQL database of DATABASE_URL';
  }
  if (source.databaseUrl) throw new Error(`${file} is an embedded-database backup: unset DATABASE_URL and set DATA_DIR to restore it`);
  const orders = await restorePglite(readFileSync(file), source.dataDir, options);
  return `restored into ${source.dataDir} (${orders} orders)`;
}
