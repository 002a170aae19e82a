import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, pgliteHandle, postgresHandle } from '../src/platform/db/database.js';
import { migrationsFolder, serverPackageRoot } from '../src/platform/paths.js';
import { seedDemoData } from '../src/seed/demo-seed.js';

/**
 * A fresh, migrated database for one test server: PGlite by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (created here, dropped on close).
 *
 * Vitest runs each test file in its own process, so a template kept in memory would be rebuilt for every
 * file (3 s to start PGlite). Instead the migrated (and the seeded) data folder is dumped once to a file in
 * the temp folder, keyed by the migrations and the seed code, and each database loads it (0.5 s).
 */

const SEED_SOURCES = ['src/seed/demo-data.ts', 'src/seed/demo-seed.ts'];

function templateKey(): string {
  const hash = createHash('sha256');
  const pgliteVersion = (JSON.parse(
    readFileSync(path.join(serverPackageRoot(), '../../node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string }).version;
  hash.update(pgliteVersion);
  const migrations = migrationsFolder();
  for (const file of readdirSync(migrations, { recursive: true }).map(String).sort()) {
    const full = path.join(migrations, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  for (const file of SEED_SOURCES) hash.update(readFileSync(path.join(serverPackageRoot(), file)));
  return hash.digest('hex').slice(0, 16);
}

function templatePath(seeded: boolean): string {
  return path.join(tmpdir(), `diancan-test-${templateKey()}-${seeded ? 'seeded' : 'migrated'}.tar`);
}

function writeAtomically(file: string, data: Buffer): void {
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, data);
  renameSync(partial, file); // a parallel writer of the same template just replaces it with an equal copy
}

async function buildTemplates(): Promise<void> {
  const client = await PGlite.create();
  try {
    const handle = pgliteHandle(client);
    await handle.migrate();
    writeAtomically(templatePath(false), Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await seedDemoData(handle.db);
    writeAtomically(templatePath(true), Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await client.close();
  }
}

/** A test's database: the app's handle, plus the PostgreSQL URL of its own database (null on PGlite). */
export type TestDatabase = DatabaseHandle & { url: string | null };

async function openPglite(seeded: boolean, dataDir: string | undefined): Promise<TestDatabase> {
  const file = templatePath(seeded);
  if (!existsSync(file)) await buildTemplates();
  const client = await PGlite.create({ dataDir, loadDataDir: new Blob([readFileSync(file)]) });
  return { ...pgliteHandle(client), url: null };
}

/**
 * On PostgreSQL the same idea is a template database per key (migrated, or seeded), made once by whichever test
 * process gets there first (an advisory lock keeps the others waiting) and copied by `create database ... template`,
 * which takes a fraction of migrating and seeding again.
 */
async function ensurePostgresTemplate(admin: pg.Client, serverUrl: string, seeded: boolean): Promise<string> {
  const template = `diancan_tpl_${templateKey()}_${seeded ? 'seeded' : 'migrated'}`;
  const exists = async () => (await admin.query('select 1 from pg_database where datname = $1 and datistemplate', [template])).rowCount === 1;
  if (await exists()) return template;
  await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
  try {
    if (await exists()) return template;
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    const handle = postgresHandle(url.toString(), 2);
    try {
      await handle.migrate();
      if (seeded) await seedDemoData(handle.db);
    } finally {
      await handle.close();
    }
    await admin.query(`alter database ${template} with is_template true allow_connections false`);
    return template;
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [template]);
  }
}

async function openPostgres(serverUrl: string, seeded: boolean): Promise<TestDatabase> {
  const name = `diancan_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const template = await ensurePostgresTemplate(admin, serverUrl, seeded);
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = postgresHandle(url.toString(), 5);
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** A new database for a test: migrated, and with the demo data unless `seeded` is false (PGlite: in `dataDir` when given). */
export function openTestDatabase(options: { seeded: boolean; dataDir?: string }): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL?.trim();
  return serverUrl ? openPostgres(serverUrl, options.seeded) : openPglite(options.seeded, options.dataDir);
}
