import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_PATHS } from '@diancan/core/contracts/menu';
import { startTestServer, type TestServer } from '../harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
});
afterAll(async () => {
  await server?.close();
});

describe('menu routes', () => {
  const calls = Object.values(MENU_PATHS).flatMap((resource) => Object.values(resource));

  it.each(calls.map((call) => [call.method, call.path]))('%s %s is served', (method, url) => {
    expect(server.app.hasRoute({ method: method as 'GET', url })).toBe(true);
  });

  it('needs a session on every call', async () => {
    const client = server.client();
    for (const call of calls) {
      const path = call.path.replace(':id', '1');
      const response = await client.request(call.method, `${path}?storeId=1`, call.method === 'GET' || call.method === 'DELETE' ? undefined : {});
      expect(response.status, `${call.method} ${path}`).toBe(401);
    }
  });
});
