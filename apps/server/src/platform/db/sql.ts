import { sql } from 'drizzle-orm';
import type { Executor } from './database.js';

export { intArray } from './int-array.js';

/** Rows per multi-row INSERT: well under PostgreSQL's 65535 parameters for the widest menu table. */
export const INSERT_CHUNK = 1_000;

export function chunked<T>(rows: readonly T[], size = INSERT_CHUNK): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += size) chunks.push(rows.slice(start, start + size));
  return chunks;
}

/** A LIKE pattern matching `text` anywhere, with its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Runs one bulk statement (run inside a transaction) with nested-loop joins off. The planner cannot know how
 * many rows a JSON or array parameter holds, and the embedded database never analyzes tables on its own, so it
 * may join thousands of rows to thousands by a nested loop: minutes, where a hash join takes milliseconds.
 * The setting is local to the transaction and restored after the statement.
 */
export async function withoutNestedLoops<T>(db: Executor, statement: () => Promise<T>): Promise<T> {
  await db.execute(sql`select set_config('enable_nestloop', 'off', true)`);
  const result = await statement();
  await db.execute(sql`select set_config('enable_nestloop', 'on', true)`);
  return result;
}

/** The offset of a page (pages count from 1). */
export function offsetOf(page: number, size: number): number {
  return (page - 1) * size;
}
