import { mkdirSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths.js';
import { runBeforeCommitInTransactions } from './commit-hooks.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;

/** The one database type the app uses, whether PGlite or a PostgreSQL server is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a repository runs its SQL on: the database or a transaction a service opened. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded database itself (its snapshots are the backups), null on PostgreSQL. */
  pglite: PGlite | null;
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  /**
   * Refreshes the planner's table statistics. PGlite has no autovacuum daemon, so without this it plans every
   * query on empty-table guesses (a 20,000-row menu import took 73 s instead of 3 s); PostgreSQL's autovacuum does it.
   */
  refreshStatistics(): Promise<void>;
  close(): Promise<void>;
}

const TAKES_TURNS = Symbol('diancan.pglite.takesTurns');

/**
 * Makes the embedded database let the event loop run between its statements and transactions. PGlite runs
 * PostgreSQL in WebAssembly on this thread and hands its one connection from waiter to waiter through promises
 * alone: under a burst (300 customers ordering at once) the queued transactions run back to back as microtasks and
 * no timer, socket read or socket write happens until the last one finished. No answer left, no realtime frame
 * reached the board (order -> board p99 was 37 s) and no new request was even read. Each holder of the connection
 * (a transaction, or a statement outside one: PGlite takes the same lock for both) now waits one turn of the event
 * loop first, so the sockets are served between them. Holding the lock across that turn is safe: nothing else
 * can reach the database meanwhile, and a transaction stays one unit. Idle, a turn costs microseconds.
 */
function takeTurns(client: PGlite): void {
  const marked = client as PGlite & { [TAKES_TURNS]?: true };
  if (marked[TAKES_TURNS]) return;
  marked[TAKES_TURNS] = true;
  const exclusive = client._runExclusiveTransaction.bind(client);
  client._runExclusiveTransaction = <T>(work: () => Promise<T>): Promise<T> =>
    exclusive(async () => {
      await nextTurn();
      return work();
    });
}

/** Wraps an open PGlite instance (a data folder, in memory, or a test clone). */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  takeTurns(client);
  const db = drizzlePglite({ client, schema });
  runBeforeCommitInTransactions(db as unknown as Database);
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    refreshStatistics: async () => {
      await client.exec('ANALYZE');
    },
    close: () => client.close(),
  };
}

export function postgresHandle(connectionString: string, maxConnections = 10, access: 'read-write' | 'read-only' = 'read-write'): DatabaseHandle {
  // Read-only sessions (a replica for the reports): a write sent there by mistake fails at once, on a replica and on a
  // primary alike, instead of working until the day the URL points at a real standby.
  const options = access === 'read-only' ? '-c default_transaction_read_only=on' : undefined;
  const pool = new pg.Pool({ connectionString, max: maxConnections, options });
  // An idle connection the server cut (a restart, pg_terminate_backend) is dropped by the pool and replaced on the
  // next query; without a listener its 'error' event would end the whole process.
  pool.on('error', (error) => console.error(`PostgreSQL: an idle connection failed and will be replaced: ${error.message}`));
  const db = drizzleNodePg({ client: pool, schema });
  runBeforeCommitInTransactions(db as unknown as Database);
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    pglite: null,
    migrate: () => migrateNodePg(db, { migrationsFolder: migrationsFolder() }),
    refreshStatistics: async () => {}, // autovacuum's job on a PostgreSQL server
    close: () => pool.end(),
  };
}

/** DATABASE_URL wins; otherwise PGlite in the data folder (created on first use). */
export async function openDatabase(options: { databaseUrl: string | null; dataDir: string }): Promise<DatabaseHandle> {
  if (options.databaseUrl) return postgresHandle(options.databaseUrl);
  // PGlite makes the folder itself but not its parents (DATA_DIR=/var/lib/diancan/data on a fresh machine).
  mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir);
  return pgliteHandle(client);
}
