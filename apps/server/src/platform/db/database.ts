import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths.js';
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

/** Wraps an open PGlite instance (a data folder, in memory, or a test clone). */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
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

export function postgresHandle(connectionString: string, maxConnections = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  // An idle connection the server cut (a restart, pg_terminate_backend) is dropped by the pool and replaced on the
  // next query; without a listener its 'error' event would end the whole process.
  pool.on('error', (error) => console.error(`PostgreSQL: an idle connection failed and will be replaced: ${error.message}`));
  const db = drizzleNodePg({ client: pool, schema });
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
