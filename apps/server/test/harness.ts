import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { storeRefreshTopic } from '@diancan/core';
import { buildApp } from '../src/app.js';
import type { Clock } from '../src/platform/clock.js';
import { type AppConfig, loadConfig } from '../src/platform/config.js';
import type { Database } from '../src/platform/db/database.js';
import { connectStompClient, type StompTestClient, websocketUrl } from '../src/platform/realtime/testing/clients.js';
import { DEMO_PASSWORD } from '../src/seed/demo-data.js';
import { openTestDatabase, type TestDatabase } from './database.js';
import { passManagerCode } from './fixtures.js';

/**
 * The API test harness: the real app listening on 127.0.0.1 (port 0) over a fresh real database, and
 * clients that talk to it with fetch like a browser would (session cookie, X-CSRF-TOKEN, X-SID).
 *
 *   const server = await startTestServer();
 *   const store = server.client();
 *   await store.login('store');
 *   const { status, body } = await store.get('/api/back/user/getCurrent');
 *   await server.close();
 */

export interface StartTestServerOptions {
  /** Load the demo accounts, stores and menu (default true). */
  seed?: boolean;
  /** "Now" for the app's time rules; see testClock(). */
  clock?: Clock;
  /** Overrides of the configuration (SMTP, session timeouts, ...). */
  config?: Partial<AppConfig>;
  /** Log level of the app (default TEST_LOG_LEVEL or silent). */
  logLevel?: string;
  /** Receives every log line (JSON) instead of discarding them. */
  logSink?: (line: string) => void;
  /** Registers more routes or hooks before the server listens (e.g. a route that throws). */
  extend?: (app: FastifyInstance) => void | Promise<void>;
  /** PGlite in this data folder instead of in memory (the PostgreSQL pass ignores it). */
  dataDir?: string;
}

export interface TestResponse<T = unknown> {
  status: number;
  /** The parsed JSON body (the envelope), or the text when the body is not JSON. */
  body: T;
  headers: Headers;
}

export interface Envelope<T = unknown> {
  status: boolean;
  message: string | null;
  data: T;
}

export interface TestServer {
  baseUrl: string;
  app: FastifyInstance;
  db: Database;
  /** The database behind db: its PGlite (null on PostgreSQL) and its PostgreSQL URL (null on PGlite). */
  database: TestDatabase;
  /** A new client with no session. */
  client(): TestClient;
  close(): Promise<void>;
}

type Headers_ = Record<string, string>;

export class TestClient {
  /** Cookies the server set, as a browser keeps them for this site. */
  readonly cookies = new Map<string, string>();
  xsrfToken: string | null = null;
  /** Sent as X-SID when set (the active store). */
  storeId: number | null = null;

  constructor(readonly baseUrl: string) {}

  /** Signs in (demo password by default); keeps the session cookie and the xsrf token on success. */
  async login(account: string, password: string = DEMO_PASSWORD): Promise<TestResponse<Envelope<{ xsrfToken: string } | null>>> {
    const response = await this.post<{ xsrfToken: string } | null>('/api/back/login', { account, password });
    if (response.status === 200 && response.body.data) this.xsrfToken = response.body.data.xsrfToken;
    return response;
  }

  /** GET; `query` is appended to the path as the query string (undefined values left out). */
  get<T = unknown>(path: string, query?: Record<string, string | number | boolean | undefined>, headers?: Headers_) {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) search.append(name, String(value));
    const text = search.toString();
    return this.request<T>('GET', text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path, undefined, headers);
  }
  post<T = unknown>(path: string, body?: unknown, headers?: Headers_) {
    return this.request<T>('POST', path, body, headers);
  }
  put<T = unknown>(path: string, body?: unknown, headers?: Headers_) {
    return this.request<T>('PUT', path, body, headers);
  }
  delete<T = unknown>(path: string, body?: unknown, headers?: Headers_) {
    return this.request<T>('DELETE', path, body, headers);
  }

  /** Any request; `headers` override the ones the client adds (pass '' to leave one out). */
  async request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers: Headers_ = {},
  ): Promise<TestResponse<Envelope<T>>> {
    const sent: Headers_ = {};
    if (body !== undefined) sent['content-type'] = 'application/json';
    if (this.cookies.size > 0) sent.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (this.xsrfToken) sent['x-csrf-token'] = this.xsrfToken;
    if (this.storeId !== null) sent['x-sid'] = String(this.storeId);
    for (const [name, value] of Object.entries(headers)) {
      if (value === '') delete sent[name.toLowerCase()];
      else sent[name.toLowerCase()] = value;
    }
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: sent,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    this.keepCookies(response.headers);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON (the web app's index.html): keep the text
    }
    return { status: response.status, body: parsed as Envelope<T>, headers: response.headers };
  }

  private keepCookies(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(attribute));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** A clock the test moves by hand. */
export function testClock(start = new Date()): { clock: Clock; advance(ms: number): void; set(date: Date): void } {
  let now = start.getTime();
  return {
    clock: () => new Date(now),
    advance(ms) {
      now += ms;
    },
    set(date) {
      now = date.getTime();
    },
  };
}

/** Starts the app on a fresh database; always `close()` it (an open PGlite keeps the process alive). */
export async function startTestServer(options: StartTestServerOptions = {}): Promise<TestServer> {
  const database = await openTestDatabase({ seeded: options.seed ?? true, dataDir: options.dataDir });
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test' }),
    webDist: null,
    smtpUrl: null,
    ...options.config,
  };
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config,
      db: database.db,
      clock: options.clock,
      logger: {
        level: options.logLevel ?? process.env.TEST_LOG_LEVEL ?? (options.logSink ? 'info' : 'silent'),
        ...(options.logSink ? { stream: { write: options.logSink } } : {}),
      },
    });
    await options.extend?.(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await database.close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    app,
    db: database.db,
    database,
    client: () => new TestClient(baseUrl),
    async close() {
      try {
        await app.close();
      } finally {
        await database.close();
      }
    },
  };
}

/** A client signed in as `account` (demo password unless given), sending X-SID `storeId` when given, past that store's manager code. */
export async function signedIn(
  server: TestServer,
  account: string,
  options: { storeId?: number | null; password?: string } = {},
): Promise<TestClient> {
  const client = server.client();
  const response = await client.login(account, options.password);
  if (response.status !== 200) throw new Error(`sign-in of ${account} failed: ${JSON.stringify(response.body)}`);
  client.storeId = options.storeId ?? null;
  // The demo stores keep their reports behind the manager code; a store client passes it once, as staff do.
  if (options.storeId != null) await passManagerCode(server.db, client, options.storeId);
  return client;
}

/** The data of a 200 answer, or a thrown error showing what came back instead. */
export function dataOf<T>(response: TestResponse<Envelope<T>>): T {
  if (response.status !== 200 || !response.body.status) {
    throw new Error(`expected 200, got ${response.status}: ${JSON.stringify(response.body)}`);
  }
  return response.body.data;
}

/** `path?storeId=1&id=2` */
export function withQuery(path: string, query: Record<string, string | number>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  return `${path}?${params}`;
}

/**
 * A STOMP client signed in as `client` (its session cookie), already subscribed to the store's refresh topic:
 * what a POS screen of that store hears. Close `stomp` when done.
 */
export async function subscribeStoreRefresh(
  server: { baseUrl: string },
  client: TestClient,
  storeId: number,
): Promise<{ stomp: StompTestClient; topic: string }> {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const stomp = await connectStompClient(websocketUrl(server.baseUrl), { cookie, connectHeaders: { storeId: String(storeId) } });
  const topic = storeRefreshTopic(storeId);
  try {
    await stomp.subscribeConfirmed(topic);
  } catch (error) {
    await stomp.close();
    throw error;
  }
  return { stomp, topic };
}
