/**
 * The terminals of `npm run bench:orders`, run in a worker thread so that the load they generate (HTTP client,
 * JSON) does not share the server's thread: in a store, terminals are other machines.
 *
 * workerData: { baseUrl, sessions, bodies (JSON texts per store), seconds, intervalMs? }. Posts back the latency of every
 * successful order (ms) and the number of failures.
 */
import { randomUUID } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import type { Session } from './orders-fixtures.js';
import { TerminalConnection } from './terminal-connection.js';

export interface TerminalsInput {
  baseUrl: string;
  sessions: Session[];
  /** Order bodies per store; terminal i sells for store i % stores. */
  bodies: string[][];
  seconds: number;
  /**
   * Paced: each terminal starts an order every `intervalMs` (staggered), like cashiers with customers in between;
   * late orders go at once. Unset: each terminal sends the next order as soon as the last one answered.
   */
  intervalMs?: number;
}

export interface TerminalsOutput {
  latencies: number[];
  failures: number;
  elapsedSeconds: number;
  firstError: string | null;
}

async function run(input: TerminalsInput): Promise<TerminalsOutput> {
  const latencies: number[] = [];
  let failures = 0;
  let firstError: string | null = null;
  const started = performance.now();
  const deadline = started + input.seconds * 1000;
  await Promise.all(
    input.sessions.map(async (session, terminal) => {
      const bodies = input.bodies[terminal % input.bodies.length] ?? [];
      const connection = new TerminalConnection(new URL(input.baseUrl), session);
      const interval = input.intervalMs;
      const offset = interval === undefined ? 0 : (interval * terminal) / input.sessions.length;
      for (let round = 0; performance.now() < deadline; round++) {
        if (interval !== undefined) {
          const wait = started + offset + round * interval - performance.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          if (performance.now() >= deadline) break;
        }
        const begin = performance.now();
        const answer = await connection.postOrder(bodies[(terminal + round) % bodies.length] ?? '', randomUUID());
        if (answer.status === 200) latencies.push(performance.now() - begin);
        else {
          failures++;
          firstError ??= `${answer.status} ${answer.message}`;
        }
      }
      connection.close();
    }),
  );
  return { latencies, failures, elapsedSeconds: (performance.now() - started) / 1000, firstError };
}

if (parentPort) {
  const port = parentPort;
  run(workerData as TerminalsInput).then(
    (output) => port.postMessage(output),
    (error: unknown) => port.postMessage({ error: String(error) }),
  );
}
