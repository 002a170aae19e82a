import { MSG, storeConfigSchema } from '@diancan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStore, addUser } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';

const CONFIG = '/api/back/store/setting/getConfig';

let server: TestServer;
let otherStoreId: number;
let bareStoreId: number;
beforeAll(async () => {
  server = await startTestServer();
  await addUser(server.db, 'other-owner');
  otherStoreId = await addStore(server.db, '別人的店', { owner: 'other-owner' });
  bareStoreId = await addStore(server.db, '尚未設定的店');
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/back/store/setting/getConfig', () => {
  it('answers the store config sections and pay methods of a demo store', async () => {
    const store = server.client();
    await store.login('store');
    const response = await store.get(CONFIG, { storeId: 1 });
    expect(response.status).toBe(200);
    expect(response.body.status).toBe(true);
    const config = storeConfigSchema.parse(response.body.data);
    expect(config.systemModules).toEqual({ POS_ORDER: true, FRONT_ORDER: true, MOBILE_ORDER: true });
    expect(config.invoiceSettings).toEqual({ adminInvoiceSwitch: true, storeInvoiceSwitch: true, deliveryPlatformSwitch: true });
    expect(config.switchSettings.reportManagerCodeVerificationSwitch).toBe(true);
    expect(config.payMethods.map((method) => [method.name, method.statisticKey])).toEqual([
      ['現金', 'CASH'],
      ['LINE Pay', 'LINE_PAY_OFFLINE'],
      ['信用卡', 'CREDIT_CARD'],
    ]);
  });

  it('answers the defaults (every module off) for a store that never saved a config', async () => {
    const manager = server.client();
    await manager.login('manager');
    const config = storeConfigSchema.parse((await manager.get(`${CONFIG}?storeId=${bareStoreId}`)).body.data);
    expect(config.systemModules).toEqual({ POS_ORDER: false, FRONT_ORDER: false, MOBILE_ORDER: false });
    expect(config.switchSettings.idleOrderReminderMinutes).toBe(30);
    expect(config.payMethods).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    expect((await server.client().get(`${CONFIG}?storeId=1`)).status).toBe(401);
  });

  it('answers 400 without a valid storeId', async () => {
    const store = server.client();
    await store.login('store');
    expect((await store.get(CONFIG)).body).toEqual({ status: false, message: '商店編號為必填', data: null });
    expect((await store.get(`${CONFIG}?storeId=abc`)).body.message).toBe('商店編號不正確');
  });

  it('answers 403 for another store, by query or by X-SID', async () => {
    const store = server.client();
    await store.login('store');
    const foreign = await store.get(`${CONFIG}?storeId=${otherStoreId}`);
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ status: false, message: MSG.STORE_FORBIDDEN, data: null });
    store.storeId = otherStoreId;
    expect((await store.get(`${CONFIG}?storeId=1`)).status).toBe(403);
    store.storeId = 2;
    expect((await store.get(`${CONFIG}?storeId=1`)).status).toBe(200);
  });

  it('lets managers read any store (404 for a store that does not exist) and a sales person only theirs', async () => {
    const manager = server.client();
    await manager.login('manager');
    expect((await manager.get(`${CONFIG}?storeId=${otherStoreId}`)).status).toBe(200);
    expect((await manager.get(`${CONFIG}?storeId=424242`)).status).toBe(404);
    const sales = server.client();
    await sales.login('sales');
    expect((await sales.get(`${CONFIG}?storeId=${otherStoreId}`)).status).toBe(403);
  });
});
