import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.js';
import { coverageRows, routeFor, type ApiRoute } from './coverage.js';
import { specCalls } from './spec-calls.js';

/**
 * Every call the spec names (access section 7, store operations section 7) is served by a route, or written down
 * in docs/spec-coverage.md with the route(s) that serve it under another name or the reason it is not served.
 * The spec is read from its folder (see spec-calls.ts); without it this test fails, it never skips.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');

let server: TestServer;
let routes: ApiRoute[];
beforeAll(async () => {
  server = await startTestServer();
  routes = server.app.apiRoutes.map((route) => ({ method: route.method, url: route.url }));
});
afterAll(async () => {
  await server?.close();
});

describe('spec coverage', () => {
  it('reads well over a hundred calls from the spec', () => {
    expect(specCalls().length).toBeGreaterThan(140);
  });

  it('every spec call has a route, or a row with existing routes or a reason', () => {
    const rows = coverageRows(repoRoot);
    const served = new Set(routes.map((route) => `${route.method} ${route.url}`));
    const missing: string[] = [];
    for (const call of specCalls()) {
      if (routeFor(call, routes)) continue;
      const row = rows.get(call);
      if (!row) {
        missing.push(`${call}: no route and no row in docs/spec-coverage.md`);
        continue;
      }
      const unknown = row.routes.filter((route) => !served.has(route));
      if (unknown.length > 0) missing.push(`${call}: docs name routes the server does not have: ${unknown.join(', ')}`);
      if (row.routes.length === 0 && row.reason.length < 10) missing.push(`${call}: neither a route nor a reason`);
    }
    expect(missing).toEqual([]);
  });
});
