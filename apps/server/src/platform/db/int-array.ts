import { sql, type SQL } from 'drizzle-orm';

/**
 * A list of integer ids as one PostgreSQL int[] parameter ('{1,2,3}'), so a statement over thousands of ids
 * stays one parameter on both drivers. The ids come from validated requests or the database.
 */
export function intArray(ids: readonly number[]): SQL {
  for (const id of ids) if (!Number.isSafeInteger(id)) throw new TypeError(`not an integer id: ${id}`);
  return sql`${`{${ids.join(',')}}`}::int[]`;
}
