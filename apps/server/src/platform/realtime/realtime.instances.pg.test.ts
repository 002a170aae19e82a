import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_ERRORS, USER_QUEUES } from '@diancan/core';
import { openTestDatabase, type TestDatabase } from '../../../test/database.js';
import { TestClient } from '../../../test/harness.js';
import { connectStompClient, waitFor, websocketUrl, type StompTestClient } from './testing/clients.js';
import { startServerProcess, type ServerProcess } from './testing/instances.js';

/**
 * Two server processes (src/main.ts, as `npm start` runs it) on one PostgreSQL database: what happens through one
 * instance reaches the realtime clients of the other, once. Runs when TEST_DATABASE_URL is set.
 */
const serverUrl = process.env.TEST_DATABASE_URL?.trim() ?? '';
if (!serverUrl) throw new Error('*.pg.test.ts files run only with TEST_DATABASE_URL set (see vitest.config.ts)');

describe('two instances on PostgreSQL', () => {
  let scratch: TestDatabase;
  let instanceA: ServerProcess;
  let instanceB: ServerProcess;
  const sockets: StompTestClient[] = [];

  beforeAll(async () => {
    // A copy of the seeded template database (test/database.ts): migrated and with the demo data, as a first start
    // leaves it, without running every migration again.
    scratch = await openTestDatabase({ seeded: true });
    if (!scratch.url) throw new Error('openTestDatabase gave no PostgreSQL database');
    const env = { DATABASE_URL: scratch.url, DEMO_DATA: 'true' };
    instanceA = await startServerProcess(env);
    instanceB = await startServerProcess(env);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await Promise.all([instanceA?.stop(), instanceB?.stop()]);
    await scratch?.close(); // drops the copy
  });

  async function signedIn(instance: ServerProcess, account: string): Promise<TestClient> {
    const client = new TestClient(instance.baseUrl);
    expect((await client.login(account)).status).toBe(200);
    return client;
  }

  async function link(instance: ServerProcess, client: TestClient): Promise<StompTestClient> {
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const socket = await connectStompClient(websocketUrl(instance.baseUrl), { cookie });
    sockets.push(socket);
    await socket.subscribeConfirmed(USER_QUEUES.backstage);
    return socket;
  }

  it('delivers a password change made through A to the clients of B, once, and closes B’s revoked sockets', async () => {
    const changer = await signedIn(instanceA, 'store');
    const phone = await signedIn(instanceB, 'store');
    const changerOnB = await link(instanceB, changer);
    const phoneOnB = await link(instanceB, phone);
    const changerOnA = await link(instanceA, changer);

    const response = await changer.put('/api/back/account/updatePassword', {
      oldPassword: 'Demo1234',
      newPassword: 'Diancan2026',
    });
    expect(response.status).toBe(200);

    await waitFor(() => [changerOnA, changerOnB, phoneOnB].every((socket) => socket.received.length >= 1), 5000);
    // Time for a duplicate to show up, if the bus delivered twice.
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const socket of [changerOnA, changerOnB, phoneOnB]) {
      expect(socket.received.map((entry) => entry.message.type)).toEqual(['PASSWORD_RESET']);
    }
    // The phone's session was revoked on A; B closes its socket after the notice.
    expect((await phoneOnB.closed).code).toBe(1008);
    expect(phoneOnB.errors.map((frame) => frame.headers.message)).toEqual([REALTIME_ERRORS.SESSION_REVOKED]);
    expect(changerOnB.client.connected).toBe(true);
    expect(instanceA.errors() + instanceB.errors()).not.toMatch(/realtime bus: (publish failed|dropped)/);
  });
});
