import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Backups of a PostgreSQL server's database (DATABASE_URL) through PostgreSQL's own tools: pg_dump's custom format
 * (one consistent snapshot: pg_dump reads in one repeatable-read transaction while the server keeps taking orders)
 * and pg_restore. They must be as new as the server; PG_BIN names their folder when they are not on PATH.
 */

/** pg_dump / pg_restore: in PG_BIN, else on PATH, else the newest Debian install (/usr/lib/postgresql/<n>/bin). */
export function postgresTool(name: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv = process.env): string {
  if (env.PG_BIN) return path.join(env.PG_BIN, name);
  for (const folder of (env.PATH ?? '').split(path.delimiter)) if (folder && existsSync(path.join(folder, name))) return path.join(folder, name);
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian) ? readdirSync(debian).filter((entry) => /^\d+$/.test(entry)).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) if (existsSync(path.join(debian, version, 'bin', name))) return path.join(debian, version, 'bin', name);
  return name;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error) => reject(new Error(`${command}: ${error.message} (install the PostgreSQL client tools or set PG_BIN)`)));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(command)} failed (${code}): ${errors.trim()}`))));
  });
}

/** Dumps the database to `file` (custom format, without owners and grants so it restores under any role). */
export function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  return run(postgresTool('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${databaseUrl}`]);
}

/** Restores a dump into the database (an empty one; `replace` drops the objects it holds first). */
export function restorePostgres(databaseUrl: string, file: string, options: { replace: boolean }): Promise<void> {
  const replace = options.replace ? ['--clean', '--if-exists'] : [];
  return run(postgresTool('pg_restore'), ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', ...replace, `--dbname=${databaseUrl}`, file]);
}
