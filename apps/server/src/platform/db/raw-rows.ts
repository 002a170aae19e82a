import { createHash } from 'node:crypto';
import { is, sql, type SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { PgliteSession } from 'drizzle-orm/pglite';
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
 * queryRows for the few statements every order runs (session, checkout catalogue, order write): they run as
 * prepared statements, parsed and planned once per connection, then only executed. Planning them cost more than
 * running them (on PostgreSQL 0.4 ms for the catalogue and 0.2 ms for the session against 0.2 and 0.05 to run,
 * measured with pg_stat_statements under `npm run bench:orders`; on PGlite 0.5 ms to plan the catalogue and 0.35 to
 * parse it against 0.3 to run), and the database's CPU is what a busy store runs out of first.
 *
 * Only for statements whose text does not grow with the data (a list goes in as one array parameter): every distinct
 * text stays prepared on every connection. Behind PgBouncer, use transaction pooling with its prepared-statement
 * support (1.21+) or session pooling.
 */
export async function queryPreparedRows<Row>(db: Executor, statement: SQL): Promise<Row[]> {
  const internals = db as unknown as { session: { client?: unknown }; dialect: PgDialect };
  const client = internals.session.client;
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    // Drizzle's `execute` cannot name a statement: node-postgres is called directly, with drizzle's text types.
    const query = internals.dialect.sqlToQuery(statement);
    const result = await client.query<Row & pg.QueryResultRow>({
      name: statementName(query.sql),
      text: query.sql,
      values: query.params,
      types: textTypes,
    });
    return result.rows;
  }
  if (is(internals.session, PgliteSession)) return queryPgliteStatement(db, internals.dialect, statement);
  return queryRows(db, statement);
}

/**
 * PGlite's driver offers no named statements, so this is SQL's own PREPARE and EXECUTE. EXECUTE takes no bind
 * parameters, so the values go in as literals, escaped as libpq's PQescapeLiteral does; PostgreSQL coerces each
 * to the type PREPARE inferred for its parameter. A prepared statement outlives the transaction that made it.
 */
async function queryPgliteStatement<Row>(db: Executor, dialect: PgDialect, statement: SQL): Promise<Row[]> {
  const query = dialect.sqlToQuery(statement);
  if (query.params.some((value) => value !== null && typeof value === 'object')) return queryRows(db, statement);
  const name = statementName(query.sql);
  await preparedOnce(db, dialect, name, query.sql);
  return queryRows(db, sql.raw(`execute ${name}(${query.params.map(literal).join(', ')})`));
}

/**
 * One PGlite is one database session, and one drizzle database (with its dialect object, shared by its
 * transactions) is made per PGlite: the dialect stands for the session. Concurrent first calls share one PREPARE.
 */
const preparedBySession = new WeakMap<PgDialect, Map<string, Promise<void>>>();

async function preparedOnce(db: Executor, dialect: PgDialect, name: string, text: string): Promise<void> {
  let prepared = preparedBySession.get(dialect);
  if (!prepared) preparedBySession.set(dialect, (prepared = new Map()));
  let preparing = prepared.get(name);
  if (!preparing) {
    preparing = db.execute(sql.raw(`prepare ${name} as ${text}`)).then(() => undefined);
    prepared.set(name, preparing);
    preparing.catch(() => prepared.delete(name));
  }
  await preparing;
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  const text = String(value).replaceAll("'", "''");
  return text.includes('\\') ? ` E'${text.replaceAll('\\', '\\\\')}'` : `'${text}'`;
}

const names = new Map<string, string>();
/** More distinct texts than this means a caller builds its text from data: they still run, unremembered. */
const MAX_REMEMBERED_NAMES = 200;

/** A name (an SQL identifier) that only this text gets: two texts never share a prepared statement. */
function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `d_${createHash('sha1').update(text).digest('hex')}`;
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
