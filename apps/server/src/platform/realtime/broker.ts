import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { BusEvent, RealtimeBus } from './bus/bus.js';
import {
  StompConnection,
  type ConnectionHost,
  type ConnectionSettings,
  type Reauthenticate,
  type Subscription,
} from './connection.js';
import { PresenceTracker, type DevicePresence } from './presence.js';
import type { RealtimePrincipal } from './principal.js';
import { RecentMessages, type RecordedMessage } from './recent-messages.js';
import { routeTarget, type RouteKey } from './routing.js';
import { utf8 } from './stomp/frame.js';

export interface BrokerSettings extends ConnectionSettings {
  /** How long published messages are kept for replay to reconnecting clients. */
  replayRetentionMs: number;
  replayMaxEntries: number;
  /** A device is online while its last PING is newer than this. */
  presenceStaleMs: number;
  /** A session revoked this recently cannot open a connection even if its upgrade was authenticated just before. */
  revokedMemoryMs: number;
}

/** What the app sees of the broker (decorated as `app.realtime`). */
export interface RealtimeHub {
  /** The bus this instance publishes on and listens to (services publish through publishAfterCommit with it). */
  readonly bus: RealtimeBus;
  /** Devices of a store online on this instance. */
  onlineDevices(storeId: number): DevicePresence[];
  /** Open connections on this instance. */
  readonly connectionCount: number;
  /** Ends these sessions' connections on every instance (through the bus). */
  revokeSessions(sessionIds: readonly string[]): Promise<void>;
}

/**
 * The broker of one server instance: its connections, the index from routing keys to subscriptions, recent messages
 * for replay and device presence. It hears every bus event (its own instance's too) and delivers it locally.
 */
export class RealtimeBroker implements ConnectionHost, RealtimeHub {
  private readonly connections = new Set<StompConnection>();
  private readonly bySession = new Map<string, Set<StompConnection>>();
  private readonly index = new Map<RouteKey, Set<Subscription>>();
  private readonly recent: RecentMessages;
  private readonly presence: PresenceTracker;
  private readonly revokedAt = new Map<string, number>();
  private unsubscribeBus: (() => void) | null = null;

  constructor(
    readonly bus: RealtimeBus,
    readonly settings: BrokerSettings,
    readonly log: FastifyBaseLogger,
    /** The order a front-stage status token names, when its signature is the server's (else null). */
    readonly frontOrderIdOf: (statusToken: string) => number | null = () => null,
  ) {
    this.recent = new RecentMessages(settings.replayRetentionMs, settings.replayMaxEntries);
    this.presence = new PresenceTracker(settings.presenceStaleMs);
  }

  start(): void {
    this.unsubscribeBus = this.bus.subscribe((event) => this.onBusEvent(event));
  }

  /** Closes every connection (clients reconnect elsewhere) and stops listening to the bus. */
  stop(): void {
    this.unsubscribeBus?.();
    this.unsubscribeBus = null;
    for (const connection of [...this.connections]) connection.shutdown();
  }

  accept(socket: WebSocket, principal: RealtimePrincipal, reauthenticate: Reauthenticate): StompConnection {
    const connection = new StompConnection(socket, principal, this, reauthenticate);
    this.connections.add(connection);
    const sessionConnections = this.bySession.get(principal.sessionId) ?? new Set<StompConnection>();
    sessionConnections.add(connection);
    this.bySession.set(principal.sessionId, sessionConnections);
    return connection;
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  onlineDevices(storeId: number): DevicePresence[] {
    return this.presence.online(storeId);
  }

  async revokeSessions(sessionIds: readonly string[]): Promise<void> {
    if (sessionIds.length > 0) await this.bus.publish({ kind: 'revoke', sessionIds: [...sessionIds] });
  }

  // ---- bus -------------------------------------------------------------------------------------

  private onBusEvent(event: BusEvent): void {
    if (event.kind === 'revoke') {
      this.revokeLocally(event.sessionIds);
      return;
    }
    const { target, message } = event;
    const recorded: Omit<RecordedMessage, 'recordedAt'> = {
      key: routeTarget(target),
      messageId: message.messageId,
      body: utf8(JSON.stringify(message)),
      sentAtMs: Date.parse(message.sentAt),
    };
    this.recent.record(recorded);
    const subscribers = this.index.get(recorded.key);
    if (!subscribers) return;
    const delivery = { ...recorded, recordedAt: Date.now() };
    for (const subscription of subscribers) subscription.connection.deliver(subscription, delivery);
  }

  private revokeLocally(sessionIds: readonly string[]): void {
    const now = Date.now();
    for (const [sessionId, at] of this.revokedAt) {
      if (now - at > this.settings.revokedMemoryMs) this.revokedAt.delete(sessionId);
    }
    for (const sessionId of sessionIds) {
      this.revokedAt.set(sessionId, now);
      for (const connection of this.bySession.get(sessionId) ?? []) connection.revoke();
    }
  }

  // ---- ConnectionHost ---------------------------------------------------------------------------

  isRevoked(sessionId: string): boolean {
    const at = this.revokedAt.get(sessionId);
    return at !== undefined && Date.now() - at <= this.settings.revokedMemoryMs;
  }

  addSubscription(subscription: Subscription): void {
    for (const key of subscription.keys) {
      const subscribers = this.index.get(key) ?? new Set<Subscription>();
      subscribers.add(subscription);
      this.index.set(key, subscribers);
    }
  }

  removeSubscription(subscription: Subscription): void {
    for (const key of subscription.keys) {
      const subscribers = this.index.get(key);
      subscribers?.delete(subscription);
      if (subscribers?.size === 0) this.index.delete(key);
    }
  }

  recentMessages(keys: readonly RouteKey[], sinceMs: number): RecordedMessage[] {
    return this.recent.since(keys, sinceMs);
  }

  devicePing(connection: StompConnection): void {
    if (connection.storeId === null) return;
    this.presence.ping({
      storeId: connection.storeId,
      deviceId: connection.deviceId,
      userId: connection.principal.userId,
      connectionId: connection.id,
    });
  }

  connectionClosed(connection: StompConnection): void {
    this.connections.delete(connection);
    this.presence.remove(connection.id);
    const sessionConnections = this.bySession.get(connection.sessionId);
    sessionConnections?.delete(connection);
    if (sessionConnections?.size === 0) this.bySession.delete(connection.sessionId);
  }
}
