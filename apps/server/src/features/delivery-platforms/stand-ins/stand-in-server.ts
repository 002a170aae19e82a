import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The frame of a platform stand-in: a real HTTP server on 127.0.0.1 (random port) that speaks the platform's
 * documented protocol, so the product code cannot tell it from the platform. Hand-written on node:http on purpose: a
 * dozen routes, and the stand-in must not share the server's own stack (a bug in one would hide in the other).
 *
 * Shared by both stand-ins: OAuth codes and tokens, the outage switch (`/_stand-in/outage {failures}`: the next N API
 * calls answer 503), and the log of calls the product made (`GET /_stand-in/calls`).
 */

export interface StandInRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
  json(): Record<string, unknown>;
  form(): URLSearchParams;
  /** The account a bearer token belongs to, or null. */
  account(): string | null;
}

export interface StandInAnswer {
  status: number;
  body?: unknown;
  location?: string;
}

export type StandInRoute = (request: StandInRequest) => StandInAnswer | Promise<StandInAnswer> | null;

export interface StandInCall {
  method: string;
  path: string;
  body: unknown;
  /** The bearer token the call carried ('' for none): tests see which token the product used. */
  bearer: string;
}

export class StandInServer {
  private server: Server | null = null;
  url = '';
  private failures = 0;
  /** Calls of the API (not OAuth, not the stand-in's own), oldest first. */
  readonly calls: StandInCall[] = [];
  /** The grant types the token endpoint was asked for, oldest first (authorization_code, refresh_token). */
  readonly grants: string[] = [];
  private readonly codes = new Map<string, { account: string; redirectUri: string }>();
  private readonly tokens = new Map<string, { account: string; expiresAt: number }>();
  private readonly refreshTokens = new Map<string, string>();
  /** Seconds an access token lives; tests shorten it to see the refresh. */
  tokenLifetimeSeconds = 3600;

  constructor(
    readonly clientId: string,
    readonly clientSecret: string,
    private readonly route: StandInRoute,
  ) {}

  async start(): Promise<this> {
    const server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The next `count` API calls fail with 503 (an outage). */
  failNext(count: number): void {
    this.failures = count;
  }

  /** The consent step: the account approves at once, and the browser goes back with a code. */
  authorize(query: URLSearchParams, account: string): StandInAnswer {
    if (query.get('client_id') !== this.clientId || query.get('response_type') !== 'code') return { status: 400, body: { error: 'invalid_request' } };
    const redirectUri = query.get('redirect_uri') ?? '';
    if (!/^https?:\/\//.test(redirectUri)) return { status: 400, body: { error: 'invalid_redirect_uri' } };
    const code = randomBytes(12).toString('hex');
    this.codes.set(code, { account, redirectUri });
    const target = new URL(redirectUri);
    target.searchParams.set('code', code);
    const state = query.get('state');
    if (state) target.searchParams.set('state', state);
    return { status: 302, location: target.toString() };
  }

  /** RFC 6749 token endpoint: authorization_code and refresh_token grants, client authenticated in the form. */
  token(form: URLSearchParams): StandInAnswer {
    if (form.get('client_id') !== this.clientId || form.get('client_secret') !== this.clientSecret) return { status: 401, body: { error: 'invalid_client' } };
    this.grants.push(form.get('grant_type') ?? '');
    let account: string | undefined;
    if (form.get('grant_type') === 'authorization_code') {
      const grant = this.codes.get(form.get('code') ?? '');
      this.codes.delete(form.get('code') ?? '');
      if (!grant || grant.redirectUri !== form.get('redirect_uri')) return { status: 400, body: { error: 'invalid_grant' } };
      account = grant.account;
    } else if (form.get('grant_type') === 'refresh_token') {
      account = this.refreshTokens.get(form.get('refresh_token') ?? '');
      if (!account) return { status: 400, body: { error: 'invalid_grant' } };
    } else {
      return { status: 400, body: { error: 'unsupported_grant_type' } };
    }
    const accessToken = randomBytes(24).toString('base64url');
    const refreshToken = randomBytes(24).toString('base64url');
    this.tokens.set(accessToken, { account, expiresAt: Date.now() + this.tokenLifetimeSeconds * 1000 });
    this.refreshTokens.set(refreshToken, account);
    return { status: 200, body: { access_token: accessToken, refresh_token: refreshToken, token_type: 'Bearer', expires_in: this.tokenLifetimeSeconds } };
  }

  /** Every token the stand-in handed out (tests look for them in the product's answers). */
  issuedTokens(): string[] {
    return [...this.tokens.keys(), ...this.refreshTokens.keys()];
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const request: StandInRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
      json: () => {
        try {
          return JSON.parse(body) as Record<string, unknown>;
        } catch {
          return {};
        }
      },
      form: () => new URLSearchParams(body),
      account: () => {
        const header = req.headers.authorization ?? '';
        const token = this.tokens.get(header.replace(/^Bearer /, ''));
        return token && token.expiresAt > Date.now() ? token.account : null;
      },
    };
    let answer: StandInAnswer;
    try {
      answer = (await this.answer(request)) ?? { status: 404, body: { error: 'not_found' } };
    } catch (error) {
      answer = { status: 500, body: { error: (error as Error).message } };
    }
    const headers: Record<string, string> = {};
    if (answer.location) headers.location = answer.location;
    if (answer.body !== undefined) headers['content-type'] = 'application/json';
    res.writeHead(answer.status, headers);
    res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
  }

  private async answer(request: StandInRequest): Promise<StandInAnswer | null> {
    if (request.path === '/_stand-in/outage' && request.method === 'POST') {
      this.failNext(Number(request.json().failures) || 0);
      return { status: 200, body: { failures: this.failures } };
    }
    if (request.path === '/_stand-in/calls') return { status: 200, body: this.calls };
    const ownOrOAuth = request.path.startsWith('/_stand-in/') || request.path.includes('oauth') || request.path.includes('/authorize');
    if (!ownOrOAuth) {
      const bearer = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      this.calls.push({ method: request.method, path: request.path, body: request.body ? request.json() : null, bearer });
      if (this.failures > 0) {
        this.failures -= 1;
        return { status: 503, body: { error: 'service_unavailable' } };
      }
    }
    return this.route(request);
  }
}

/** Sends a webhook to the product, as the platform would. */
export async function pushWebhook(url: string, body: string, headers: Record<string, string>): Promise<number> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  await response.arrayBuffer();
  return response.status;
}
