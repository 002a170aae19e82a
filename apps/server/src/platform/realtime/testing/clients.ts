import { Client, type IFrame, type IMessage } from '@stomp/stompjs';
import WebSocket from 'ws';
import { type RealtimeMessage, STOMP_SUBPROTOCOL } from '@diancan/core';
import { StompDecoder } from '../stomp/decoder.js';
import { encodeFrame, headerValue, type StompCommand, type StompFrame } from '../stomp/frame.js';

/**
 * Test clients for the realtime link (used by the broker's tests and the benchmark, never by the app):
 * a real @stomp/stompjs client, and a raw WebSocket that writes frames byte by byte for protocol edge cases.
 */

export interface UpgradeOptions {
  cookie?: string;
  origin?: string;
}

function upgradeHeaders({ cookie, origin }: UpgradeOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (origin) headers.origin = origin;
  return headers;
}

export function websocketUrl(baseUrl: string, path = '/app/websocket'): string {
  return `${baseUrl.replace(/^http/, 'ws')}${path}`;
}

/** Resolves when `predicate` holds, polling; rejects after `timeoutMs`. */
export async function waitFor(predicate: () => boolean, timeoutMs = 5000, what = 'condition'): Promise<void> {
  const started = Date.now();
  while (!predicate()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

// ---- @stomp/stompjs -----------------------------------------------------------------------------

export interface StompTestClient {
  client: Client;
  /** Every MESSAGE received, with the destination it came on. */
  received: Array<{ destination: string; message: RealtimeMessage; headers: IMessage['headers'] }>;
  errors: IFrame[];
  closed: Promise<{ code: number }>;
  subscribe(destination: string, headers?: Record<string, string>): void;
  /** Subscribes and waits for the server's receipt, so later publishes are sure to find the subscription. */
  subscribeConfirmed(destination: string, headers?: Record<string, string>): Promise<void>;
  nextMessage(destination: string, timeoutMs?: number): Promise<RealtimeMessage>;
  close(): Promise<void>;
}

export async function connectStompClient(
  url: string,
  options: UpgradeOptions & { connectHeaders?: Record<string, string>; heartbeatMs?: number } = {},
): Promise<StompTestClient> {
  const received: StompTestClient['received'] = [];
  const errors: IFrame[] = [];
  let resolveClosed!: (value: { code: number }) => void;
  const closed = new Promise<{ code: number }>((resolve) => (resolveClosed = resolve));
  const client = new Client({
    webSocketFactory: () => new WebSocket(url, [STOMP_SUBPROTOCOL], { headers: upgradeHeaders(options) }),
    connectHeaders: options.connectHeaders ?? {},
    heartbeatIncoming: options.heartbeatMs ?? 0,
    heartbeatOutgoing: options.heartbeatMs ?? 0,
    reconnectDelay: 0,
  });
  let receiptCounter = 0;
  const connected = new Promise<void>((resolve, reject) => {
    client.onConnect = () => resolve();
    client.onStompError = (frame) => {
      errors.push(frame);
      reject(new Error(`STOMP error: ${frame.headers.message}`));
    };
    client.onWebSocketClose = (event: { code: number }) => {
      resolveClosed({ code: event.code });
      reject(new Error(`socket closed with ${event.code}`));
    };
  });
  client.activate();
  await connected;
  client.onStompError = (frame) => errors.push(frame);

  const subscribe = (destination: string, headers: Record<string, string> = {}) => {
    client.subscribe(
      destination,
      (frame) => received.push({ destination, message: JSON.parse(frame.body) as RealtimeMessage, headers: frame.headers }),
      headers,
    );
  };

  return {
    client,
    received,
    errors,
    closed,
    subscribe,
    subscribeConfirmed(destination, headers = {}) {
      const receipt = `sub-${(receiptCounter += 1)}`;
      const confirmed = new Promise<void>((resolve) => client.watchForReceipt(receipt, () => resolve()));
      subscribe(destination, { ...headers, receipt });
      return confirmed;
    },
    async nextMessage(destination, timeoutMs = 5000) {
      const already = received.filter((entry) => entry.destination === destination).length;
      await waitFor(
        () => received.filter((entry) => entry.destination === destination).length > already,
        timeoutMs,
        `a message on ${destination}`,
      );
      return received.filter((entry) => entry.destination === destination)[already]!.message;
    },
    async close() {
      await client.deactivate();
    },
  };
}

// ---- raw frames -----------------------------------------------------------------------------------

export interface RawStompSocket {
  socket: WebSocket;
  /** Frames received so far, and how many heart-beat EOLs. */
  frames: StompFrame[];
  heartbeats: number;
  closed: Promise<{ code: number; reason: string }>;
  send(command: StompCommand, headers?: Record<string, string>, body?: string): void;
  sendBytes(bytes: Uint8Array | string): void;
  nextFrame(command: StompCommand, timeoutMs?: number): Promise<StompFrame>;
}

/**
 * Opens a WebSocket; rejects with the HTTP status when the upgrade is refused. `autoPong: false` plays a peer that
 * is gone without closing (it answers no WebSocket ping).
 */
export function openRawSocket(url: string, options: UpgradeOptions & { autoPong?: boolean } = {}): Promise<RawStompSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, [STOMP_SUBPROTOCOL], {
      headers: upgradeHeaders(options),
      autoPong: options.autoPong ?? true,
    });
    const decoder = new StompDecoder(Number.MAX_SAFE_INTEGER);
    const raw: RawStompSocket = {
      socket,
      frames: [],
      heartbeats: 0,
      closed: new Promise((resolveClosed) =>
        socket.on('close', (code, reason) => resolveClosed({ code, reason: reason.toString() })),
      ),
      send(command, headers = {}, body = '') {
        const bodyBytes = new TextEncoder().encode(body);
        const entries = Object.entries(headers);
        if (bodyBytes.byteLength > 0) entries.push(['content-length', String(bodyBytes.byteLength)]);
        socket.send(encodeFrame({ command, headers: entries, body: bodyBytes }));
      },
      sendBytes(bytes) {
        socket.send(bytes);
      },
      async nextFrame(command, timeoutMs = 5000) {
        const seen = raw.frames.filter((frame) => frame.command === command).length;
        await waitFor(() => raw.frames.filter((frame) => frame.command === command).length > seen, timeoutMs, command);
        return raw.frames.filter((frame) => frame.command === command)[seen]!;
      },
    };
    socket.on('message', (data: Buffer) => {
      for (const item of decoder.push(data)) {
        if (item.kind === 'frame') raw.frames.push(item.frame);
        else raw.heartbeats += 1;
      }
    });
    socket.on('open', () => resolve(raw));
    socket.on('unexpected-response', (request, response) => {
      reject(Object.assign(new Error(`upgrade refused with ${response.statusCode}`), { statusCode: response.statusCode }));
      request.destroy();
    });
    socket.on('error', (error) => reject(error));
  });
}

/** The body of a frame as text, and a header, for assertions. */
export function frameText(frame: StompFrame): string {
  return new TextDecoder().decode(frame.body);
}

export { headerValue };
