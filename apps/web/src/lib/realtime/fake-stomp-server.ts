import type { IStompSocket } from '@stomp/stompjs';
import type { RealtimeMessage } from '@diancan/core';

/**
 * A fake realtime server for the web client's tests, in the spirit of src/test/fake-api.ts: it stands in for the
 * browser's WebSocket (stubbed global) and answers STOMP frames as the real broker does (CONNECTED with server-time,
 * MESSAGE per subscription), so the real @stomp/stompjs client, RealtimeClient and startRealtime run unchanged.
 * The broker itself is tested against real sockets on the server side.
 */

export interface ReceivedFrame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

const OPEN = 1;
const CLOSED = 3;

function parseFrame(data: string): ReceivedFrame {
  const text = data.endsWith('\0') ? data.slice(0, -1) : data;
  const split = text.indexOf('\n\n');
  const [command = '', ...lines] = text.slice(0, split).split('\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (!(line.slice(0, colon) in headers)) headers[line.slice(0, colon)] = line.slice(colon + 1);
  }
  return { command, headers, body: text.slice(split + 2) };
}

function frame(command: string, headers: Record<string, string | number>, body = ''): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}:${value}`);
  return `${command}\n${lines.join('\n')}\n\n${body}\0`;
}

export class FakeStompServer {
  readonly sockets: FakeSocket[] = [];
  /** While false, every new socket fails to open (the server is unreachable). */
  reachable = true;
  /** The server's clock, sent in CONNECTED. */
  serverTime = () => Date.now();

  /** The class to stub as the global WebSocket. */
  get WebSocket(): new (url: string, protocols?: string | string[]) => IStompSocket {
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const server = this;
    return class extends FakeSocket {
      constructor(url: string) {
        super(url, server);
      }
    };
  }

  /** The socket of the current connection. */
  get current(): FakeSocket | undefined {
    return this.sockets.at(-1);
  }

  /** Sends a message to every open socket subscribed to `destination`. */
  publish(destination: string, message: RealtimeMessage): void {
    for (const socket of this.sockets) socket.deliver(destination, message);
  }
}

export class FakeSocket implements IStompSocket {
  readyState = 0;
  binaryType = 'arraybuffer';
  onclose: ((event?: unknown) => unknown) | null = null;
  onerror: ((event: unknown) => unknown) | null = null;
  onmessage: ((event: { data: string }) => unknown) | null = null;
  onopen: ((event?: unknown) => unknown) | null = null;
  readonly received: ReceivedFrame[] = [];
  /** subscription id -> destination */
  readonly subscriptions = new Map<string, string>();

  constructor(
    readonly url: string,
    private readonly server: FakeStompServer,
  ) {
    server.sockets.push(this);
    setTimeout(() => {
      if (this.readyState !== 0) return;
      if (server.reachable) {
        this.readyState = OPEN;
        this.onopen?.();
      } else {
        this.readyState = CLOSED;
        this.onclose?.({ code: 1006 });
      }
    }, 0);
  }

  get connectHeaders(): Record<string, string> | undefined {
    return this.received.find((entry) => entry.command === 'CONNECT')?.headers;
  }

  framesOf(command: string): ReceivedFrame[] {
    return this.received.filter((entry) => entry.command === command);
  }

  send(data: string | ArrayBufferLike | Blob | ArrayBufferView): void {
    if (typeof data !== 'string' || data === '\n') return;
    const received = parseFrame(data);
    this.received.push(received);
    if (received.command === 'CONNECT') {
      this.reply(frame('CONNECTED', { version: '1.2', 'heart-beat': '0,0', 'server-time': this.server.serverTime() }));
    } else if (received.command === 'SUBSCRIBE') {
      this.subscriptions.set(received.headers.id!, received.headers.destination!);
    } else if (received.command === 'UNSUBSCRIBE') {
      this.subscriptions.delete(received.headers.id!);
    }
    const receipt = received.headers.receipt;
    if (receipt !== undefined) this.reply(frame('RECEIPT', { 'receipt-id': receipt }));
    if (received.command === 'DISCONNECT') this.close();
  }

  deliver(destination: string, message: RealtimeMessage): void {
    for (const [id, subscribed] of this.subscriptions) {
      if (subscribed !== destination) continue;
      const body = JSON.stringify(message);
      this.reply(
        frame(
          'MESSAGE',
          { subscription: id, 'message-id': message.messageId, destination, 'content-type': 'application/json' },
          body,
        ),
      );
    }
  }

  /** The server sends an ERROR frame and closes, as the broker does. */
  fail(message: string): void {
    this.reply(frame('ERROR', { message }, 'closing'));
    this.drop(1008);
  }

  /** The connection is lost. */
  drop(code = 1006): void {
    if (this.readyState === CLOSED) return;
    this.readyState = CLOSED;
    this.subscriptions.clear();
    this.onclose?.({ code });
  }

  close(): void {
    if (this.readyState === CLOSED) return;
    this.readyState = CLOSED;
    setTimeout(() => this.onclose?.({ code: 1000 }), 0);
  }

  private reply(data: string): void {
    if (this.readyState === OPEN) this.onmessage?.({ data });
  }
}
