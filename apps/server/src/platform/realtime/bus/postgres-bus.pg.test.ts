import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeMessage } from '@diancan/core';
import { waitFor } from '../testing/clients.js';
import { createScratchDatabase } from '../testing/instances.js';
import type { BusEvent, BusLogger, RealtimeBus } from './bus.js';
import { createPostgresBus } from './postgres-bus.js';

/**
 * The LISTEN/NOTIFY bus between two instances on a real PostgreSQL server. Runs when TEST_DATABASE_URL is set
 * (`npm run test:api` runs the server suite a second time on PostgreSQL).
 */
const databaseUrl = process.env.TEST_DATABASE_URL?.trim() ?? '';
if (!databaseUrl) throw new Error('*.pg.test.ts files run only with TEST_DATABASE_URL set (see vitest.config.ts)');

function message(title: string): RealtimeMessage {
  return {
    messageId: randomUUID(),
    type: 'ANNOUNCEMENT',
    data: { announcementId: 1, kind: 'TEXT', title },
    sentAt: new Date().toISOString(),
  };
}

function announcement(title: string): BusEvent {
  return { kind: 'message', target: { destination: 'platform' }, message: message(title) };
}

const warnings: string[] = [];
const logger: BusLogger = {
  error: (_details, text) => warnings.push(text),
  warn: (_details, text) => warnings.push(text),
};

describe('PostgreSQL bus', () => {
  const channel = `realtime_test_${randomBytes(4).toString('hex')}`;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let instanceA: RealtimeBus;
  let instanceB: RealtimeBus;
  const heardByA: BusEvent[] = [];
  const heardByB: BusEvent[] = [];
  let admin: pg.Client;

  beforeAll(async () => {
    // A new database, so the bus's table is created from nothing, as on a fresh install.
    scratch = await createScratchDatabase(databaseUrl);
    // Both instances start at once: the table is created by one of them, under an advisory lock.
    [instanceA, instanceB] = await Promise.all([
      createPostgresBus({ connectionString: scratch.url, channel, logger }),
      createPostgresBus({ connectionString: scratch.url, channel, logger }),
    ]);
    instanceA.subscribe((event) => heardByA.push(event));
    instanceB.subscribe((event) => heardByB.push(event));
    admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
  });

  afterAll(async () => {
    await Promise.all([instanceA?.close(), instanceB?.close(), admin?.end()]);
    await scratch?.drop();
  });

  async function publishAndWait(event: BusEvent): Promise<void> {
    const [a, b] = [heardByA.length, heardByB.length];
    await instanceA.publish(event);
    await waitFor(() => heardByA.length > a && heardByB.length > b, 5000, 'the event on both instances');
  }

  it('delivers an event published on one instance to both, once each', async () => {
    heardByA.length = 0;
    heardByB.length = 0;
    const event = announcement('今日公休');
    await publishAndWait(event);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heardByA).toEqual([event]);
    expect(heardByB).toEqual([event]);
  });

  it('keeps the order of a burst published at once, large events included, batching the small ones', async () => {
    heardByA.length = 0;
    heardByB.length = 0;
    const burst = Array.from({ length: 250 }, (_, index) =>
      index % 50 === 7 ? announcement(`大${'字'.repeat(4000)}${index}`) : announcement(`公告 ${index}`),
    );
    await Promise.all(burst.map((event) => instanceA.publish(event)));
    await waitFor(() => heardByA.length >= burst.length && heardByB.length >= burst.length, 10_000, 'the whole burst');
    expect(heardByA).toEqual(burst);
    expect(heardByB).toEqual(burst);
  });

  it('carries an event too large for NOTIFY through the payload table', async () => {
    const event = announcement('長'.repeat(20_000));
    await publishAndWait(event);
    expect(heardByB.at(-1)).toEqual(event);
    const stored = await admin.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM realtime_payload WHERE body LIKE $1',
      [`%${event.kind === 'message' ? event.message.messageId : ''}%`],
    );
    expect(stored.rows[0]!.count).toBe(1);
  });

  it('keeps the publishing order, small and large events mixed', async () => {
    heardByB.length = 0;
    const events = Array.from({ length: 40 }, (_, index) =>
      announcement(index % 5 === 0 ? `${index}:${'大'.repeat(5000)}` : `${index}`),
    );
    for (const event of events) await instanceA.publish(event);
    await waitFor(() => heardByB.length === events.length, 10_000, 'all events');
    expect(heardByB).toEqual(events);
  });

  it('drops a notification of unknown shape and goes on', async () => {
    heardByB.length = 0;
    await admin.query('SELECT pg_notify($1, $2)', [channel, 'i:{"kind":"message","target":{"destination":"moon"}}']);
    await admin.query('SELECT pg_notify($1, $2)', [channel, 'r:999999999']);
    const event = announcement('after the noise');
    await publishAndWait(event);
    expect(heardByB).toEqual([event]);
    expect(warnings.some((text) => text.includes('unknown shape'))).toBe(true);
  });

  it('listens again after its connection was cut', async () => {
    const before = warnings.length;
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1 AND pid <> pg_backend_pid()`,
      [`LISTEN ${channel}`],
    );
    await waitFor(() => warnings.slice(before).some((text) => text.includes('LISTEN connection lost')), 5000, 'the loss');
    // Publishing keeps working; after the reconnect (1 s) both instances hear events again.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await publishAndWait(announcement('back again'));
  });
});
