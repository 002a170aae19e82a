import { CLIENT_VERSION, MSG } from '@diancan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from './harness.js';

const GET = '/api/back/system/get';
const UPDATE = '/api/back/system/update';
const MAINTENANCE_ON = { on: true, title: '系統維護中', message: '預計 30 分鐘後恢復' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function signedIn(account: string): Promise<TestClient> {
  const client = server.client();
  expect((await client.login(account)).status).toBe(200);
  return client;
}

describe('GET /api/back/system/get', () => {
  it('answers the version strings without a session', async () => {
    const client = server.client();
    expect((await client.get(`${GET}?paramId=APP_VERSION_IOS`)).body).toEqual({ status: true, message: null, data: '1.18.0' });
    expect((await client.get(`${GET}?paramId=APP_VERSION_ANDROID`)).body.data).toBe('1.18.0');
    expect((await client.get(`${GET}?paramId=BACKSTAGE_H5_VERSION`)).body.data).toBe(CLIENT_VERSION);
    expect((await client.get(`${GET}?paramId=MAINTENANCE`)).body.data).toEqual({ on: false, title: '', message: '' });
  });

  it('answers 400 for an unknown parameter', async () => {
    const response = await server.client().get(`${GET}?paramId=SECRET`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status: false, message: '參數代碼不正確', data: null });
  });
});

describe('PUT /api/back/system/update', () => {
  it('lets managers and the super manager set a version', async () => {
    for (const account of ['manager', 'super']) {
      const client = await signedIn(account);
      const value = `2.0.${account.length}`;
      expect((await client.put(UPDATE, { paramId: 'APP_VERSION_IOS', value })).body).toEqual({
        status: true,
        message: null,
        data: null,
      });
      expect((await server.client().get(`${GET}?paramId=APP_VERSION_IOS`)).body.data).toBe(value);
    }
  });

  it('answers 401, 403 without CSRF, 403 for sales and store users', async () => {
    const body = { paramId: 'APP_VERSION_ANDROID', value: '9.9.9' };
    expect((await server.client().put(UPDATE, body)).status).toBe(401);
    const manager = await signedIn('manager');
    expect((await manager.put(UPDATE, body, { 'x-csrf-token': '' })).status).toBe(403);
    for (const account of ['sales', 'store']) {
      const response = await (await signedIn(account)).put(UPDATE, body);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ status: false, message: MSG.FORBIDDEN, data: null });
    }
    expect((await server.client().get(`${GET}?paramId=APP_VERSION_ANDROID`)).body.data).toBe('1.18.0');
  });

  it('answers 400 on a bad payload', async () => {
    const manager = await signedIn('manager');
    expect((await manager.put(UPDATE, { paramId: 'NOPE', value: 'x' })).body.message).toBe('參數代碼不正確');
    expect((await manager.put(UPDATE, { paramId: 'APP_VERSION_IOS', value: '' })).body.message).toBe('參數值為必填');
    expect((await manager.put(UPDATE, { paramId: 'MAINTENANCE', value: { on: true } })).body.message).toBe('維護標題為必填');
  });
});

describe('maintenance', () => {
  it('answers 503 with title and message to store calls, except the listed ones and staff', async () => {
    const manager = await signedIn('manager');
    const store = await signedIn('store');
    expect((await manager.put(UPDATE, { paramId: 'MAINTENANCE', value: MAINTENANCE_ON })).status).toBe(200);
    try {
      const blocked = await store.get('/api/back/store/setting/getConfig?storeId=1');
      expect(blocked.status).toBe(503);
      expect(blocked.body).toEqual({
        status: false,
        message: MSG.MAINTENANCE,
        data: { title: MAINTENANCE_ON.title, message: MAINTENANCE_ON.message },
      });
      expect((await store.post('/api/back/account/validManagerCode', { managerCode: '123456', storeId: 1 })).status).toBe(503);

      // Still open to store users: current user, system parameters, forgot password, error reports, sign-in, logout.
      expect((await store.get('/api/back/user/getCurrent')).status).toBe(200);
      expect((await store.get(`${GET}?paramId=APP_VERSION_IOS`)).status).toBe(200);
      // Except the web version: the maintenance overlay polls it (access section 4), so it is refused until the end.
      expect((await store.get(`${GET}?paramId=BACKSTAGE_H5_VERSION`)).status).toBe(503);
      expect((await manager.get(`${GET}?paramId=BACKSTAGE_H5_VERSION`)).status).toBe(200);
      expect((await server.client().post('/api/back/forgotPassword/verifyCode', { account: 'store', code: '000000' })).status).toBe(200);
      expect((await server.client().post('/api/op/recordError', { source: 'web', message: 'boom' })).status).toBe(200);
      const again = server.client();
      expect((await again.login('store')).status).toBe(200);
      expect((await again.post('/api/logout')).status).toBe(200);

      // Staff keep working.
      expect((await manager.get('/api/back/store/setting/getConfig?storeId=1')).status).toBe(200);
    } finally {
      expect((await manager.put(UPDATE, { paramId: 'MAINTENANCE', value: { ...MAINTENANCE_ON, on: false } })).status).toBe(200);
    }
    expect((await store.get('/api/back/store/setting/getConfig?storeId=1')).status).toBe(200);
  });
});
