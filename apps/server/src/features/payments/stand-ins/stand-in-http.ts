import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'node:net';

/**
 * The frame of a payment provider's stand-in (docs/payments.md): a real HTTP server on 127.0.0.1 (random port),
 * hand-written on node:http so that it shares nothing with the product's own stack. It reads each request's exact
 * bytes (signatures are checked over them) and answers JSON text as the provider writes it (19-digit ids as bare
 * numbers). Faults on demand, one per coming charge: `late` (the money is taken, the answer comes after the client
 * gave up), `drop` (the money is taken, the connection is cut), `processing`, `lowBalance`; `lossRate` loses that share
 * of charge answers at random (the benchmark's 5 %).
 */

export type PaymentFault = 'late' | 'drop' | 'processing' | 'lowBalance';

export interface StandInHttpRequest {
  method: string;
  path: string;
  /** The query string without `?` ('' for none): what GET signatures cover. */
  rawQuery: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

/** What a route answers: JSON text (or a page), or an instruction to misbehave after the work is done. */
export type StandInHttpAnswer =
  | { status: number; json: string }
  | { status: number; html: string }
  | { status: number; json: string; delayMs: number }
  | { drop: true };

export class StandInHttp {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  url = '';

  constructor(private readonly route: (request: StandInHttpRequest) => StandInHttpAnswer | Promise<StandInHttpAnswer>) {}

  async start(): Promise<void> {
    const server = createServer((req, res) => void this.handle(req, res));
    server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const target = req.url ?? '/';
    const mark = target.indexOf('?');
    const rawQuery = mark < 0 ? '' : target.slice(mark + 1);
    const request: StandInHttpRequest = {
      method: req.method ?? 'GET',
      path: mark < 0 ? target : target.slice(0, mark),
      rawQuery,
      query: new URLSearchParams(rawQuery),
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    let answer: StandInHttpAnswer;
    try {
      answer = await this.route(request);
    } catch (error) {
      answer = { status: 500, json: JSON.stringify({ error: (error as Error).message }) };
    }
    if ('drop' in answer) {
      req.socket.destroy();
      return;
    }
    if ('delayMs' in answer) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    if (res.destroyed || req.socket.destroyed) return;
    if ('html' in answer) {
      res.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(answer.html);
      return;
    }
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(answer.json);
  }
}

/** A 19-digit numeric id, as the providers hand out (past 2^53: a double cannot hold it). */
export function nineteenDigits(): string {
  let id = String(randomInt(1, 10));
  while (id.length < 19) id += String(randomInt(0, 10));
  return id;
}

/** JSON text with the named id fields written as bare numbers, as LINE Pay writes them. */
export function withBareIds(value: unknown, fields: readonly string[]): string {
  let text = JSON.stringify(value);
  for (const field of fields) text = text.replace(new RegExp(`"${field}":"(\\d+)"`, 'g'), `"${field}":$1`);
  return text;
}

/** The faults waiting for the next charges, oldest first, and a random loss rate. */
export class FaultQueue {
  private readonly queue: PaymentFault[] = [];
  lossRate = 0;

  add(fault: PaymentFault, count = 1): void {
    for (let index = 0; index < count; index += 1) this.queue.push(fault);
  }

  /** The fault for this charge, if any: a queued one, else a lost answer (`drop`) at the loss rate. */
  next(): PaymentFault | null {
    const queued = this.queue.shift();
    if (queued) return queued;
    return this.lossRate > 0 && Math.random() < this.lossRate ? 'drop' : null;
  }

  clear(): void {
    this.queue.length = 0;
    this.lossRate = 0;
  }
}
