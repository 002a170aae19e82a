import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
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

/**
 * queryRows for the few statements every order runs (session, checkout catalogue, order write). On a PostgreSQL
 * server they run as named prepared statements: each connection parses and plans the text once and then reuses the
 * plan. Planning those statements cost the server more than running them (0.4 ms for the catalogue, 0.2 ms for the
 * session, measured with pg_stat_statements under `npm run bench:orders`), and the database server's CPU is what a
 * busy store runs out of first. Drizzle's `execute` has no way to name a statement, hence the direct call.
 *
 * Only for statements whose text does not grow with the data (a list goes in as one array parameter): every distinct
 * text stays prepared on every pooled connection. On PGlite (no network, no separate planner process) it is queryRows.
 * Behind PgBouncer, use transaction pooling with its prepared-statement support (1.21+) or session pooling.
 */
export async function queryPreparedRows<Row>(db: Executor, statement: SQL): Promise<Row[]> {
  const internals = db as unknown as { session?: { client?: unknown }; dialect: PgDialect };
  const client = internals.session?.client;
  if (!(client instanceof pg.Pool || client instanceof pg.Client)) return queryRows(db, statement);
  const query = internals.dialect.sqlToQuery(statement);
  const result = await client.query<Row & pg.QueryResultRow>({
    name: statementName(query.sql),
    text: query.sql,
    values: query.params,
    types: textTypes,
  });
  return result.rows;
}

const names = new Map<string, string>();
/** More distinct texts than this means a caller builds its text from data: they still run, unremembered. */
const MAX_REMEMBERED_NAMES = 200;

/** A name that only this text gets: two texts never share a prepared statement, whichever connection ran which. */
function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `d_${createHash('sha1').update(text).digest('base64url')}`;
    if (names.size < MAX_REMEMBERED_NAMES) names.set(text, name);
  }
  return name;
}

/** Timestamps, dates and intervals (and their arrays) as PostgreSQL's text, as drizzle answers them through execute. */
const KEPT_AS_TEXT = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1115, // timestamp[]
  1182, // date[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]);
const asText = (value: string) => value;
const textTypes = {
  getTypeParser: (typeId: number, format?: 'text' | 'binary') =>
    KEPT_AS_TEXT.has(typeId) ? asText : pg.types.getTypeParser(typeId, format),
} as pg.CustomTypesConfig;
