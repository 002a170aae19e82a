import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { DEDUPE_WINDOW_MS, type Envelope, FRONT_REALTIME_PARAM, HEARTBEAT_MS, MSG, REALTIME_PATH, STOMP_SUBPROTOCOL } from '@diancan/core';
import { RealtimeBroker, type BrokerSettings, type RealtimeHub } from './broker.js';
import type { RealtimeBus } from './bus/bus.js';
import { anonymousPrincipal, type RealtimePrincipal } from './principal.js';
import { MAX_FRAME_BYTES } from './stomp/frame.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The realtime broker of this instance (presence, connection count, session revocation). */
    realtime: RealtimeHub;
  }
}

export interface RealtimePluginOptions {
  /** Resolves the upgrade request's session cookie; null refuses the connection with 401. */
  authenticate(request: FastifyRequest): Promise<RealtimePrincipal | null>;
  /**
   * The order of a front-stage status token (docs/self-ordering.md). An upgrade with `?front` and no session gets
   * an anonymous link that may subscribe only to the topics of orders whose status token it holds.
   */
  frontOrderIdOf?: (statusToken: string) => number | null;
  /** Origins (scheme://host[:port]) besides the server's own allowed to open the link. */
  allowedOrigins: readonly string[];
  bus: RealtimeBus;
  /** Registers for session revocations (the auth module's sessions.onRevoked); their sockets are then closed. */
  onSessionsRevoked?: (listener: (sessionIds: string[]) => void) => void | (() => void);
  /** Overrides of the broker's timings and limits (tests use short heart-beats). */
  settings?: Partial<BrokerSettings>;
}

export const DEFAULT_BROKER_SETTINGS: BrokerSettings = {
  heartbeat: { sendEveryMs: HEARTBEAT_MS, expectEveryMs: HEARTBEAT_MS },
  heartbeatTolerance: 2,
  transportPingMs: HEARTBEAT_MS,
  connectTimeoutMs: 10_000,
  revokeGraceMs: 2_000,
  sessionCheckMs: 60_000,
  maxFrameBytes: MAX_FRAME_BYTES,
  maxSubscriptions: 50,
  maxBufferedBytes: 1024 * 1024,
  // As long as the client remembers message ids: a replayed message it already has is recognised and dropped.
  replayRetentionMs: DEDUPE_WINDOW_MS,
  replayMaxEntries: 20_000,
  // PINGs of a background tab come once a minute (browser timer throttling); a dead device leaves sooner, when its
  // connection closes.
  presenceStaleMs: 2 * 60_000,
  revokedMemoryMs: 60_000,
};

/**
 * WebSocket messages may be larger than one STOMP frame, so an oversized frame is read far enough to answer it with
 * an ERROR frame; beyond this the WebSocket layer itself drops the connection.
 */
const MAX_WEBSOCKET_MESSAGE_BYTES = 1024 * 1024;

const realtime: FastifyPluginAsync<RealtimePluginOptions> = async (app, options) => {
  if (!app.hasDecorator('websocketServer')) {
    await app.register(websocket, {
      options: {
        maxPayload: MAX_WEBSOCKET_MESSAGE_BYTES,
        // Agree on STOMP 1.2 when offered (stompjs offers v12, v11, v10); a client offering nothing still connects.
        handleProtocols: (protocols) => (protocols.has(STOMP_SUBPROTOCOL) ? STOMP_SUBPROTOCOL : false),
      },
    });
  }
  const settings: BrokerSettings = { ...DEFAULT_BROKER_SETTINGS, ...options.settings };
  const broker = new RealtimeBroker(options.bus, settings, app.log.child({ module: 'realtime' }), options.frontOrderIdOf);
  broker.start();
  app.decorate('realtime', broker as RealtimeHub);

  const stopRevocations = options.onSessionsRevoked?.((sessionIds) => void broker.revokeSessions(sessionIds));
  app.addHook('onClose', async () => {
    if (typeof stopRevocations === 'function') stopRevocations();
    broker.stop();
  });

  const principals = new WeakMap<FastifyRequest, RealtimePrincipal>();
  const frontPrincipal = (request: FastifyRequest): RealtimePrincipal | null => {
    const query = request.query as Record<string, unknown> | undefined;
    return options.frontOrderIdOf && query?.[FRONT_REALTIME_PARAM] !== undefined ? anonymousPrincipal(randomUUID()) : null;
  };
  app.get(
    REALTIME_PATH,
    {
      websocket: true,
      // Runs before the upgrade: a refused request gets a plain HTTP answer and never becomes a WebSocket.
      preValidation: async (request, reply) => {
        if (!isOriginAllowed(request.headers.origin, request.headers.host, options.allowedOrigins)) {
          return reply.code(403).send(refusal(MSG.FORBIDDEN));
        }
        const principal = (await options.authenticate(request)) ?? frontPrincipal(request);
        if (!principal) return reply.code(401).send(refusal(MSG.UNAUTHORIZED));
        principals.set(request, principal);
      },
    },
    (socket, request) => {
      const principal = principals.get(request);
      if (!principal) {
        socket.terminate();
        return;
      }
      // An anonymous link keeps its principal: there is no session to end.
      const reauthenticate = principal.anonymous ? async () => principal : () => options.authenticate(request);
      broker.accept(socket, principal, reauthenticate);
    },
  );
};

// Not encapsulated, so `app.realtime` is visible to the whole app (what fastify-plugin does, without the dependency).
Object.assign(realtime, { [Symbol.for('skip-override')]: true, [Symbol.for('fastify.display-name')]: 'realtime' });

/** Registers the STOMP endpoint at /app/websocket and decorates the app with `realtime`. */
export const realtimePlugin = realtime;

function refusal(message: string): Envelope<null> {
  return { status: false, message, data: null };
}

/**
 * Browsers always send Origin on a WebSocket upgrade, so a foreign page is refused here even though the session
 * cookie would ride along (cross-site WebSocket hijacking). A request without Origin does not come from a page.
 */
export function isOriginAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowedOrigins: readonly string[],
): boolean {
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (host !== undefined && parsed.host === host.toLowerCase()) return true;
  return allowedOrigins.some((allowed) => allowed.replace(/\/+$/, '').toLowerCase() === parsed.origin);
}

