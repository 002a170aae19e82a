/** A throwaway database on a PostgreSQL server for one benchmark run, made before it and dropped after. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, postgresHandle } from '../apps/server/src/platform/db/database.js';

/** Runs `work` on a new, empty database named `diancan_bench_<prefix>_<random>` on the server, then drops it. */
export async function withScratchPostgres<T>(serverUrl: string, prefix: string, work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const name = `diancan_bench_${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const handle = postgresHandle(scratchUrl(serverUrl, name));
  try {
    return await work(handle);
  } finally {
    await handle.close();
    await dropScratchDatabase(admin, name);
    await admin.end();
  }
}

/** The server's URL pointed at another database. */
export function scratchUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Drops the scratch database once the pools' connections have gone: a pool's end() resolves before the server has
 * seen every connection close, and a connection cut by a forced drop meanwhile is an unhandled pool error.
 */
export async function dropScratchDatabase(admin: pg.Client, name: string): Promise<void> {
  for (let tries = 0; tries < 50; tries++) {
    const open = await admin.query('select count(*)::int as count from pg_stat_activity where datname = $1', [name]);
    if ((open.rows[0] as { count: number }).count === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await admin.query(`drop database if exists ${name} with (force)`);
}
