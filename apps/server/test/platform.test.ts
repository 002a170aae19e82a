import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { MSG } from '@diancan/core';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { scopedStoreOf } from '../src/platform/auth/policy.js';
import { loadConfig } from '../src/platform/config.js';
import { openTestDatabase, type TestDatabase } from './database.js';
import { startTestServer, type TestServer } from './harness.js';

interface LogRecord {
  level: number;
  msg?: string;
  reqId?: string;
  err?: { message: string; stack: string };
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    extend(app) {
      app.get(
        '/api/test/explode',
        { config: { access: { roles: 'public', storeScope: 'none', duringMaintenance: true } } },
        async () => {
          throw new Error('secret internals at /srv/app.ts:42');
        },
      );
    },
  });
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/health', () => {
  it('answers the envelope with the database up and a request id', async () => {
    const response = await server.client().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: true, message: null, data: { ok: true, database: 'up' } });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await server.client().request('HEAD', '/api/health')).status).toBe(200);
  });
});

describe('compression', () => {
  it('gzips large answers for clients that accept it, and leaves small ones alone', async () => {
    const client = server.client();
    await client.login('store');
    const current = (await client.get('/api/back/user/getCurrent')).body as { data: { storeList: { id: number }[] } };
    const storeId = current.data.storeList[0]?.id;
    const menu = await fetch(`${server.baseUrl}/api/back/pos/getMenu?storeId=${storeId}`, {
      headers: {
        cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'accept-encoding': 'gzip',
      },
    });
    expect(menu.status).toBe(200);
    expect(menu.headers.get('content-encoding')).toBe('gzip');
    expect(((await menu.json()) as { status: boolean }).status).toBe(true);
    const health = await fetch(`${server.baseUrl}/api/health`, { headers: { 'accept-encoding': 'gzip' } });
    expect(health.headers.get('content-encoding')).toBeNull();
  });
});

describe('errors', () => {
  it('answers unknown API paths with 404 in the envelope', async () => {
    for (const method of ['GET', 'POST']) {
      const response = await server.client().request(method, '/api/no/such/call');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ status: false, message: MSG.NOT_FOUND, data: null });
    }
  });

  it('answers an unexpected failure with 500 MSG.SERVER and never the stack', async () => {
    const response = await server.client().get('/api/test/explode');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ status: false, message: MSG.SERVER, data: null });
    expect(JSON.stringify(response.body)).not.toContain('secret');
  });

  // One server, its log lines kept, for the three logging tests below (one start instead of three): each registers its
  // handler under its own path and reads only the lines written since it began.
  const LOGGED_PATHS = ['/api/test/explode', '/api/test/left', '/api/test/log'];
  const loggedHandlers = new Map<string, (request: FastifyRequest) => Promise<unknown>>();
  const loggedLines: string[] = [];
  let loggedServer: TestServer | undefined;
  afterAll(async () => {
    await loggedServer?.close();
  });

  /** The logging server with `handler` at `path` (one of LOGGED_PATHS); `check` gets the server and the lines since. */
  async function withLoggedRoute(
    path: string,
    handler: (request: FastifyRequest) => Promise<unknown>,
    check: (server: TestServer, lines: () => LogRecord[]) => Promise<void>,
  ): Promise<void> {
    loggedServer ??= await startTestServer({
      seed: false,
      logSink: (line) => loggedLines.push(line),
      extend(app) {
        for (const routePath of LOGGED_PATHS) {
          app.get(routePath, { config: { access: { roles: 'public', storeScope: 'none', duringMaintenance: true } } }, (request) => {
            const routeHandler = loggedHandlers.get(routePath);
            if (!routeHandler) throw new Error(`no handler for ${routePath}`);
            return routeHandler(request);
          });
        }
      },
    });
    loggedHandlers.set(path, handler);
    const from = loggedLines.length;
    await check(loggedServer, () => loggedLines.slice(from).map((line) => JSON.parse(line) as LogRecord));
  }

  it('logs the failure, with its stack, under the request id', async () => {
    await withLoggedRoute(
      '/api/test/explode',
      async () => {
        throw new Error('logged internals');
      },
      async (logged, records) => {
        const response = await logged.client().get('/api/test/explode');
        const entry = records().find((record) => record.msg === 'unhandled error');
        expect(entry?.reqId).toBe(response.headers.get('x-request-id'));
        expect(entry?.err?.message).toBe('logged internals');
        expect(entry?.err?.stack).toContain('platform.test.ts');
      },
    );
  });

  it('logs a client that closed the connection mid-answer at info, not as a server failure', async () => {
    await withLoggedRoute(
      '/api/test/left',
      // What a streamed answer meets when the browser leaves mid-way: the socket is gone, the stream fails.
      async (request) => {
        request.raw.socket.destroy();
        throw Object.assign(new Error('premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
      },
      async (logged, records) => {
        await expect(logged.client().get('/api/test/left')).rejects.toThrow();
        await expect.poll(() => records().some((record) => record.msg === 'client went away before its answer was sent' && record.level === 30)).toBe(true);
        expect(records().filter((record) => record.msg === 'unhandled error')).toEqual([]);
      },
    );
  });

  it("writes a compressed answer's premature close at info, and other errors as errors", async () => {
    await withLoggedRoute(
      '/api/test/log',
      // What @fastify/compress logs when the client closed the connection mid-stream, then a real failure.
      async (request) => {
        request.log.error(new Error('premature close'));
        request.log.error(new Error('disk full'));
        return { status: true, message: null, data: null };
      },
      async (logged, records) => {
        expect((await logged.client().get('/api/test/log')).status).toBe(200);
        const levelOf = (msg: string) => records().find((record) => record.msg === msg)?.level;
        expect(levelOf('premature close')).toBe(30);
        expect(levelOf('disk full')).toBe(50);
      },
    );
  });
});

describe('access declarations', () => {
  // One empty database for the four apps below: each is refused at ready(), before it reads or writes anything.
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase({ seeded: false });
  });
  afterAll(async () => {
    await database?.close();
  });

  async function buildWith(register: (app: Awaited<ReturnType<typeof buildApp>>) => void) {
    const app = await buildApp({ config: { ...loadConfig({}), webDist: null }, db: database.db, logger: false });
    try {
      register(app);
      await app.ready();
    } finally {
      await app.close();
    }
  }

  it('refuse to start with an API route that declares no access', async () => {
    await expect(buildWith((app) => app.get('/api/forgotten', async () => 'x'))).rejects.toThrow(/declares no access/);
  });

  it('refuse a store scope the schema cannot supply, a public route scoped by X-SID, and modules or gates without a store', async () => {
    await expect(
      buildWith((app) => app.get('/api/scoped', { config: { access: { roles: 'any', storeScope: 'query' } } }, async () => 'x')),
    ).rejects.toThrow(/lacks storeId/);
    await expect(
      buildWith((app) => app.get('/api/open', { config: { access: { roles: 'public', storeScope: 'header' } } }, async () => 'x')),
    ).rejects.toThrow(/public/);
    await expect(
      buildWith((app) =>
        app.get('/api/pos', { config: { access: { roles: 'store', storeScope: 'none', modules: ['POS_ORDER'] } } }, async () => 'x'),
      ),
    ).rejects.toThrow(/must name the store/);
  });
});

describe('a route scoped by the X-SID header', () => {
  let scoped: TestServer;
  beforeAll(async () => {
    scoped = await startTestServer({
      extend(app) {
        app.get(
          '/api/test/active-store',
          { config: { access: { roles: 'any', storeScope: 'header' } } },
          async (request) => ({ status: true, message: null, data: scopedStoreOf(request) }),
        );
      },
    });
  });
  afterAll(async () => {
    await scoped?.close();
  });

  it('acts on the X-SID store when it is one of the user\'s, and answers 403 otherwise', async () => {
    const store = scoped.client();
    await store.login('store');
    expect((await store.get('/api/test/active-store')).status).toBe(403);
    store.storeId = 2;
    expect((await store.get('/api/test/active-store')).body.data).toBe(2);
    for (const foreign of ['3', 'abc', '-1']) {
      const response = await store.get('/api/test/active-store', undefined, { 'x-sid': foreign });
      expect([foreign, response.status, response.body.message]).toEqual([foreign, 403, MSG.STORE_FORBIDDEN]);
    }
    const manager = scoped.client();
    await manager.login('manager');
    expect((await manager.get('/api/test/active-store', undefined, { 'x-sid': '77' })).body.data).toBe(77);
  });
});

describe('every API route', () => {
  it('declares its access, answers 401 without a session and 403 without the CSRF token', async () => {
    const routes = server.app.apiRoutes.filter((route) => !route.url.startsWith('/api/test/'));
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/back/login',
        'POST /api/logout',
        'GET /api/back/user/getCurrent',
        'PUT /api/back/account/updatePassword',
        'PUT /api/back/account/updateStorePrincipalPassword',
        'POST /api/back/account/validManagerCode',
        'GET /api/back/store/setting/getConfig',
        'GET /api/back/system/get',
        'PUT /api/back/system/update',
        'POST /api/op/recordError',
      ]),
    );
    const store = server.client();
    await store.login('store');
    for (const route of routes) {
      if (route.method === 'HEAD' || route.access.roles === 'public') continue;
      const anonymous = await server.client().request(route.method, route.url, route.method === 'GET' ? undefined : {});
      expect([route.url, anonymous.status, anonymous.body]).toEqual([
        route.url,
        401,
        { status: false, message: MSG.UNAUTHORIZED, data: null },
      ]);
      if (route.method !== 'GET') {
        const noCsrf = await store.request(route.method, route.url, {}, { 'x-csrf-token': '' });
        expect([route.url, noCsrf.status, noCsrf.body.message]).toEqual([route.url, 403, MSG.CSRF]);
      }
    }
  });
});

const ROWS_SCRIPT = `export const rows = [${Array.from({ length: 4000 }, (_, index) => (index * 7919) % 10007).join(',')}];`;

/** An inline script as the build writes the counter's boot script into index.html. */
const BOOT_SCRIPT = '(function(){document.title="點餐"})();';

describe('the web app', () => {
  let webDist: string;
  let web: TestServer;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'diancan-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), `<!doctype html><title>點餐</title><body><script type="module" src="/assets/app-abc123.js"></script><script data-app="/assets/app-abc123.js">${BOOT_SCRIPT}</script></body>`);
    writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    // Large enough that the build's quality-11 copy differs from what the server would compress on the fly.
    writeFileSync(path.join(webDist, 'assets', 'rows-abc123.js'), ROWS_SCRIPT);
    writeFileSync(path.join(webDist, 'assets', 'rows-abc123.js.br'), brotliCompressSync(ROWS_SCRIPT));
    web = await startTestServer({ seed: false, config: { webDist } });
  });
  afterAll(async () => {
    await web?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves files, and index.html for client-side routes', async () => {
    const client = web.client();
    const asset = await client.get('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    for (const route of ['/', '/login', '/report/order-list']) {
      const page = await client.get(route);
      expect(page.status).toBe(200);
      expect(page.body).toContain('<title>點餐</title>');
      expect(page.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it("allows the page's inline boot script by its hash, and no other inline script", async () => {
    const policy = (await web.client().get('/store-pos')).headers.get('content-security-policy') ?? '';
    const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src'))?.trim();
    const hash = createHash('sha256').update(BOOT_SCRIPT, 'utf8').digest('base64');
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it("sends the build's brotli copy as it is to a browser that takes brotli, the file itself to one that doesn't", async () => {
    const compressed = await web.app.inject({ url: '/assets/rows-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.equals(readFileSync(path.join(webDist, 'assets', 'rows-abc123.js.br')))).toBe(true);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(ROWS_SCRIPT);
    const plain = await web.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect([plain.headers['content-encoding'], plain.payload]).toEqual([undefined, 'console.log(1)']);
  });

  it('still answers unknown API paths with the 404 envelope', async () => {
    const response = await web.client().get('/api/missing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ status: false, message: MSG.NOT_FOUND, data: null });
  });

  it('without a built web app, serves the API and says so in the log', async () => {
    const warnings: string[] = [];
    const database = await openTestDatabase({ seeded: false });
    const missing = path.join(webDist, 'nothing-here');
    const app = await buildApp({
      config: { ...loadConfig({}), webDist: missing },
      db: database.db,
      logger: {
        level: 'warn',
        stream: { write: (line: string) => void warnings.push(line) },
      },
    });
    try {
      await app.ready();
      expect(warnings.join('\n')).toContain('no built web app');
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/login' })).statusCode).toBe(404);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
