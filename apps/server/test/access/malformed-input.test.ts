import { MSG } from '@diancan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../harness.js';

/** The four causes of client-provoked 500s (issue 17): each is now a 400 with a short zh-TW message. */

const HAN = /[\u4e00-\u9fff]/;
let server: TestServer;
let store: TestClient;
let manager: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  store = server.client();
  await store.login('store');
  store.storeId = 1;
  manager = server.client();
  await manager.login('manager');
});
afterAll(async () => {
  await server?.close();
});

function expectRefused(response: { status: number; body: unknown }) {
  expect(response.status).toBe(400);
  expect((response.body as { message: string }).message).toMatch(HAN);
}

describe('ids past the database integer range', () => {
  it('are refused in the body, the query and as store ids', async () => {
    for (const id of [2_147_483_648, 9_007_199_254_740_991]) {
      expectRefused(await store.get('/api/back/category/get', { storeId: 1, id }));
      expectRefused(await store.put('/api/back/category/update', { storeId: 1, id, name: '測試' }));
      expectRefused(await store.get('/api/back/order/getOrderDetail', { storeId: 1, orderId: id }));
      expectRefused(await manager.get('/api/back/store/getDetail', { id }));
      expectRefused(await store.get('/api/back/pos/getMenu', { storeId: id }));
    }
    expect((await store.get('/api/back/category/get', { storeId: 1, id: 2_147_483_647 })).status).toBe(404);
  });
});

describe('NUL characters and unpaired surrogates', () => {
  it('are refused in any text field, sign-in included, before anything is stored', async () => {
    for (const bad of ['a\u0000b', 'x\ud800', '\udc00y']) {
      const login = await server.client().post('/api/back/login', { account: bad, password: 'Demo1234' });
      expect([login.status, login.body.message]).toEqual([400, MSG.TEXT_UNSTORABLE]);
      const added = await store.post('/api/back/category/add', { storeId: 1, name: `分類${bad}` });
      expect([added.status, added.body.message]).toEqual([400, MSG.TEXT_UNSTORABLE]);
      const query = await store.get('/api/back/item/getPage'.replace('getPage', 'dict'), { storeId: 1, keyword: bad });
      expect(query.status).toBeLessThan(500);
      const report = await server.client().post('/api/op/recordError', { message: bad, [`k${bad}`]: 1 });
      expect(report.status).toBeLessThan(500);
    }
  });
});

describe('broken multipart bodies', () => {
  it('answer 4xx with a zh-TW message: no boundary, cut short, a broken part header', async () => {
    const headers = (type: string) => ({
      cookie: [...store.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-csrf-token': store.xsrfToken ?? '',
      'x-sid': '1',
      'content-type': type,
    });
    const bodies: [string, string][] = [
      ['multipart/form-data', '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition form-data\r\n\r\nabc\r\n--x--\r\n'],
      ['multipart/form-data; boundary=x', '--x\r\n'],
      ['multipart/form-data; boundary=x', ''],
    ];
    for (const path of ['/api/back/file/uploadImage?storeId=1', '/api/back/item/import?storeId=1']) {
      for (const [type, body] of bodies) {
        const response = await fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: headers(type), body });
        const envelope = (await response.json()) as { message: string };
        expect([path, type, body, response.status >= 400 && response.status < 500]).toEqual([path, type, body, true]);
        expect(envelope.message).toMatch(HAN);
      }
    }
  });
});
