import { Client, type IMessage, type IStompSocket } from '@stomp/stompjs';
import {
  HEARTBEAT_MS,
  PING_BODY,
  PING_DESTINATION,
  REALTIME_ERRORS,
  type RealtimeMessage,
  realtimeMessageSchema,
  REPLAY_SINCE_HEADER,
  SERVER_TIME_HEADER,
} from '@diancan/core';
import { initialLinkState, nextLinkState, type LinkEffect, type LinkEvent, type LinkState } from './link-policy';
import { MessageDedupe } from './message-dedupe';
import { ReplayClock } from './replay-clock';

export type SignOutReason = 'retries-exhausted' | 'session-revoked';

export interface RealtimeClientOptions {
  /** ws(s)://host/app/websocket */
  url: string;
  /** CONNECT headers: storeId, deviceId. */
  connectHeaders: Record<string, string>;
  /** Subscribed on every connection, in this order. */
  destinations: readonly string[];
  /** Each message once (repeats within the dedupe window are dropped before this). */
  onMessage(message: RealtimeMessage, destination: string): void;
  onStateChange?(state: LinkState): void;
  /** The link is back after it was lost (show 重新連線成功!). */
  onRecovered?(): void;
  /** The user must sign in again: 30 failed tries, or the server ended the session. */
  onSignedOut?(reason: SignOutReason): void;
  /** Where there is no global WebSocket (Node: the benchmark), how to open one. */
  webSocketFactory?: (url: string) => IStompSocket;
  heartbeatMs?: number;
  /** PING to /app/connect/backstage this often. */
  pingEveryMs?: number;
  /** A try that has not connected after this long counts as failed. */
  connectionTimeoutMs?: number;
}

const DEFAULT_CONNECTION_TIMEOUT_MS = 10_000;

/**
 * The realtime link on @stomp/stompjs with the spec's reconnect rules (link-policy.ts). Each try opens a fresh
 * stompjs client with its own reconnecting switched off: the policy decides when to try again and when to give up.
 * On every (re)connection it subscribes again, asking the server to replay what was published while it was away.
 */
export class RealtimeClient {
  private state: LinkState = initialLinkState;
  private stomp: Client | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private readonly dedupe = new MessageDedupe();
  private readonly clock = new ReplayClock();

  constructor(private readonly options: RealtimeClientOptions) {}

  get linkState(): LinkState {
    return this.state;
  }

  start(): void {
    this.dispatch({ type: 'start' });
  }

  stop(): void {
    this.dispatch({ type: 'stop' });
  }

  /** The user asked to reconnect: try at once; this try is not counted. */
  retryNow(): void {
    this.dispatch({ type: 'manualRetry' });
  }

  private dispatch(event: LinkEvent): void {
    const { state, effects } = nextLinkState(this.state, event);
    const changed = state !== this.state;
    this.state = state;
    if (changed) this.options.onStateChange?.(state);
    for (const effect of effects) this.run(effect);
  }

  private run(effect: LinkEffect): void {
    switch (effect.kind) {
      case 'connect':
        this.openAttempt();
        return;
      case 'scheduleRetry':
        this.cancelRetry();
        this.retryTimer = setTimeout(() => {
          this.retryTimer = null;
          this.dispatch({ type: 'retryDue' });
        }, effect.delayMs);
        return;
      case 'cancelRetry':
        this.cancelRetry();
        return;
      case 'disconnect':
        this.closeAttempt();
        return;
      case 'showRecovered':
        this.options.onRecovered?.();
        return;
      case 'logout':
        this.options.onSignedOut?.('retries-exhausted');
        return;
    }
  }

  private openAttempt(): void {
    this.closeAttempt();
    const { url, webSocketFactory } = this.options;
    const heartbeatMs = this.options.heartbeatMs ?? HEARTBEAT_MS;
    const client = new Client({
      ...(webSocketFactory ? { webSocketFactory: () => webSocketFactory(url) } : { brokerURL: url }),
      connectHeaders: this.options.connectHeaders,
      heartbeatIncoming: heartbeatMs,
      heartbeatOutgoing: heartbeatMs,
      reconnectDelay: 0,
      connectionTimeout: this.options.connectionTimeoutMs ?? DEFAULT_CONNECTION_TIMEOUT_MS,
    });
    let connected = false;
    const current = () => this.stomp === client;

    client.onConnect = (frame) => {
      if (!current()) return;
      connected = true;
      // Replay from the previous connection's last sign of life, read before this connection moves the clock on.
      const since = this.clock.replaySince();
      const serverTime = Number(frame.headers[SERVER_TIME_HEADER]);
      this.clock.connected(Number.isFinite(serverTime) ? serverTime : null);
      const headers: Record<string, string> = since === null ? {} : { [REPLAY_SINCE_HEADER]: String(since) };
      for (const destination of this.options.destinations) {
        client.subscribe(destination, (message) => this.receive(message, destination), headers);
      }
      this.startPing(client);
      this.dispatch({ type: 'connected' });
    };
    client.onHeartbeatReceived = () => {
      if (current()) this.clock.alive();
    };
    client.onStompError = (frame) => {
      if (current() && frame.headers.message === REALTIME_ERRORS.SESSION_REVOKED) {
        this.stop();
        this.options.onSignedOut?.('session-revoked');
      }
    };
    client.onWebSocketClose = () => {
      if (!current()) return; // a try this client already let go of
      this.stomp = null;
      this.stopPing();
      void client.deactivate();
      this.dispatch({ type: connected ? 'connectionLost' : 'attemptFailed' });
    };
    this.stomp = client;
    client.activate();
  }

  private receive(frame: IMessage, destination: string): void {
    this.clock.alive();
    let body: unknown;
    try {
      body = JSON.parse(frame.body);
    } catch {
      return;
    }
    const parsed = realtimeMessageSchema.safeParse(body);
    if (!parsed.success) {
      // A newer server may send types this page does not know yet: ignore them.
      return;
    }
    if (!this.dedupe.accept(parsed.data.messageId)) return;
    this.options.onMessage(parsed.data as RealtimeMessage, destination);
  }

  private startPing(client: Client): void {
    this.stopPing();
    const ping = () => {
      if (client.connected) client.publish({ destination: PING_DESTINATION, body: PING_BODY });
    };
    ping();
    this.pingTimer = setInterval(ping, this.options.pingEveryMs ?? HEARTBEAT_MS);
  }

  private stopPing(): void {
    if (this.pingTimer !== null) clearInterval(this.pingTimer);
    this.pingTimer = null;
  }

  private cancelRetry(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private closeAttempt(): void {
    this.stopPing();
    const client = this.stomp;
    this.stomp = null;
    if (client) void client.deactivate();
  }
}
