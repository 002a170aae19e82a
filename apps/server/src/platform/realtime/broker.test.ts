import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  PING_DESTINATION,
  PLATFORM_ANNOUNCEMENT_TOPIC,
  REALTIME_ERRORS,
  storeRefreshTopic,
  USER_QUEUES,
} from '@diancan/core';
import { createInProcessBus } from './bus/in-process-bus.js';
import type { RealtimeBus } from './bus/bus.js';
import { realtimePlugin, type RealtimePluginOptions } from './plugin.js';
import type { RealtimePrincipal } from './principal.js';
import { publishNow } from './publisher.js';
import { MAX_FRAME_BYTES } from './stomp/frame.js';
import {
  connectStompClient,
  frameText,
  headerValue,
  openRawSocket,
  waitFor,
  websocketUrl,
  type RawStompSocket,
  type StompTestClient,
} from './testing/clients.js';

/**
 * The broker on a bare Fastify with the realtime plugin, real sockets on 127.0.0.1 and real clients. Sessions are a
 * cookie -> principal table here; the tests through the whole app (session cookies of real sign-ins) are in
 * realtime.app.test.ts.
 */

const owner: RealtimePrincipal = { sessionId: 's-owner', userId: 10, account: 'owner', staff: false, allStores: false, storeIds: [1, 2] };
const other: RealtimePrincipal = { sessionId: 's-other', userId: 11, account: 'other', staff: false, allStores: false, storeIds: [3] };
const staff: RealtimePrincipal = { sessionId: 's-staff', userId: 12, account: 'manager', staff: true, allStores: true, storeIds: [] };
// Sessions the revocation tests end (a revoked session stays refused for a minute).
const leaver: RealtimePrincipal = { sessionId: 's-leaver', userId: 20, account: 'leaver', staff: false, allStores: false, storeIds: [1] };
const latecomer: RealtimePrincipal = { sessionId: 's-late', userId: 21, account: 'late', staff: false, allStores: false, storeIds: [1] };
const principals = new Map(
  [owner, other, staff, leaver, latecomer].map((principal) => [`sid=${principal.sessionId}`, principal]),
);

const HEARTBEAT_MS = 100;

let app: FastifyInstance;
let bus: RealtimeBus;
let url: string;
const openClients: Array<StompTestClient | RawStompSocket> = [];

async function startApp(settings: RealtimePluginOptions['settings'] = {}): Promise<void> {
  bus = createInProcessBus();
  app = Fastify({ logger: false });
  await app.register(realtimePlugin, {
    authenticate: async (request) => principals.get(request.headers.cookie ?? '') ?? null,
    allowedOrigins: ['https://pos.example.com'],
    bus,
    settings: { heartbeat: { sendEveryMs: HEARTBEAT_MS, expectEveryMs: HEARTBEAT_MS }, revokeGraceMs: 300, ...settings },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = websocketUrl(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
}

function track<T extends StompTestClient | RawStompSocket>(client: T): T {
  openClients.push(client);
  return client;
}

async function stomp(principal: RealtimePrincipal, connectHeaders: Record<string, string> = {}) {
  return track(await connectStompClient(url, { cookie: `sid=${principal.sessionId}`, connectHeaders }));
}

async function raw(principal: RealtimePrincipal | null = owner, autoPong = true) {
  return track(await openRawSocket(url, principal ? { cookie: `sid=${principal.sessionId}`, autoPong } : { autoPong }));
}

/** A raw socket past CONNECT. */
async function rawConnected(principal: RealtimePrincipal = owner, heartBeat = '0,0', autoPong = true) {
  const socket = await raw(principal, autoPong);
  socket.send('CONNECT', { 'accept-version': '1.2', host: 'diancan', 'heart-beat': heartBeat });
  await socket.nextFrame('CONNECTED');
  return socket;
}

function newOrder(storeId: number, orderId: number) {
  return { storeId, orderId, orderNo: `A${orderId}`, channel: 'POS' as const };
}

beforeAll(() => startApp());
afterAll(() => app.close());
afterEach(async () => {
  for (const client of openClients.splice(0)) {
    if ('client' in client) await client.close();
    else client.socket.terminate();
  }
});

describe('connecting', () => {
  it('answers CONNECT with CONNECTED: version, heart-beat, session and server time', async () => {
    const socket = await raw();
    const before = Date.now();
    socket.send('CONNECT', { 'accept-version': '1.0,1.1,1.2', host: 'diancan', 'heart-beat': '0,0' });
    const connected = await socket.nextFrame('CONNECTED');
    expect(headerValue(connected, 'version')).toBe('1.2');
    expect(headerValue(connected, 'heart-beat')).toBe(`${HEARTBEAT_MS},${HEARTBEAT_MS}`);
    expect(headerValue(connected, 'session')).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number(headerValue(connected, 'server-time'))).toBeGreaterThanOrEqual(before);
  });

  it('accepts the STOMP command as CONNECT', async () => {
    const socket = await raw();
    socket.send('STOMP', { 'accept-version': '1.2', host: 'diancan' });
    expect(headerValue(await socket.nextFrame('CONNECTED'), 'version')).toBe('1.2');
  });

  it('selects the v12.stomp subprotocol', async () => {
    const socket = await raw();
    expect(socket.socket.protocol).toBe('v12.stomp');
  });

  it('refuses an upgrade without a session with 401', async () => {
    await expect(openRawSocket(url)).rejects.toMatchObject({ statusCode: 401 });
    await expect(openRawSocket(url, { cookie: 'sid=unknown' })).rejects.toMatchObject({ statusCode: 401 });
  });

  it('refuses a foreign Origin with 403 and accepts its own and the configured ones', async () => {
    const cookie = `sid=${owner.sessionId}`;
    await expect(openRawSocket(url, { cookie, origin: 'https://evil.example' })).rejects.toMatchObject({ statusCode: 403 });
    const host = new URL(url).host;
    track(await openRawSocket(url, { cookie, origin: `http://${host}` }));
    track(await openRawSocket(url, { cookie, origin: 'https://pos.example.com' }));
  });

  it('refuses a client that does not speak STOMP 1.2', async () => {
    const socket = await raw();
    socket.send('CONNECT', { 'accept-version': '1.0,1.1', host: 'diancan' });
    const error = await socket.nextFrame('ERROR');
    expect(headerValue(error, 'message')).toBe(REALTIME_ERRORS.PROTOCOL);
    expect((await socket.closed).code).toBe(1002);
  });

  it('checks the storeId header against the user’s stores', async () => {
    track(await connectStompClient(url, { cookie: `sid=${owner.sessionId}`, connectHeaders: { storeId: '2' } }));
    await expect(
      connectStompClient(url, { cookie: `sid=${owner.sessionId}`, connectHeaders: { storeId: '3' } }),
    ).rejects.toThrow(REALTIME_ERRORS.FORBIDDEN_STORE);
    // Staff may act on any store.
    track(await connectStompClient(url, { cookie: `sid=${staff.sessionId}`, connectHeaders: { storeId: '3' } }));
  });

  it('closes a socket that never sends CONNECT', async () => {
    await app.close();
    await startApp({ connectTimeoutMs: 150 });
    try {
      const socket = await raw();
      const error = await socket.nextFrame('ERROR', 2000);
      expect(frameText(error)).toContain('CONNECT');
      expect((await socket.closed).code).toBe(1002);
    } finally {
      await app.close();
      await startApp();
    }
  });
});

describe('subscribing and receiving', () => {
  it('delivers a store event to the store topic’s subscribers as a typed MESSAGE', async () => {
    const client = await stomp(owner, { storeId: '1' });
    await client.subscribeConfirmed(storeRefreshTopic(1));
    const waiting = client.nextMessage(storeRefreshTopic(1));
    await publishNow(bus, { destination: 'store', storeId: 1 }, 'NEW_ORDER', newOrder(1, 7));
    const message = await waiting;
    expect(message).toMatchObject({ type: 'NEW_ORDER', data: newOrder(1, 7) });
    expect(message.messageId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(message.sentAt)).not.toBeNaN();
    const { headers } = client.received[0]!;
    expect(headers.destination).toBe(storeRefreshTopic(1));
    expect(headers['message-id']).toBe(message.messageId);
    expect(headers['content-type']).toBe('application/json;charset=utf-8');
    expect(headers.subscription).toBeDefined();
  });

  it('sends each user only what is addressed to that user, and "all" to everyone', async () => {
    const mine = await stomp(owner);
    const theirs = await stomp(other);
    await mine.subscribeConfirmed(USER_QUEUES.backstage);
    await theirs.subscribeConfirmed(USER_QUEUES.backstage);
    await publishNow(bus, { destination: 'backstage', userId: owner.userId }, 'PASSWORD_RESET', {
      userId: owner.userId,
      account: owner.account,
    });
    await publishNow(bus, { destination: 'backstage', userId: 'all' }, 'KICK_OUT', { reason: 'ALL_USERS' });
    await waitFor(() => mine.received.length === 2 && theirs.received.length === 1);
    expect(mine.received.map((entry) => entry.message.type)).toEqual(['PASSWORD_RESET', 'KICK_OUT']);
    expect(theirs.received.map((entry) => entry.message.type)).toEqual(['KICK_OUT']);
  });

  it('delivers platform announcements to every subscriber', async () => {
    const clients = [await stomp(owner), await stomp(other), await stomp(staff)];
    for (const client of clients) await client.subscribeConfirmed(PLATFORM_ANNOUNCEMENT_TOPIC);
    await publishNow(bus, { destination: 'platform' }, 'START_MAINTENANCE', { title: '系統維護', message: '稍後回來' });
    await waitFor(() => clients.every((client) => client.received.length === 1));
  });

  it('refuses another store’s topic with ERROR and closes', async () => {
    const client = await stomp(owner);
    client.subscribe(storeRefreshTopic(3));
    const { code } = await client.closed;
    expect(client.errors.map((frame) => frame.headers.message)).toEqual([REALTIME_ERRORS.FORBIDDEN_STORE]);
    expect(code).toBe(1008);
  });

  it('refuses unknown destinations and other users’ queues', async () => {
    for (const destination of ['/topic/everything', '/user/11/queue/backstage', '/queue/backstage']) {
      const socket = await rawConnected();
      socket.send('SUBSCRIBE', { id: 'x', destination });
      expect(headerValue(await socket.nextFrame('ERROR'), 'message')).toBe(REALTIME_ERRORS.FORBIDDEN_DESTINATION);
    }
  });

  it('stops delivering after UNSUBSCRIBE', async () => {
    const socket = await rawConnected();
    socket.send('SUBSCRIBE', { id: 'orders', destination: storeRefreshTopic(1), receipt: 'r1' });
    await socket.nextFrame('RECEIPT');
    await publishNow(bus, { destination: 'store', storeId: 1 }, 'MENU_CHANGED', { storeId: 1 });
    await socket.nextFrame('MESSAGE');
    socket.send('UNSUBSCRIBE', { id: 'orders', receipt: 'r2' });
    expect(headerValue(await socket.nextFrame('RECEIPT'), 'receipt-id')).toBe('r2');
    await publishNow(bus, { destination: 'store', storeId: 1 }, 'MENU_CHANGED', { storeId: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(socket.frames.filter((frame) => frame.command === 'MESSAGE')).toHaveLength(1);
  });

  it('replays recent messages to a subscription that asks with replay-since', async () => {
    const since = Date.now();
    await publishNow(bus, { destination: 'store', storeId: 2 }, 'MENU_CHANGED', { storeId: 2 });
    await publishNow(bus, { destination: 'store', storeId: 1 }, 'MENU_CHANGED', { storeId: 1 });
    await publishNow(bus, { destination: 'store', storeId: 2 }, 'CONFIG_CHANGED', { storeId: 2, setting: null });
    const client = await stomp(owner);
    await client.subscribeConfirmed(storeRefreshTopic(2), { 'replay-since': String(since) });
    expect(client.received.map((entry) => entry.message.type)).toEqual(['MENU_CHANGED', 'CONFIG_CHANGED']);
    const fresh = await stomp(owner);
    await fresh.subscribeConfirmed(storeRefreshTopic(2));
    expect(fresh.received).toEqual([]);
  });

  it('answers receipts and DISCONNECT', async () => {
    const socket = await rawConnected();
    socket.send('DISCONNECT', { receipt: 'bye-1' });
    expect(headerValue(await socket.nextFrame('RECEIPT'), 'receipt-id')).toBe('bye-1');
    expect((await socket.closed).code).toBe(1000);
  });
});

describe('PING and presence', () => {
  it('lists the store’s devices that PING, and forgets them when they leave', async () => {
    const pos = await stomp(owner, { storeId: '1', deviceId: 'pos-1' });
    const kiosk = await stomp(owner, { storeId: '1', deviceId: 'kiosk-1' });
    await stomp(owner, { storeId: '2', deviceId: 'pos-2' });
    for (const client of [pos, kiosk]) client.client.publish({ destination: PING_DESTINATION, body: 'PING' });
    await waitFor(() => app.realtime.onlineDevices(1).length === 2);
    expect(app.realtime.onlineDevices(1).map((device) => device.deviceId).sort()).toEqual(['kiosk-1', 'pos-1']);
    expect(app.realtime.onlineDevices(2)).toEqual([]);
    await kiosk.close();
    await waitFor(() => app.realtime.onlineDevices(1).length === 1);
  });

  it('refuses SEND anywhere else, or with another body', async () => {
    const elsewhere = await rawConnected();
    elsewhere.send('SEND', { destination: storeRefreshTopic(1) }, '{"type":"NEW_ORDER"}');
    expect(headerValue(await elsewhere.nextFrame('ERROR'), 'message')).toBe(REALTIME_ERRORS.FORBIDDEN_DESTINATION);
    const wrongBody = await rawConnected();
    wrongBody.send('SEND', { destination: PING_DESTINATION }, 'HELLO');
    expect(headerValue(await wrongBody.nextFrame('ERROR'), 'message')).toBe(REALTIME_ERRORS.PROTOCOL);
  });
});

describe('bad input', () => {
  it.each([
    ['garbage', 'HELLO WORLD\n\n\0'],
    ['a bad header escape', 'SUBSCRIBE\nid:1\ndestination:/topic/\\x\n\n\0'],
    ['a frame before CONNECT', 'SUBSCRIBE\nid:1\ndestination:/topic/platform/announcement\n\n\0'],
  ])('answers %s with ERROR and closes, and keeps serving others', async (label, wire) => {
    const socket = await raw();
    if (label !== 'a frame before CONNECT') {
      socket.send('CONNECT', { 'accept-version': '1.2', host: 'diancan' });
      await socket.nextFrame('CONNECTED');
    }
    socket.sendBytes(wire);
    const error = await socket.nextFrame('ERROR');
    expect([REALTIME_ERRORS.MALFORMED_FRAME, REALTIME_ERRORS.PROTOCOL]).toContain(headerValue(error, 'message'));
    expect((await socket.closed).code).toBe(1002);
    const healthy = await stomp(owner);
    expect(healthy.client.connected).toBe(true);
  });

  it('answers a frame over 64 KiB with ERROR and closes with 1009', async () => {
    const socket = await rawConnected();
    socket.send('SEND', { destination: PING_DESTINATION }, 'x'.repeat(MAX_FRAME_BYTES));
    expect(headerValue(await socket.nextFrame('ERROR'), 'message')).toBe(REALTIME_ERRORS.FRAME_TOO_LARGE);
    expect((await socket.closed).code).toBe(1009);
  });

  it('refuses ACK, transactions and a second CONNECT', async () => {
    for (const [command, headers] of [
      ['ACK', { id: '1' }],
      ['BEGIN', { transaction: 't1' }],
      ['CONNECT', { 'accept-version': '1.2' }],
    ] as const) {
      const socket = await rawConnected();
      socket.send(command, headers);
      expect(headerValue(await socket.nextFrame('ERROR'), 'message')).toBe(REALTIME_ERRORS.PROTOCOL);
    }
  });
});

describe('heart-beats', () => {
  it('sends heart-beats at the negotiated rate', async () => {
    const socket = await rawConnected(owner, '0,50');
    await new Promise((resolve) => setTimeout(resolve, 8 * HEARTBEAT_MS));
    // max(server 100, client 50) = 100 ms: about 8 EOLs in 800 ms, never a silence the client would notice.
    expect(socket.heartbeats).toBeGreaterThanOrEqual(5);
  });

  it('closes a socket whose client went silent: no heart-beat, no pong', async () => {
    const socket = await rawConnected(owner, `${HEARTBEAT_MS},0`, false);
    const started = Date.now();
    const error = await socket.nextFrame('ERROR', 3000);
    expect(headerValue(error, 'message')).toBe(REALTIME_ERRORS.HEARTBEAT_TIMEOUT);
    await socket.closed;
    // Tolerance 2 x 100 ms, checked every 100 ms.
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('keeps a silent client that answers WebSocket pings (a background tab whose timers the browser slowed)', async () => {
    await app.close();
    await startApp({ transportPingMs: HEARTBEAT_MS });
    try {
      const throttled = await rawConnected(owner, `${HEARTBEAT_MS},0`);
      const gone = await rawConnected(owner, '0,0', false);
      expect(headerValue(await gone.nextFrame('ERROR', 3000), 'message')).toBe(REALTIME_ERRORS.HEARTBEAT_TIMEOUT);
      await new Promise((resolve) => setTimeout(resolve, 6 * HEARTBEAT_MS));
      expect(throttled.socket.readyState).toBe(throttled.socket.OPEN);
    } finally {
      await app.close();
      await startApp();
    }
  });

  it('keeps a socket whose client keeps sending heart-beats', async () => {
    const socket = await rawConnected(owner, `${HEARTBEAT_MS},0`);
    const beating = setInterval(() => socket.sendBytes('\n'), HEARTBEAT_MS / 2);
    await new Promise((resolve) => setTimeout(resolve, 6 * HEARTBEAT_MS));
    clearInterval(beating);
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);
    expect(socket.frames.filter((frame) => frame.command === 'ERROR')).toEqual([]);
  });
});

describe('revoked sessions', () => {
  it('delivers the backstage reason during the grace period, nothing else, then closes', async () => {
    const client = await stomp(leaver, { storeId: '1' });
    await client.subscribeConfirmed(USER_QUEUES.backstage);
    await client.subscribeConfirmed(storeRefreshTopic(1));
    const bystander = await stomp(other);
    await bystander.subscribeConfirmed(USER_QUEUES.backstage);

    await app.realtime.revokeSessions([leaver.sessionId]);
    await publishNow(bus, { destination: 'store', storeId: 1 }, 'NEW_ORDER', newOrder(1, 99));
    await publishNow(bus, { destination: 'backstage', userId: leaver.userId }, 'PASSWORD_RESET', {
      userId: leaver.userId,
      account: leaver.account,
    });
    const { code } = await client.closed;
    expect(code).toBe(1008);
    expect(client.received.map((entry) => entry.message.type)).toEqual(['PASSWORD_RESET']);
    expect(client.errors.map((frame) => frame.headers.message)).toEqual([REALTIME_ERRORS.SESSION_REVOKED]);
    expect(bystander.client.connected).toBe(true);
  });

  it('refuses CONNECT of a session revoked while its upgrade was under way', async () => {
    const socket = await raw(latecomer);
    await app.realtime.revokeSessions([latecomer.sessionId]);
    socket.send('CONNECT', { 'accept-version': '1.2', host: 'diancan' });
    expect(headerValue(await socket.nextFrame('ERROR'), 'message')).toBe(REALTIME_ERRORS.SESSION_REVOKED);
  });
});

describe('session checks', () => {
  const expiring: RealtimePrincipal = { sessionId: 's-expiring', userId: 30, account: 'expiring', staff: false, allStores: false, storeIds: [1, 2] };
  const cookie = `sid=${expiring.sessionId}`;

  beforeAll(async () => {
    await app.close();
    await startApp({ sessionCheckMs: 100 });
  });
  afterAll(async () => {
    await app.close();
    await startApp();
  });

  it('ends the link when the session expires', async () => {
    principals.set(cookie, expiring);
    const client = await stomp(expiring);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(client.client.connected).toBe(true);
    principals.delete(cookie);
    expect((await client.closed).code).toBe(1008);
    expect(client.errors.map((frame) => frame.headers.message)).toEqual([REALTIME_ERRORS.SESSION_REVOKED]);
  });

  it('ends the link when the user loses a store it follows', async () => {
    principals.set(cookie, expiring);
    const client = await stomp(expiring, { storeId: '1' });
    await client.subscribeConfirmed(storeRefreshTopic(2));
    principals.set(cookie, { ...expiring, storeIds: [1] });
    expect((await client.closed).code).toBe(1008);
    expect(client.errors.map((frame) => frame.headers.message)).toEqual([REALTIME_ERRORS.FORBIDDEN_STORE]);
    principals.delete(cookie);
  });
});
