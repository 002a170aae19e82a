import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_ERRORS, storeRefreshTopic, USER_QUEUES } from '@diancan/core';
import { startTestServer, type TestClient, type TestServer } from '../../../test/harness.js';
import { stores } from '../db/schema/index.js';
import { publishNow } from './publisher.js';
import { connectStompClient, openRawSocket, waitFor, websocketUrl, type StompTestClient } from './testing/clients.js';

/**
 * The realtime link inside the whole app: the session cookie of a real sign-in authenticates the upgrade, the
 * user's stores bound what it may subscribe to, and logging out or changing the password ends its sockets.
 */

let server: TestServer;
let url: string;
let ownStores: number[];
let foreignStore: number;
const sockets: StompTestClient[] = [];

function cookieOf(client: TestClient): string {
  return [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

async function signedIn(account: string): Promise<TestClient> {
  const client = server.client();
  const response = await client.login(account);
  expect(response.status).toBe(200);
  return client;
}

async function link(client: TestClient, connectHeaders: Record<string, string> = {}): Promise<StompTestClient> {
  const socket = await connectStompClient(url, { cookie: cookieOf(client), connectHeaders });
  sockets.push(socket);
  return socket;
}

beforeAll(async () => {
  server = await startTestServer();
  url = websocketUrl(server.baseUrl);
  const owner = await signedIn('store');
  const current = await owner.get<{ storeList: Array<{ id: number }> }>('/api/back/user/getCurrent');
  ownStores = current.body.data.storeList.map((store) => store.id);
  const [inserted] = await server.db.insert(stores).values({ name: '別人的店' }).returning({ id: stores.id });
  foreignStore = inserted!.id;
});

afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await server.close();
});

describe('the realtime link in the app', () => {
  it('authenticates the upgrade with the session cookie; no session is refused with 401', async () => {
    await expect(openRawSocket(url)).rejects.toMatchObject({ statusCode: 401 });
    const owner = await signedIn('store');
    const socket = await link(owner, { storeId: String(ownStores[0]) });
    expect(socket.client.connected).toBe(true);
  });

  it('delivers a store event to a client of that store', async () => {
    expect(ownStores).toHaveLength(2);
    const socket = await link(await signedIn('store'), { storeId: String(ownStores[1]) });
    await socket.subscribeConfirmed(storeRefreshTopic(ownStores[1]!));
    const next = socket.nextMessage(storeRefreshTopic(ownStores[1]!));
    await publishNow(server.app.realtime.bus, { destination: 'store', storeId: ownStores[1]! }, 'MENU_CHANGED', {
      storeId: ownStores[1]!,
    });
    expect(await next).toMatchObject({ type: 'MENU_CHANGED', data: { storeId: ownStores[1] } });
  });

  it('tells the store’s devices of a committed menu change, and of nothing for a refused one', async () => {
    const storeId = ownStores[0]!;
    const owner = await signedIn('store');
    owner.storeId = storeId;
    const socket = await link(owner, { storeId: String(storeId) });
    await socket.subscribeConfirmed(storeRefreshTopic(storeId));

    const next = socket.nextMessage(storeRefreshTopic(storeId));
    expect((await owner.post('/api/back/category/add', { storeId, name: '即時分類' })).status).toBe(200);
    expect(await next).toMatchObject({ type: 'MENU_CHANGED', data: { storeId } });

    // The same name again is refused as a conflict (nothing committed): no message.
    expect((await owner.post('/api/back/category/add', { storeId, name: '即時分類' })).status).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(socket.received).toHaveLength(1);
  });

  it('refuses another store: as the CONNECT store, and as a topic', async () => {
    const owner = await signedIn('store');
    await expect(connectStompClient(url, { cookie: cookieOf(owner), connectHeaders: { storeId: String(foreignStore) } })).rejects.toThrow(
      REALTIME_ERRORS.FORBIDDEN_STORE,
    );
    const socket = await link(owner);
    socket.subscribe(storeRefreshTopic(foreignStore));
    await socket.closed;
    expect(socket.errors.map((frame) => frame.headers.message)).toEqual([REALTIME_ERRORS.FORBIDDEN_STORE]);
  });

  it('lets platform staff follow any store', async () => {
    const socket = await link(await signedIn('manager'), { storeId: String(foreignStore) });
    await socket.subscribeConfirmed(storeRefreshTopic(foreignStore));
    expect(socket.client.connected).toBe(true);
  });

  it('closes the sockets of a session that logs out', async () => {
    const owner = await signedIn('store');
    const socket = await link(owner);
    expect((await owner.post('/api/logout')).status).toBe(200);
    const { code } = await socket.closed;
    expect(code).toBe(1008);
    expect(socket.errors.map((frame) => frame.headers.message)).toEqual([REALTIME_ERRORS.SESSION_REVOKED]);
    await expect(openRawSocket(url, { cookie: cookieOf(owner) })).rejects.toMatchObject({ statusCode: 401 });
  });

  it('on a password change, tells every device of the account and closes the other sessions’ sockets', async () => {
    const changer = await signedIn('store');
    const elsewhere = await signedIn('store');
    const bystander = await signedIn('manager');
    const changerSocket = await link(changer);
    const elsewhereSocket = await link(elsewhere);
    const bystanderSocket = await link(bystander);
    for (const socket of [changerSocket, elsewhereSocket, bystanderSocket]) {
      await socket.subscribeConfirmed(USER_QUEUES.backstage);
    }

    const changed = await changer.put('/api/back/account/updatePassword', {
      oldPassword: 'Demo1234',
      newPassword: 'Diancan2026',
    });
    expect(changed.status).toBe(200);

    await waitFor(() => elsewhereSocket.received.length === 1 && changerSocket.received.length === 1);
    for (const socket of [changerSocket, elsewhereSocket]) {
      expect(socket.received[0]?.message).toMatchObject({ type: 'PASSWORD_RESET', data: { account: 'store' } });
    }
    // The other session was revoked: its socket ends after the notice; the changer's own session lives on.
    expect((await elsewhereSocket.closed).code).toBe(1008);
    expect(elsewhereSocket.errors.map((frame) => frame.headers.message)).toEqual([REALTIME_ERRORS.SESSION_REVOKED]);
    expect(changerSocket.client.connected).toBe(true);
    expect(bystanderSocket.received).toEqual([]);
  });
});
