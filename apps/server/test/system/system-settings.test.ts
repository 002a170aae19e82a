import { type AuditEntry, type CacheInfo, type KickOutResult, type Page, PLATFORM_ANNOUNCEMENT_TOPIC, type SystemParam, USER_QUEUES } from '@diancan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectStompClient, waitFor, websocketUrl, type StompTestClient } from '../../src/platform/realtime/testing/clients.js';
import { startTestServer, type TestClient, type TestServer } from '../harness.js';
import { signedIn } from '../harness.js';

let server: TestServer;
const sockets: StompTestClient[] = [];

async function linked(client: TestClient, destination: string, storeId?: number): Promise<StompTestClient> {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const socket = await connectStompClient(websocketUrl(server.baseUrl), {
    cookie,
    connectHeaders: storeId === undefined ? {} : { storeId: String(storeId) },
  });
  sockets.push(socket);
  await socket.subscribeConfirmed(destination);
  return socket;
}

function typesOn(socket: StompTestClient, destination: string): string[] {
  return socket.received.filter((entry) => entry.destination === destination).map((entry) => entry.message.type);
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close().catch(() => undefined)));
  await server?.close();
});

describe('system parameters', () => {
  it('lists every parameter with its value and who set it', async () => {
    const manager = await signedIn(server, 'manager');
    await manager.put('/api/back/system/update', { paramId: 'APP_VERSION_ANDROID', value: '2.0.0' });
    const list = await manager.get<SystemParam[]>('/api/back/system/list');
    expect(list.body.data.map((param) => param.paramId)).toEqual(['APP_VERSION_IOS', 'APP_VERSION_ANDROID', 'BACKSTAGE_H5_VERSION', 'MAINTENANCE']);
    expect(list.body.data[1]).toMatchObject({ label: 'Android App 版本', value: '2.0.0', updatedBy: 'manager' });
    expect(list.body.data[0]).toMatchObject({ value: '1.18.0', updatedAt: null, updatedBy: null });
    const audit = await manager.post<Page<AuditEntry>>('/api/back/audit/getPage', { entity: 'SYSTEM' });
    expect(audit.body.data.list[0]).toMatchObject({ action: 'UPDATE', before: { value: '1.18.0' }, after: { value: '2.0.0' } });
  });
});

describe('maintenance', () => {
  it('pushes START_MAINTENANCE and END_MAINTENANCE on the platform topic to every session, store and staff alike', async () => {
    const manager = await signedIn(server, 'manager');
    const store = await signedIn(server, 'store');
    const socket = await linked(store, PLATFORM_ANNOUNCEMENT_TOPIC, 1);
    // Staff sessions link without a store: the sales person's and the manager's own page hear it too.
    const staffSockets = [await linked(await signedIn(server, 'sales'), PLATFORM_ANNOUNCEMENT_TOPIC), await linked(manager, PLATFORM_ANNOUNCEMENT_TOPIC)];
    const on = { on: true, title: '系統維護中', message: '預計 30 分鐘後恢復' };
    expect((await manager.put('/api/back/system/update', { paramId: 'MAINTENANCE', value: on })).status).toBe(200);
    await waitFor(() => typesOn(socket, PLATFORM_ANNOUNCEMENT_TOPIC).includes('START_MAINTENANCE'), 5000, 'START_MAINTENANCE');
    const start = socket.received.find((entry) => entry.message.type === 'START_MAINTENANCE');
    expect(start?.message.data).toEqual({ title: on.title, message: on.message });
    // The store user is now answered 503 (the switch is read fresh: its cache was dropped).
    expect((await store.get('/api/back/store/setting/getConfig?storeId=1')).status).toBe(503);

    expect((await manager.put('/api/back/system/update', { paramId: 'MAINTENANCE', value: { ...on, on: false } })).status).toBe(200);
    await waitFor(() => typesOn(socket, PLATFORM_ANNOUNCEMENT_TOPIC).includes('END_MAINTENANCE'), 5000, 'END_MAINTENANCE');
    expect((await store.get('/api/back/store/setting/getConfig?storeId=1')).status).toBe(200);
    // Switching off what is already off says nothing more.
    await manager.put('/api/back/system/update', { paramId: 'MAINTENANCE', value: { ...on, on: false } });
    await manager.put('/api/back/system/update', { paramId: 'APP_VERSION_IOS', value: '1.18.2' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(typesOn(socket, PLATFORM_ANNOUNCEMENT_TOPIC)).toEqual(['START_MAINTENANCE', 'END_MAINTENANCE']);
    for (const staff of staffSockets) {
      expect(typesOn(staff, PLATFORM_ANNOUNCEMENT_TOPIC)).toEqual(['START_MAINTENANCE', 'END_MAINTENANCE']);
      expect(staff.received.find((entry) => entry.message.type === 'START_MAINTENANCE')?.message.data).toEqual({ title: on.title, message: on.message });
    }
  });
});

describe('caches', () => {
  it('names the server caches and empties one by name', async () => {
    const manager = await signedIn(server, 'manager');
    await server.app.services.office.contracts.assertOrdersAllowed(1);
    const names = await manager.get<CacheInfo[]>('/api/back/system/cacheNames');
    const byName = new Map(names.body.data.map((cache) => [cache.name, cache]));
    expect([...byName.keys()].sort()).toEqual(['contract-status', 'maintenance']);
    expect(byName.get('contract-status')?.entries).toBe(1);
    expect((await manager.delete('/api/back/system/deleteCache?name=contract-status')).status).toBe(200);
    const after = await manager.get<CacheInfo[]>('/api/back/system/cacheNames');
    expect(after.body.data.find((cache) => cache.name === 'contract-status')?.entries).toBe(0);
    const unknown = await manager.delete('/api/back/system/deleteCache?name=nope');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('快取不存在');
  });
});

describe('kick out every user', () => {
  it("ends every session but the caller's and pushes KICK_OUT to every user", async () => {
    const store = await signedIn(server, 'store');
    const sales = await signedIn(server, 'sales');
    const otherManagerDevice = await signedIn(server, 'manager');
    const caller = await signedIn(server, 'manager');
    const storeSocket = await linked(store, USER_QUEUES.backstage, 1);

    const result = await caller.post<KickOutResult>('/api/back/system/kickOutAllUser');
    expect(result.status).toBe(200);
    expect(result.body.data.revokedSessions).toBeGreaterThanOrEqual(3);

    await waitFor(() => typesOn(storeSocket, USER_QUEUES.backstage).includes('KICK_OUT'), 5000, 'KICK_OUT');
    const kick = storeSocket.received.find((entry) => entry.message.type === 'KICK_OUT');
    expect(kick?.message.data).toEqual({ reason: 'ALL_USERS' });
    // The socket of a revoked session closes after the grace period.
    const closed = await storeSocket.closed;
    expect(closed.code).toBeGreaterThan(0);

    for (const client of [store, sales, otherManagerDevice]) {
      expect((await client.get('/api/back/user/getCurrent')).status).toBe(401);
    }
    expect((await caller.get('/api/back/user/getCurrent')).status).toBe(200);
    // Signing in again works: nobody is locked out.
    expect((await server.client().login('store')).status).toBe(200);
  });
});
