import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

function cookieHeader(client: TestClient): string {
  return [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

describe('app.sessions, the realtime broker way in', () => {
  it('authenticates a Cookie header to the session principal', async () => {
    const store = server.client();
    await store.login('store');
    const principal = await server.app.sessions.authenticate(`theme=dark; ${cookieHeader(store)}`);
    expect(principal).toMatchObject({
      account: 'store',
      loginRole: 'USER_STORE',
      superManager: false,
      staff: false,
      allStores: false,
      storeIds: [1, 2],
    });
    expect(principal?.sessionId).toMatch(/^[\w-]{22}$/);
    expect(principal?.userId).toBeGreaterThan(0);

    const superManager = server.client();
    await superManager.login('super');
    expect(await server.app.sessions.authenticate(cookieHeader(superManager))).toMatchObject({
      loginRole: 'USER_MANAGER',
      superManager: true,
      staff: true,
      allStores: true,
      storeIds: [],
    });
  });

  it('answers null without a cookie, with a forged one, and after logout', async () => {
    expect(await server.app.sessions.authenticate(undefined)).toBeNull();
    expect(await server.app.sessions.authenticate('diancan_session=forged')).toBeNull();
    const client = server.client();
    await client.login('manager');
    const header = cookieHeader(client);
    await client.post('/api/logout');
    expect(await server.app.sessions.authenticate(header)).toBeNull();
  });

  it('tells onRevoked listeners which sessions ended, until they unsubscribe', async () => {
    const heard: string[][] = [];
    const stop = server.app.sessions.onRevoked((ids) => heard.push(ids));
    const client = server.client();
    await client.login('sales');
    const principal = await server.app.sessions.authenticate(cookieHeader(client));
    await client.post('/api/logout');
    expect(heard).toEqual([[principal?.sessionId]]);

    stop();
    const again = server.client();
    await again.login('sales');
    await again.post('/api/logout');
    expect(heard).toHaveLength(1);
  });

  it('keeps notifying the other listeners when one throws', async () => {
    const heard: string[][] = [];
    const stopBroken = server.app.sessions.onRevoked(() => {
      throw new Error('broken listener');
    });
    const stop = server.app.sessions.onRevoked((ids) => heard.push(ids));
    const client = server.client();
    await client.login('sales');
    expect((await client.post('/api/logout')).status).toBe(200);
    expect(heard).toHaveLength(1);
    stopBroken();
    stop();
  });
});
