/**
 * One terminal's keep-alive HTTP/1.1 connection for `npm run bench:orders`: sends addOrder as the POS does and reads
 * the status and body of the answer, nothing else.
 *
 * Hand-written on purpose: in a store the terminals are other machines, here they share the server's two cores, so
 * every bit of CPU the load generator spends is taken from the server it measures. `fetch` cost 0.4-0.55 ms of CPU
 * per order on this machine (about a third of the server's own work per order); this costs a fraction of that. It
 * knows only what the server answers here: a status line, headers, and a body of `content-length` bytes.
 */
import { connect, type Socket } from 'node:net';
import { IDEMPOTENCY_KEY_HEADER, ORDER_PATHS } from '@diancan/core';
import type { OrderAnswer, Session } from './orders-fixtures.js';

const HEADER_END = Buffer.from('\r\n\r\n');

export class TerminalConnection {
  private socket: Socket | null = null;
  private buffered = Buffer.alloc(0);
  private waiting: { resolve: (answer: OrderAnswer) => void; reject: (error: Error) => void } | null = null;
  private readonly head: string;

  constructor(
    private readonly baseUrl: URL,
    session: Session,
  ) {
    this.head =
      `POST ${ORDER_PATHS.pos.addOrder.path} HTTP/1.1\r\nhost: ${baseUrl.host}\r\ncontent-type: application/json\r\n` +
      `cookie: ${session.cookie}\r\nx-csrf-token: ${session.xsrfToken}\r\n`;
  }

  /** Posts one order; one at a time per connection (a terminal waits for its answer). */
  postOrder(body: string, key: string): Promise<OrderAnswer> {
    const socket = this.socket ?? this.open();
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      socket.write(`${this.head}${IDEMPOTENCY_KEY_HEADER}: ${key}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    });
  }

  close(): void {
    this.socket?.destroy();
    this.socket = null;
  }

  private open(): Socket {
    const socket = connect({ host: this.baseUrl.hostname, port: Number(this.baseUrl.port), noDelay: true });
    socket.on('data', (chunk: Buffer) => this.receive(chunk));
    const fail = (error: Error) => {
      this.socket = null;
      this.buffered = Buffer.alloc(0);
      const waiting = this.waiting;
      this.waiting = null;
      waiting?.reject(error);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('connection closed')));
    this.socket = socket;
    return socket;
  }

  private receive(chunk: Buffer): void {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    const headEnd = this.buffered.indexOf(HEADER_END);
    if (headEnd < 0) return;
    const head = this.buffered.subarray(0, headEnd).toString('latin1');
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? Number.NaN);
    if (Number.isNaN(length)) {
      this.socket?.destroy(new Error(`answer without content-length: ${head.slice(0, 200)}`));
      return;
    }
    const bodyStart = headEnd + HEADER_END.length;
    if (this.buffered.length < bodyStart + length) return;
    const body = this.buffered.subarray(bodyStart, bodyStart + length).toString('utf8');
    this.buffered = this.buffered.subarray(bodyStart + length);
    const status = Number(head.slice(9, 12));
    const envelope = JSON.parse(body) as { message: string | null; data: { orderId: number } | null };
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.resolve({ status, orderId: envelope.data?.orderId ?? null, message: envelope.message });
  }
}
