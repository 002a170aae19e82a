import { Client } from '@stomp/stompjs';
import WebSocket from 'ws';
import {
  CONNECT_STORE_HEADER,
  layoutToEscPos,
  layoutDocument,
  PRINT_PATHS,
  PRINT_TAKE_WAIT_MAX_MS,
  markReprint,
  type PrintAckResult,
  type PrinterState,
  type TakenJob,
  REALTIME_PATH,
  realtimeMessageSchema,
  STOMP_SUBPROTOCOL,
  USER_QUEUES,
} from '@diancan/core';
import type { PrinterLink } from './printer-link.js';
import { BoxHttpClient } from './http-client.js';
import type { PrintJournal } from './journal.js';

export interface PrinterBoxOptions {
  url: string;
  account: string;
  password: string;
  storeId: number;
  /** Printer name (as set in 出單設定) -> where its bytes go. */
  printers: Map<string, PrinterLink>;
  journal: PrintJournal;
  /** Fallback poll when no realtime message came (ms). */
  pollMs?: number;
  /** How long a take is held waiting for the printer's next job (ms; PRINT_TAKE_WAIT_MAX_MS). */
  waitMs?: number;
  log?: (line: string) => void;
}

/** A call's own time limit, beyond a take's wait. */
const CALL_TIMEOUT_MS = 30_000;

interface Envelope<T> {
  status: boolean;
  message: string | null;
  data: T;
}

/**
 * The printer box: signs in as the store, listens on the printer queue, and prints each of the store's jobs for its
 * printers in order, exactly once: take (claim) -> bytes to the printer -> journal -> acknowledge. A printer that
 * fails keeps its jobs (tried again on the next poll); the others go on. Printer states are reported to the server.
 */
export class PrinterBoxAgent {
  private cookie = '';
  private xsrf = '';
  private stomp: Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly running = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
  private readonly states = new Map<string, PrinterState>();
  private stopped = false;
  private readonly http: BoxHttpClient;

  constructor(private readonly options: PrinterBoxOptions) {
    this.http = new BoxHttpClient(options.url);
  }

  private log(line: string): void {
    this.options.log?.(line);
  }

  async start(): Promise<void> {
    await this.login();
    this.connectRealtime();
    for (const name of this.options.printers.keys()) this.kick(name);
    this.timer = setInterval(() => {
      for (const name of this.options.printers.keys()) this.kick(name);
    }, this.options.pollMs ?? 5000);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.stomp?.deactivate();
    // A held take is cut (its server claims nothing for a box that left); a print under way finishes.
    this.http.close();
    await Promise.allSettled(this.running.values());
    this.http.close(); // what acknowledged the last prints

  }

  /** Runs the printer's queue now, or once more after the run in progress. */
  kick(printerName: string): void {
    if (this.stopped || !this.options.printers.has(printerName)) return;
    if (this.running.has(printerName)) {
      this.again.add(printerName);
      return;
    }
    const run = this.drain(printerName)
      .catch((error: unknown) => this.log(`${printerName}: ${String(error)}`))
      .finally(() => {
        this.running.delete(printerName);
        if (this.again.delete(printerName)) this.kick(printerName);
      });
    this.running.set(printerName, run);
  }

  /**
   * Takes the printer's pending jobs in one call (claimed, oldest first) and prints them one after the other; the
   * next take acknowledges them in the same call, so a busy printer costs one call per batch. When nothing is pending
   * the take is held by the server until the printer's next job is queued (`waitMs`): the job comes back in the
   * answer of a request already made, with no notice and no new request in between. The loop goes on until the box
   * stops or a call fails (the fallback poll and the realtime notices start it again). A print that fails
   * acknowledges what was printed before it on its own. A job the journal says was printed is only acknowledged. One
   * claimed before and never acknowledged is marked 補印, unless the journal shows this box took it and never began
   * it (a batch cut off by a kill before its turn came: nothing of it reached the paper).
   */
  private async drain(printerName: string): Promise<void> {
    const link = this.options.printers.get(printerName);
    if (!link) return;
    const { storeId, journal } = this.options;
    const waitMs = this.options.waitMs ?? PRINT_TAKE_WAIT_MAX_MS;
    let printed: number[] = [];
    const acknowledgeAlone = async () => {
      if (printed.length > 0) await this.call<PrintAckResult[]>('POST', PRINT_PATHS.ackAll.path, { storeId, jobIds: printed });
    };
    while (!this.stopped) {
      const acknowledge = printed.length > 0 ? printed : undefined;
      // Held only once this printer's state is known (the first take answers at once, and the printer is probed).
      const wait = this.states.has(printerName) ? waitMs : 0;
      const jobs = await this.call<TakenJob[]>('POST', PRINT_PATHS.take.path, { storeId, printer: printerName, acknowledge, waitMs: wait }, wait);
      // Decided before this take is journaled: what counts is whether an earlier take of this box began the print.
      const reprints = new Set(jobs.filter((job) => job.claimedBefore && journal.mayHaveStarted(job.id)).map((job) => job.id));
      journal.taken(jobs.map((job) => job.id));
      printed = [];
      try {
        for (const job of jobs) {
          if (this.stopped) break;
          if (!journal.wasPrinted(job.id)) await this.printJob(printerName, link, job, reprints.has(job.id));
          printed.push(job.id);
        }
      } catch (error) {
        await acknowledgeAlone();
        throw error;
      }
      if (jobs.length === 0 && !this.states.has(printerName)) await this.report(printerName, (await link.probe()) ? 'ONLINE' : 'OFFLINE');
    }
    await acknowledgeAlone();
  }

  private async printJob(printerName: string, link: PrinterLink, job: TakenJob, reprint: boolean): Promise<void> {
    const { journal } = this.options;
    const document = reprint ? markReprint(job.document) : job.document;
    const bytes = layoutToEscPos(layoutDocument(document, { columns: job.columns, dots: job.dots }));
    journal.started(job.id);
    try {
      await link.write(bytes);
    } catch (error) {
      await this.report(printerName, 'OFFLINE');
      throw error;
    }
    journal.done(job.id);
    await this.report(printerName, 'ONLINE');
    this.log(`${printerName}: printed job ${job.id} ${job.title}${reprint ? ' (補印)' : ''} (${bytes.length} bytes)`);
  }

  private async report(printerName: string, status: PrinterState): Promise<void> {
    if (this.states.get(printerName) === status) return;
    this.states.set(printerName, status);
    try {
      await this.call('POST', PRINT_PATHS.status.path, { storeId: this.options.storeId, printerName, status });
    } catch (error) {
      this.log(`${printerName}: status not reported: ${String(error)}`);
    }
  }

  // ---- the server --------------------------------------------------------------------------------

  private async login(): Promise<void> {
    const credentials = JSON.stringify({ account: this.options.account, password: this.options.password });
    const answer = await this.http.send('POST', '/api/back/login', { 'content-type': 'application/json' }, credentials, CALL_TIMEOUT_MS);
    const body = JSON.parse(answer.text) as Envelope<{ xsrfToken: string } | null>;
    if (answer.status !== 200 || !body.status || !body.data) throw new Error(`sign-in failed: ${body.message ?? answer.status}`);
    this.xsrf = body.data.xsrfToken;
    this.cookie = (answer.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
  }

  /** `waitMs`: how long the server may hold the answer (a take waiting for the next job). */
  private async call<T>(method: string, path: string, body?: unknown, waitMs = 0, retried = false): Promise<T> {
    const headers: Record<string, string> = {
      cookie: this.cookie,
      'x-csrf-token': this.xsrf,
      'x-sid': String(this.options.storeId),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    };
    const answer = await this.http.send(method, path, headers, body === undefined ? undefined : JSON.stringify(body), CALL_TIMEOUT_MS + waitMs);
    if (answer.status === 401 && !retried) {
      await this.login();
      return this.call(method, path, body, waitMs, true);
    }
    const envelope = JSON.parse(answer.text) as Envelope<T>;
    if (answer.status !== 200 || !envelope.status) throw new Error(`${method} ${path}: ${answer.status} ${envelope.message ?? ''}`);
    return envelope.data;
  }

  private connectRealtime(): void {
    const url = `${this.options.url.replace(/^http/, 'ws')}${REALTIME_PATH}`;
    const client = new Client({
      // Node has no global WebSocket: ws, with the session cookie (STACK.md).
      webSocketFactory: () => new WebSocket(url, [STOMP_SUBPROTOCOL], { headers: { cookie: this.cookie } }),
      connectHeaders: { [CONNECT_STORE_HEADER]: String(this.options.storeId) },
      reconnectDelay: 2000,
      heartbeatIncoming: 10_000,
      heartbeatOutgoing: 5000,
      onConnect: () => {
        client.subscribe(USER_QUEUES.printer, (frame) => {
          const parsed = realtimeMessageSchema.safeParse(JSON.parse(frame.body));
          if (parsed.success && parsed.data.type === 'PRINT_JOB' && parsed.data.data.storeId === this.options.storeId) {
            this.kick(parsed.data.data.printerName);
          }
        });
        // What was queued while the link was down.
        for (const name of this.options.printers.keys()) this.kick(name);
      },
      onStompError: (frame) => this.log(`realtime: ${frame.headers.message ?? 'error'}`),
    });
    client.activate();
    this.stomp = client;
  }
}
