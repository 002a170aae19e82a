import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTOMATIC_DISCOUNT_PATHS, INVOICE_CHECK_PATHS, ORDER_PATHS, PAY_METHOD_PATHS } from '@diancan/core';
import { startTestServer, type TestServer } from '../harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
});
afterAll(async () => {
  await server?.close();
});

describe('checkout routes', () => {
  const calls = [
    ...Object.values(ORDER_PATHS.pos),
    ...Object.values(PAY_METHOD_PATHS),
    ...Object.values(AUTOMATIC_DISCOUNT_PATHS),
    ...Object.values(INVOICE_CHECK_PATHS),
  ];

  it.each(calls.map((call) => [call.method, call.path]))('%s %s is served', (method, url) => {
    expect(server.app.hasRoute({ method: method as 'GET', url })).toBe(true);
  });

  it('needs a session on every call', async () => {
    const client = server.client();
    for (const call of calls) {
      const response = await client.request(call.method, `${call.path}?storeId=1`, call.method === 'GET' || call.method === 'DELETE' ? undefined : {});
      expect(response.status, `${call.method} ${call.path}`).toBe(401);
    }
  });

  it('declares every call for store users on their own stores', () => {
    for (const call of calls) {
      const route = server.app.apiRoutes.find((declared) => declared.method === call.method && declared.url === call.path);
      expect(route?.access, `${call.method} ${call.path}`).toMatchObject({ roles: 'store' });
      expect(['body', 'query']).toContain(route?.access.storeScope);
    }
  });
});
