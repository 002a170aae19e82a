import { MSG } from '@diancan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStore, addUser, authEventKinds } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';

const UPDATE = '/api/back/account/updatePassword';
const PRINCIPAL = '/api/back/account/updateStorePrincipalPassword';
const MANAGER_CODE = '/api/back/account/validManagerCode';

let server: TestServer;
let otherStoreId: number;
const revokedBatches: string[][] = [];
beforeAll(async () => {
  server = await startTestServer();
  server.app.sessions.onRevoked((ids) => revokedBatches.push(ids));
  await addUser(server.db, 'other-owner');
  otherStoreId = await addStore(server.db, '別人的店', { owner: 'other-owner' });
});
afterAll(async () => {
  await server?.close();
});

async function signedIn(account: string, password?: string) {
  const client = server.client();
  const response = await client.login(account, password);
  expect(response.status).toBe(200);
  return client;
}

describe('PUT /api/back/account/updatePassword', () => {
  it('needs a session (401) and the CSRF token (403)', async () => {
    const body = { oldPassword: 'Demo1234', newPassword: 'Better5678' };
    expect((await server.client().put(UPDATE, body)).status).toBe(401);
    const client = await signedIn('sales');
    const response = await client.put(UPDATE, body, { 'x-csrf-token': '' });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(MSG.CSRF);
  });

  it('validates the payload: required fields and the strength rule (400)', async () => {
    const client = await signedIn('sales');
    expect((await client.put(UPDATE, { newPassword: 'Better5678' })).body).toEqual({
      status: false,
      message: '舊密碼為必填',
      data: null,
    });
    const weak = await client.put(UPDATE, { oldPassword: 'Demo1234', newPassword: 'abcdefgh' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(MSG.PASSWORD_TOO_WEAK);
  });

  it('refuses a wrong old password (400) and keeps the password', async () => {
    const client = await signedIn('sales');
    const wrong = await client.put(UPDATE, { oldPassword: 'Nope12345', newPassword: 'Better5678' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(MSG.OLD_PASSWORD_WRONG);
    expect((await server.client().login('sales')).status).toBe(200);
  });

  it('changes the password and ends the other sessions, not this one', async () => {
    await addUser(server.db, 'changer', { permissions: ['USER_MANAGER'] });
    const here = await signedIn('changer');
    const elsewhere = await signedIn('changer');
    revokedBatches.length = 0;
    const response = await here.put(UPDATE, { oldPassword: 'Demo1234', newPassword: 'Better5678' });
    expect(response.body).toEqual({ status: true, message: null, data: null });
    expect((await elsewhere.get('/api/back/user/getCurrent')).status).toBe(401);
    expect((await here.get('/api/back/user/getCurrent')).status).toBe(200);
    expect(revokedBatches).toHaveLength(1);
    expect((await server.client().login('changer')).status).toBe(400);
    expect((await server.client().login('changer', 'Better5678')).status).toBe(200);
    expect(await authEventKinds(server.db, 'changer')).toContain('PASSWORD_CHANGED');
  });

  it('answers 429 after 10 wrong old passwords', async () => {
    await addUser(server.db, 'guesser', { permissions: ['USER_SALES_PERSON'] });
    const client = await signedIn('guesser');
    for (let i = 0; i < 10; i += 1) {
      expect((await client.put(UPDATE, { oldPassword: `Wrong${i}aa`, newPassword: 'Better5678' })).status).toBe(400);
    }
    const blocked = await client.put(UPDATE, { oldPassword: 'Demo1234', newPassword: 'Better5678' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(MSG.TOO_MANY);
  });
});

describe('PUT /api/back/account/updateStorePrincipalPassword', () => {
  it('lets staff set a store owner password, ending the owner sessions', async () => {
    await addUser(server.db, 'owner-a');
    const storeId = await addStore(server.db, '甲店', { owner: 'owner-a' });
    const owner = await signedIn('owner-a');
    const manager = await signedIn('manager');
    revokedBatches.length = 0;
    const response = await manager.put(PRINCIPAL, { storeId, password: 'Owner5678' });
    expect(response.body).toEqual({ status: true, message: null, data: null });
    expect((await owner.get('/api/back/user/getCurrent')).status).toBe(401);
    expect(revokedBatches.flat()).toHaveLength(1);
    expect((await server.client().login('owner-a', 'Owner5678')).status).toBe(200);
    expect((await manager.get('/api/back/user/getCurrent')).status).toBe(200);
  });

  it('is for staff only: a store user gets 403 even for its own store', async () => {
    const store = await signedIn('store');
    const response = await store.put(PRINCIPAL, { storeId: 1, password: 'Owner5678' });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(MSG.FORBIDDEN);
  });

  it('answers 401, 403 without CSRF, 400 on a bad payload, 404 for a store that does not exist', async () => {
    expect((await server.client().put(PRINCIPAL, { storeId: 1, password: 'Owner5678' })).status).toBe(401);
    const manager = await signedIn('manager');
    expect((await manager.put(PRINCIPAL, { storeId: 1, password: 'Owner5678' }, { 'x-csrf-token': '' })).status).toBe(403);
    expect((await manager.put(PRINCIPAL, { storeId: 1 })).body.message).toBe(MSG.NEW_PASSWORD_REQUIRED);
    expect((await manager.put(PRINCIPAL, { storeId: 'one', password: 'Owner5678' })).status).toBe(400);
    expect((await manager.put(PRINCIPAL, { storeId: 9999, password: 'Owner5678' })).status).toBe(404);
  });

  it('lets a sales person act only on the stores assigned to them', async () => {
    const sales = await signedIn('sales');
    const response = await sales.put(PRINCIPAL, { storeId: 9999, password: 'Owner5678' });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(MSG.STORE_FORBIDDEN);
  });
});

describe('POST /api/back/account/validManagerCode', () => {
  it('answers status true for the store code and false with 識別碼錯誤! otherwise', async () => {
    const store = await signedIn('store');
    expect((await store.post(MANAGER_CODE, { managerCode: '123456', storeId: 1 })).body).toEqual({
      status: true,
      message: null,
      data: null,
    });
    const wrong = await store.post(MANAGER_CODE, { managerCode: '654321', storeId: 2 });
    expect(wrong.status).toBe(200);
    expect(wrong.body).toEqual({ status: false, message: MSG.MANAGER_CODE_WRONG, data: null });
  });

  it('answers 403 for another store (in the body or in X-SID) and lets staff use any store', async () => {
    const store = await signedIn('store');
    const foreign = await store.post(MANAGER_CODE, { managerCode: '123456', storeId: otherStoreId });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe(MSG.STORE_FORBIDDEN);
    store.storeId = otherStoreId;
    expect((await store.post(MANAGER_CODE, { managerCode: '123456', storeId: 1 })).status).toBe(403);
    const manager = await signedIn('manager');
    expect((await manager.post(MANAGER_CODE, { managerCode: '000000', storeId: otherStoreId })).body.status).toBe(false);
  });

  it('answers 401, 403 without CSRF and 400 on a bad code', async () => {
    expect((await server.client().post(MANAGER_CODE, { managerCode: '123456', storeId: 1 })).status).toBe(401);
    const store = await signedIn('store');
    expect((await store.post(MANAGER_CODE, { managerCode: '123456', storeId: 1 }, { 'x-csrf-token': '' })).status).toBe(403);
    const short = await store.post(MANAGER_CODE, { managerCode: '12345', storeId: 1 });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('識別碼須為6位數字');
    expect((await store.post(MANAGER_CODE, { managerCode: '123456' })).body.message).toBe('商店編號為必填');
  });

  it('answers 429 after 10 wrong codes, even for the right one', async () => {
    const limited = await startTestServer();
    try {
      const store = limited.client();
      await store.login('store');
      for (let i = 0; i < 10; i += 1) {
        expect((await store.post(MANAGER_CODE, { managerCode: '000000', storeId: 1 })).body.status).toBe(false);
      }
      const blocked = await store.post(MANAGER_CODE, { managerCode: '123456', storeId: 1 });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ status: false, message: MSG.TOO_MANY, data: null });
    } finally {
      await limited.close();
    }
  });
});
