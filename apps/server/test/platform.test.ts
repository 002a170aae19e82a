import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/health', () => {
  it('answers the envelope with the database up', async () => {
    const response = await server.client().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: true, message: null, data: { ok: true, database: 'up' } });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('unknown API paths', () => {
  it('answer 404 in the envelope', async () => {
    const response = await server.client().get('/api/no/such/call');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ status: false, message: '資料不存在', data: null });
  });
});
