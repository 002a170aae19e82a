import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import {
  CONNECT_DEVICE_HEADER,
  PING_BODY,
  PING_DESTINATION,
  REALTIME_ERRORS,
  REPLAY_SINCE_HEADER,
  SERVER_TIME_HEADER,
  CONNECT_STORE_HEADER,
  USER_QUEUES,
} from '@diancan/core';
import {
  negotiateHeartbeat,
  parseHeartbeatHeader,
  type HeartbeatSettings,
  type NegotiatedHeartbeat,
} from './heartbeat.js';
import { canUseStore, type RealtimePrincipal } from './principal.js';
import type { RecordedMessage } from './recent-messages.js';
import { routeSubscription, type RouteKey } from './routing.js';
import { StompDecoder } from './stomp/decoder.js';
import { StompProtocolError, encodeFrame, headerValue, serverFrame, type StompFrame } from './stomp/frame.js';

export interface ConnectionSettings {
  heartbeat: HeartbeatSettings;
  /** A client is dead after this many of its heart-beat periods without a byte from it. */
  heartbeatTolerance: number;
  /**
   * A WebSocket ping goes out this often; its pong counts as a sign of life. A client that negotiated no STOMP
   * heart-beats is dead after `heartbeatTolerance` of these periods without a byte or a pong.
   */
  transportPingMs: number;
  /** Time allowed between the upgrade and the CONNECT frame. */
  connectTimeoutMs: number;
  /** After a revocation, the personal backstage queue is still delivered this long (to carry the reason). */
  revokeGraceMs: number;
  /**
   * The session is checked again this often: one that expired ends the connection, and a store the user lost is
   * dropped. The check counts as activity, so a device whose link is open keeps its session (up to its absolute end).
   */
  sessionCheckMs: number;
  maxFrameBytes: number;
  maxSubscriptions: number;
  /** A client that lets this much outgoing data pile up is cut off (it replays what it missed when it is back). */
  maxBufferedBytes: number;
}

export interface Subscription {
  id: string;
  destination: string;
  keys: RouteKey[];
  connection: StompConnection;
}

/** What a connection needs from the broker that owns it. */
/** Resolves the upgrade's session again (null: it has ended). */
export type Reauthenticate = () => Promise<RealtimePrincipal | null>;

export interface ConnectionHost {
  readonly settings: ConnectionSettings;
  readonly log: FastifyBaseLogger;
  addSubscription(subscription: Subscription): void;
  removeSubscription(subscription: Subscription): void;
  recentMessages(keys: readonly RouteKey[], sinceMs: number): RecordedMessage[];
  isRevoked(sessionId: string): boolean;
  frontOrderIdOf(statusToken: string): number | null;
  devicePing(connection: StompConnection): void;
  connectionClosed(connection: StompConnection): void;
}

const CLOSE = { NORMAL: 1000, GOING_AWAY: 1001, PROTOCOL: 1002, POLICY: 1008, TOO_BIG: 1009, INTERNAL: 1011 } as const;
const JSON_CONTENT_TYPE = 'application/json;charset=utf-8';
const SERVER_NAME = 'diancan/1.0';
const MAX_DEVICE_ID_LENGTH = 100;
const EOL = Buffer.from('\n');

type ErrorReason = (typeof REALTIME_ERRORS)[keyof typeof REALTIME_ERRORS];

/** Ends a connection with an ERROR frame; thrown by frame handlers, caught in one place. */
class ConnectionFailure extends Error {
  constructor(
    readonly reason: ErrorReason,
    readonly detail: string,
    readonly closeCode: number = CLOSE.PROTOCOL,
  ) {
    super(detail);
  }
}

/** The client broke the protocol (close 1002). */
function protocolError(detail: string): ConnectionFailure {
  return new ConnectionFailure(REALTIME_ERRORS.PROTOCOL, detail);
}

/** The client asked for something it may not have (close 1008). */
function refusal(reason: ErrorReason, detail: string): ConnectionFailure {
  return new ConnectionFailure(reason, detail, CLOSE.POLICY);
}

const sessionEnded = () => refusal(REALTIME_ERRORS.SESSION_REVOKED, 'the session has ended');

/**
 * One client's STOMP session on one WebSocket: reads its frames, enforces the protocol and what the principal may
 * do, delivers messages to its subscriptions and keeps the heart-beats. Any protocol error ends it with an ERROR
 * frame and a close; nothing a client sends can reach past its own connection.
 */
export class StompConnection {
  readonly id = randomUUID();
  storeId: number | null = null;
  deviceId: string;
  private state: 'awaiting-connect' | 'connected' | 'closed' = 'awaiting-connect';
  private readonly decoder: StompDecoder;
  private readonly subscriptions = new Map<string, Subscription>();
  private negotiated: NegotiatedHeartbeat = { outgoingMs: 0, incomingMs: 0 };
  private lastReceivedAt = Date.now();
  private lastSentAt = Date.now();
  private readonly timers = new Set<NodeJS.Timeout>();
  private revokedAt: number | null = null;

  constructor(
    private readonly socket: WebSocket,
    private current: RealtimePrincipal,
    private readonly host: ConnectionHost,
    private readonly reauthenticate: Reauthenticate,
  ) {
    this.deviceId = this.id;
    this.decoder = new StompDecoder(host.settings.maxFrameBytes);
    socket.on('message', (data) => this.onData(data));
    socket.on('pong', () => {
      this.lastReceivedAt = Date.now();
    });
    socket.on('close', () => this.dispose());
    this.after(host.settings.connectTimeoutMs, () => {
      if (this.state === 'awaiting-connect') this.fail(protocolError('no CONNECT frame in time'));
    });
  }

  get principal(): RealtimePrincipal {
    return this.current;
  }

  get sessionId(): string {
    return this.current.sessionId;
  }

  get isOpen(): boolean {
    return this.state !== 'closed';
  }

  /** Sends a message to one of this connection's subscriptions. */
  deliver(subscription: Subscription, message: RecordedMessage): void {
    if (this.state !== 'connected') return;
    // A revoked session still gets its backstage queue for a moment: the reason (PASSWORD_RESET, KICK_OUT) comes there.
    if (this.revokedAt !== null && subscription.destination !== USER_QUEUES.backstage) return;
    this.send({
      command: 'MESSAGE',
      headers: [
        ['subscription', subscription.id],
        ['message-id', message.messageId],
        ['destination', subscription.destination],
        ['content-type', JSON_CONTENT_TYPE],
        ['content-length', String(message.body.byteLength)],
      ],
      body: message.body,
    });
  }

  /** The session behind this connection ended: deliver the backstage queue a moment longer, then close. */
  revoke(): void {
    if (this.revokedAt !== null || this.state === 'closed') return;
    this.revokedAt = Date.now();
    const end = () => this.fail(sessionEnded());
    if (this.state === 'awaiting-connect') end();
    else this.after(this.host.settings.revokeGraceMs, end);
  }

  /** Server shutdown: no ERROR frame, the client simply reconnects (to another instance if there is one). */
  shutdown(): void {
    if (this.state === 'closed') return;
    this.socket.close(CLOSE.GOING_AWAY, 'server shutting down');
    this.dispose();
  }

  // ---- reading ---------------------------------------------------------------------------------

  private onData(data: RawData): void {
    if (this.state === 'closed') return;
    this.lastReceivedAt = Date.now();
    try {
      for (const item of this.decoder.push(toBytes(data))) {
        if (item.kind === 'frame') this.handle(item.frame);
        if (!this.isOpen) return;
      }
    } catch (error) {
      this.fail(asFailure(error, this.host.log));
    }
  }

  private handle(frame: StompFrame): void {
    const connecting = frame.command === 'CONNECT' || frame.command === 'STOMP';
    const receipt = connecting ? undefined : headerValue(frame, 'receipt');
    try {
      this.dispatch(frame);
    } catch (error) {
      this.fail(asFailure(error, this.host.log), receipt);
      return;
    }
    if (receipt !== undefined && this.isOpen) {
      this.send(serverFrame('RECEIPT', { 'receipt-id': receipt }));
    }
    if (frame.command === 'DISCONNECT') this.close(CLOSE.NORMAL, 'bye');
  }

  private dispatch(frame: StompFrame): void {
    if (this.state === 'awaiting-connect') {
      if (frame.command !== 'CONNECT' && frame.command !== 'STOMP') {
        throw protocolError(`${frame.command} before CONNECT`);
      }
      this.onConnect(frame);
      return;
    }
    switch (frame.command) {
      case 'SUBSCRIBE':
        return this.onSubscribe(frame);
      case 'UNSUBSCRIBE':
        return this.onUnsubscribe(frame);
      case 'SEND':
        return this.onSend(frame);
      case 'DISCONNECT':
        return;
      case 'CONNECT':
      case 'STOMP':
        throw protocolError('already connected');
      case 'ACK':
      case 'NACK':
        throw protocolError('subscriptions use ack:auto, there is nothing to acknowledge');
      case 'BEGIN':
      case 'COMMIT':
      case 'ABORT':
        throw protocolError('transactions are not supported');
      default:
        throw protocolError(`${frame.command} is not a client frame`);
    }
  }

  private onConnect(frame: StompFrame): void {
    const versions = (headerValue(frame, 'accept-version') ?? '1.0').split(',').map((version) => version.trim());
    if (!versions.includes('1.2')) {
      throw protocolError('this server speaks STOMP 1.2 only');
    }
    const clientHeartbeat = parseHeartbeatHeader(headerValue(frame, 'heart-beat'));
    const storeHeader = headerValue(frame, CONNECT_STORE_HEADER);
    if (storeHeader !== undefined && storeHeader !== '') {
      const storeId = Number(storeHeader);
      if (!/^\d{1,15}$/.test(storeHeader) || !canUseStore(this.principal, storeId)) {
        throw refusal(REALTIME_ERRORS.FORBIDDEN_STORE, `store ${storeHeader.slice(0, 20)} is not one of yours`);
      }
      this.storeId = storeId;
    }
    const deviceId = headerValue(frame, CONNECT_DEVICE_HEADER)?.trim();
    if (deviceId) this.deviceId = deviceId.slice(0, MAX_DEVICE_ID_LENGTH);
    if (this.host.isRevoked(this.sessionId)) {
      throw sessionEnded();
    }

    const { heartbeat } = this.host.settings;
    this.negotiated = negotiateHeartbeat(clientHeartbeat, heartbeat);
    this.state = 'connected';
    this.send(
      serverFrame('CONNECTED', {
        version: '1.2',
        'heart-beat': `${heartbeat.sendEveryMs},${heartbeat.expectEveryMs}`,
        server: SERVER_NAME,
        session: this.id,
        [SERVER_TIME_HEADER]: Date.now(),
      }),
    );
    this.startHeartbeats();
    this.every(this.host.settings.sessionCheckMs, () => void this.checkSession());
  }

  private async checkSession(): Promise<void> {
    let principal: RealtimePrincipal | null;
    try {
      principal = await this.reauthenticate();
    } catch (error) {
      // The database is unreachable for a moment: keep the link, check again next time.
      this.host.log.warn({ err: error, connection: this.id }, 'realtime session check failed');
      return;
    }
    if (this.state !== 'connected') return;
    if (!principal || principal.sessionId !== this.sessionId) {
      this.fail(sessionEnded());
      return;
    }
    if (this.storeId !== null && !canUseStore(principal, this.storeId)) {
      const detail = `store ${this.storeId} is no longer yours`;
      this.fail(refusal(REALTIME_ERRORS.FORBIDDEN_STORE, detail));
      return;
    }
    this.current = principal;
    // Subscriptions to stores the user lost end with the connection: the client reconnects with what it still has.
    for (const subscription of this.subscriptions.values()) {
      if (!routeSubscription(subscription.destination, principal, this.host.frontOrderIdOf).allowed) {
        const detail = `${subscription.destination} is no longer yours`;
        this.fail(refusal(REALTIME_ERRORS.FORBIDDEN_STORE, detail));
        return;
      }
    }
  }

  private onSubscribe(frame: StompFrame): void {
    const id = required(frame, 'id');
    const destination = required(frame, 'destination');
    const ack = headerValue(frame, 'ack') ?? 'auto';
    if (ack !== 'auto') throw protocolError(`ack mode ${ack} is not supported`);
    if (this.subscriptions.has(id)) throw protocolError(`subscription ${id} exists`);
    if (this.subscriptions.size >= this.host.settings.maxSubscriptions) {
      throw protocolError('too many subscriptions');
    }
    if (this.revokedAt !== null) {
      throw sessionEnded();
    }
    const route = routeSubscription(destination, this.principal, this.host.frontOrderIdOf);
    if (!route.allowed) throw refusal(route.reason, route.detail);

    const subscription: Subscription = { id, destination, keys: route.keys, connection: this };
    this.subscriptions.set(id, subscription);
    const replaySince = headerValue(frame, REPLAY_SINCE_HEADER);
    if (replaySince !== undefined) {
      if (!/^\d{1,15}$/.test(replaySince)) throw protocolError('replay-since is not a time');
      // Replay and registration happen in one turn of the event loop: no event can fall between them.
      for (const message of this.host.recentMessages(route.keys, Number(replaySince))) {
        this.deliver(subscription, message);
      }
    }
    this.host.addSubscription(subscription);
  }

  private onUnsubscribe(frame: StompFrame): void {
    const subscription = this.subscriptions.get(required(frame, 'id'));
    if (!subscription) return; // already gone: unsubscribing is idempotent
    this.subscriptions.delete(subscription.id);
    this.host.removeSubscription(subscription);
  }

  private onSend(frame: StompFrame): void {
    const destination = required(frame, 'destination');
    if (destination !== PING_DESTINATION) {
      throw refusal(REALTIME_ERRORS.FORBIDDEN_DESTINATION, `clients may only send to ${PING_DESTINATION}`);
    }
    if (Buffer.from(frame.body).toString('utf8').trim() !== PING_BODY) {
      throw protocolError(`the body sent to ${PING_DESTINATION} must be ${PING_BODY}`);
    }
    if (this.revokedAt === null) this.host.devicePing(this);
  }

  // ---- heart-beats ------------------------------------------------------------------------------

  private startHeartbeats(): void {
    const { outgoingMs, incomingMs } = this.negotiated;
    if (outgoingMs > 0) {
      // Checking twice per period keeps every silence shorter than the period the client expects.
      this.every(outgoingMs / 2, () => {
        if (Date.now() - this.lastSentAt >= outgoingMs / 2) this.write(EOL);
      });
    }
    // WebSocket pings are answered by the browser itself, even in a background tab whose timers (and so its STOMP
    // heart-beats) the browser slows to once a minute: a pong is a sign of life as good as a heart-beat.
    const { transportPingMs, heartbeatTolerance } = this.host.settings;
    this.every(transportPingMs, () => this.socket.ping());
    const period = incomingMs > 0 ? incomingMs : transportPingMs;
    const limit = period * heartbeatTolerance;
    this.every(period, () => {
      const silence = Date.now() - this.lastReceivedAt;
      if (silence <= limit) return;
      this.fail(new ConnectionFailure(REALTIME_ERRORS.HEARTBEAT_TIMEOUT, `nothing received for ${silence} ms`));
      this.socket.terminate();
    });
  }

  // ---- writing and closing ----------------------------------------------------------------------

  private send(frame: StompFrame): void {
    this.write(encodeFrame(frame));
  }

  private write(bytes: Uint8Array): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > this.host.settings.maxBufferedBytes) {
      const details = { connection: this.id, userId: this.principal.userId };
      this.host.log.warn(details, 'realtime client too slow, disconnected');
      this.socket.terminate();
      this.dispose();
      return;
    }
    this.lastSentAt = Date.now();
    this.socket.send(bytes, { binary: false });
  }

  private fail(failure: ConnectionFailure, receiptId?: string): void {
    if (this.state === 'closed') return;
    this.send(
      serverFrame(
        'ERROR',
        { message: failure.reason, 'receipt-id': receiptId },
        { text: failure.detail, contentType: 'text/plain;charset=utf-8' },
      ),
    );
    this.close(failure.closeCode, failure.reason);
  }

  private close(code: number, reason: string): void {
    if (this.state === 'closed') return;
    this.socket.close(code, reason);
    this.dispose();
  }

  private dispose(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const subscription of this.subscriptions.values()) this.host.removeSubscription(subscription);
    this.subscriptions.clear();
    this.host.connectionClosed(this);
  }

  private after(ms: number, task: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      task();
    }, ms);
    this.timers.add(timer);
  }

  private every(ms: number, task: () => void): void {
    this.timers.add(setInterval(task, ms));
  }
}

function required(frame: StompFrame, name: string): string {
  const value = headerValue(frame, name);
  if (value === undefined || value === '') {
    throw protocolError(`${frame.command} needs a ${name} header`);
  }
  return value;
}

function asFailure(error: unknown, log: FastifyBaseLogger): ConnectionFailure {
  if (error instanceof ConnectionFailure) return error;
  if (error instanceof StompProtocolError) {
    return error.tooLarge
      ? new ConnectionFailure(REALTIME_ERRORS.FRAME_TOO_LARGE, error.message, CLOSE.TOO_BIG)
      : new ConnectionFailure(REALTIME_ERRORS.MALFORMED_FRAME, error.message);
  }
  log.error({ err: error }, 'realtime connection failed');
  return new ConnectionFailure(REALTIME_ERRORS.PROTOCOL, 'internal error', CLOSE.INTERNAL);
}

function toBytes(data: RawData): Uint8Array {
  if (Array.isArray(data)) return Buffer.concat(data);
  return data instanceof ArrayBuffer ? new Uint8Array(data) : data;
}
