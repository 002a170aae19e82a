/**
 * The terminals and the TCP printer of `npm run bench:print`, in a worker thread: in a store both are other machines,
 * so the load they generate (HTTP clients, JSON, reading the printed bytes back) must not share the server's thread.
 * Sending times and arrival times are taken on this thread's one clock.
 *
 * workerData: { baseUrl, storeId, sessions, warmBodies (one per terminal), bodies (per terminal, per phase) }.
 * Posts { type: 'ready', port } once the printer listens; then answers each { type: 'warm' } with 'warmed' (one order
 * per terminal printed) and each { type: 'load', settleMs } with 'loaded' (the phase's orders, sent, answered and read
 * back; every arrival at the printer so far), once the phase's receipts all came out (or 60 s passed) and `settleMs`
 * more (a late duplicate would show then).
 */
import { randomUUID } from 'node:crypto';
import { type AddressInfo, createServer } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { readEscPos } from '@diancan/core';
import type { Session } from './orders-fixtures.js';
import { TerminalConnection } from './terminal-connection.js';

export interface PrintTerminalsInput {
  baseUrl: string;
  storeId: number;
  sessions: Session[];
  warmBodies: string[];
  bodies: string[][];
}

export interface Arrival {
  orderNo: string | null;
  reprint: boolean;
  at: number;
}

export interface PhaseOutput {
  type: 'loaded';
  /** orderNo, when its checkout was sent and when its answer came (ms, this thread's clock). */
  sent: [string, number, number][];
  /** The checkout's answer and one plain read of the order right after it (the baselines), ms. */
  answered: number[];
  reads: number[];
  arrivals: Arrival[];
}

export type PrintTerminalsCommand = { type: 'warm' } | { type: 'load'; settleMs: number };

const PAUSE_MS = 200;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A LAN receipt printer: takes a connection's bytes until the box closes it; reads the receipt's 單號 back. */
async function tcpPrinter() {
  const arrivals: Arrival[] = [];
  const server = createServer((socket) => {
    socket.setNoDelay(true);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => {
      const at = performance.now();
      socket.end();
      if (chunks.length === 0) return;
      const lines = readEscPos(new Uint8Array(Buffer.concat(chunks))).lines;
      const orderNo = lines.map((line) => /單號 (\S+)/.exec(line)?.[1]).find(Boolean) ?? null;
      arrivals.push({ orderNo, reprint: lines.some((line) => line.includes('補印')), at });
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, arrivals };
}

async function main(input: PrintTerminalsInput, port: NonNullable<typeof parentPort>) {
  const printer = await tcpPrinter();
  const connections = input.sessions.map((session) => new TerminalConnection(new URL(input.baseUrl), session));
  const checkout = async (terminal: number, body: string) => {
    const answer = await connections[terminal]!.postOrder(body, randomUUID());
    if (answer.status !== 200 || answer.orderId === null) throw new Error(`checkout failed: ${answer.status} ${answer.message}`);
    return answer.orderId;
  };
  const printed = (orderNos: string[]) => {
    const seen = new Set(printer.arrivals.map((arrival) => arrival.orderNo));
    return orderNos.every((orderNo) => seen.has(orderNo));
  };

  const warm = async () => {
    await Promise.all(input.warmBodies.map((body, terminal) => checkout(terminal, body)));
    const deadline = performance.now() + 120_000;
    while (printer.arrivals.length < input.warmBodies.length && performance.now() < deadline) await sleep(50);
    port.postMessage({ type: 'warmed' });
  };

  /** Each terminal: its checkouts one after the other, a read of the order after each, then a pause. */
  const load = async (settleMs: number) => {
    const sent = new Map<string, [number, number]>();
    const answered: number[] = [];
    const reads: number[] = [];
    await Promise.all(
      input.sessions.map(async (session, terminal) => {
        for (const body of input.bodies[terminal] ?? []) {
          const started = performance.now();
          const orderId = await checkout(terminal, body);
          const answeredAt = performance.now();
          answered.push(answeredAt - started);
          const readStarted = performance.now();
          const response = await fetch(`${input.baseUrl}/api/back/order/getOrderDetail?storeId=${input.storeId}&orderId=${orderId}`, {
            headers: { cookie: session.cookie, 'x-csrf-token': session.xsrfToken },
          });
          const orderNo = ((await response.json()) as { data: { orderNo: string } }).data.orderNo;
          reads.push(performance.now() - readStarted);
          sent.set(orderNo, [started, answeredAt]);
          await sleep(PAUSE_MS);
        }
      }),
    );
    const deadline = performance.now() + 60_000;
    while (!printed([...sent.keys()]) && performance.now() < deadline) await sleep(20);
    await sleep(settleMs);
    const output: PhaseOutput = { type: 'loaded', sent: [...sent].map(([orderNo, [started, answeredAt]]) => [orderNo, started, answeredAt]), answered, reads, arrivals: printer.arrivals };
    port.postMessage(output);
  };

  port.on('message', (command: PrintTerminalsCommand) => {
    const work = command.type === 'warm' ? warm() : load(command.settleMs);
    work.catch((error: unknown) => port.postMessage({ type: 'error', error: String(error) }));
  });
  port.postMessage({ type: 'ready', port: printer.port });
}

if (parentPort) await main(workerData as PrintTerminalsInput, parentPort);
