import type { SQL } from 'drizzle-orm';
import type { Executor } from './database.js';

/**
 * Runs a hand-written statement and answers its rows. Both drivers (node-postgres and PGlite) answer `{ rows }`;
 * the app's database type leaves the result untyped because it is either.
 */
export async function queryRows<Row>(db: Executor, statement: SQL): Promise<Row[]> {
  const result = (await db.execute(statement)) as { rows?: Row[] };
  if (!Array.isArray(result.rows)) throw new Error('the driver answered no rows array');
  return result.rows;
}
