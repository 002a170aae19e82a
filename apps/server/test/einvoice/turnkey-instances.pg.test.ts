import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { type DatabaseHandle, postgresHandle } from '../../src/platform/db/database.js';
import { loadConfig } from '../../src/platform/config.js';
import { queryRows } from '../../src/platform/db/raw-rows.js';
import { turnkeyRepository } from '../../src/features/einvoice/turnkey.repository.js';
import { addTrack, type EinvoiceWorld, placeOrder, startEinvoiceWorld } from './einvoice-fixtures.js';

/**
 * The Turnkey loop across instances (PostgreSQL only: several server processes share one database there). Two more
 * app instances, each with its own connection pool to the test's database and the same Turnkey folder, run the loop
 * at the same time: the database lock lets one of them write at a time, and no message is written twice.
 */

let world: EinvoiceWorld;
let root: string;
const instances: { app: FastifyInstance; handle: DatabaseHandle }[] = [];

async function startInstance(databaseUrl: string): Promise<FastifyInstance> {
  const handle = postgresHandle(databaseUrl, 3);
  const config = { ...loadConfig({ NODE_ENV: 'test' }), webDist: null, smtpUrl: null, einvoiceTurnkeyDir: root };
  const app = await buildApp({ config, db: handle.db, clock: world.clock.clock, logger: { level: 'silent' } });
  instances.push({ app, handle });
  return app;
}

beforeAll(async () => {
  world = await startEinvoiceWorld();
  root = mkdtempSync(path.join(tmpdir(), 'diancan-turnkey-pg-'));
  await addTrack(world, { year: 2026, startMonth: 11, letters: 'AB', startNumber: '00000000', endNumber: '00000099' });
});
afterAll(async () => {
  for (const { app, handle } of instances) {
    await app.close();
    await handle.close();
  }
  await world?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

const sourceFiles = (message: string) => {
  try {
    return readdirSync(path.join(root, 'UpCast', 'B2SSTORAGE', message, 'SRC'));
  } catch {
    return [];
  }
};

describe('the Turnkey loop on two instances of one database (PostgreSQL)', () => {
  it('has one writer at a time and writes every message once', async () => {
    const [row] = await queryRows<{ name: string }>(world.server.db, sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${row?.name ?? ''}`;
    const first = await startInstance(url.toString());
    const second = await startInstance(url.toString());
    const loops = [first.services.einvoice.turnkey, second.services.einvoice.turnkey];

    // While another connection holds the lock (an instance in the middle of its run), a run does nothing.
    await placeOrder(world);
    await world.server.db.transaction(async (tx) => {
      expect(await turnkeyRepository.tryLock(tx)).toBe(true);
      expect(await loops[0]?.run()).toEqual({ ran: false, written: 0, uploaded: 0, failed: 0 });
    });
    expect(sourceFiles('F0401')).toEqual([]);

    // Both instances run together, round after round, with new invoices in between.
    let written = 0;
    let placed = 1;
    for (let round = 0; round < 6; round++) {
      await Promise.all([placeOrder(world), placeOrder(world)]);
      placed += 2;
      const summaries = await Promise.all(loops.map((loop) => loop.run()));
      expect(summaries.some((summary) => summary.ran)).toBe(true);
      written += summaries.reduce((sum, summary) => sum + summary.written, 0);
    }
    const files = sourceFiles('F0401');
    expect(written).toBe(placed);
    expect(files).toHaveLength(placed);
    expect(new Set(files.map((name) => name.replace(/_\d+\.xml$/, ''))).size).toBe(placed);
    expect(files.every((name) => name.endsWith('_1.xml'))).toBe(true);
    const [uploads] = await queryRows<{ rows: number; written: number }>(
      world.server.db,
      sql`select count(*)::int as rows, count(*) filter (where status = 'WRITTEN' and attempt = 1)::int as written
          from einvoice_uploads where message = 'F0401' and store_id = ${world.storeId}`,
    );
    expect(uploads).toEqual({ rows: placed, written: placed });
  });
});
