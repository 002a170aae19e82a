import pg from 'pg';
import {
  busEventSchema,
  deliverToListeners,
  type BusEvent,
  type BusListener,
  type BusLogger,
  type RealtimeBus,
} from './bus.js';
import { OutboxSender } from '../outbox/outbox-sender.js';
import { claimStatement, OUTBOX_LOCK, OUTBOX_TABLE_DDL, oldestFirst, type OutboxClaim } from '../outbox/outbox-table.js';

export interface PostgresBusOptions {
  connectionString: string;
  logger?: BusLogger;
  /** The NOTIFY channel; instances that should hear each other use the same one. */
  channel?: string;
  /** Rows of large payloads older than this are deleted (they are read within milliseconds of the notification). */
  payloadRetentionMs?: number;
  /** Send services' events from the outbox table (the app's bus); off for a bare bus (its tests, benchmarks). */
  outbox?: boolean;
}

/** A pool or one of its clients (a transaction's). */
type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

export const DEFAULT_CHANNEL = 'diancan_realtime';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (default build). */
const NOTIFY_PAYLOAD_LIMIT = 8000;
const INLINE = 'i:';
const REFERENCE = 'r:';
/** At most this many events per NOTIFY statement (a bound on its parameters and its size). */
const INLINE_BATCH_MAX = 100;
const PUBLISH_ATTEMPTS = 3;
const RETRY_DELAY_MS = 100;
const LISTEN_RECONNECT_MS = 1000;
const CLEANUP_EVERY_MS = 60_000;

/**
 * Cross-instance bus on PostgreSQL LISTEN/NOTIFY. Every instance LISTENs on one channel with a dedicated connection
 * and hears its own notifications too, so there is one delivery path and each instance delivers an event once.
 * PostgreSQL delivers notifications in commit order; events are handled one at a time to keep that order, even when
 * one must first be read from the payload table.
 */
export async function createPostgresBus(options: PostgresBusOptions): Promise<RealtimeBus> {
  const logger = options.logger ?? console;
  const channel = options.channel ?? DEFAULT_CHANNEL;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`invalid realtime channel name "${channel}"`);
  const retentionMs = options.payloadRetentionMs ?? 10 * 60_000;

  const pool = new pg.Pool({ connectionString: options.connectionString, max: 4 });
  pool.on('error', (error) => logger.warn({ err: error }, 'realtime bus: idle connection failed'));
  await ensureTransportTable(pool, `SELECT pg_advisory_xact_lock(hashtext('diancan.realtime_payload'))`, PAYLOAD_TABLE_DDL);
  if (options.outbox) await ensureTransportTable(pool, OUTBOX_LOCK, OUTBOX_TABLE_DDL);

  const listeners = new Set<BusListener>();
  let closed = false;
  let handling: Promise<void> = Promise.resolve();

  async function decode(payload: string): Promise<BusEvent | null> {
    let json: string | undefined;
    if (payload.startsWith(INLINE)) json = payload.slice(INLINE.length);
    else if (payload.startsWith(REFERENCE)) {
      const result = await pool.query<{ body: string }>('SELECT body FROM realtime_payload WHERE id = $1', [
        payload.slice(REFERENCE.length),
      ]);
      json = result.rows[0]?.body;
    }
    if (json === undefined) {
      logger.warn({ payload: payload.slice(0, 100) }, 'realtime bus: notification without a readable event');
      return null;
    }
    const parsed = busEventSchema.safeParse(JSON.parse(json));
    if (!parsed.success) {
      logger.warn({ issues: parsed.error.issues.slice(0, 3) }, 'realtime bus: dropped an event of unknown shape');
      return null;
    }
    return parsed.data;
  }

  function onNotification(payload: string): void {
    handling = handling.then(async () => {
      try {
        const event = await decode(payload);
        if (event && !closed) deliverToListeners(listeners, event, logger);
      } catch (error) {
        logger.error({ err: error }, 'realtime bus: could not read a notification');
      }
    });
  }

  const listener = new ChannelListener(options.connectionString, channel, logger, onNotification);
  await listener.start();

  const cleanup = setInterval(() => {
    pool
      .query(`DELETE FROM realtime_payload WHERE created_at < now() - make_interval(secs => $1)`, [retentionMs / 1000])
      .catch((error: unknown) => logger.warn({ err: error }, 'realtime bus: payload cleanup failed'));
  }, CLEANUP_EVERY_MS);
  cleanup.unref();

  /** Large events go through the payload table: store the event and notify its id, in one statement. */
  async function sendReference(json: string, db: Queryable = pool): Promise<void> {
    await db.query(
      `WITH saved AS (INSERT INTO realtime_payload (body) VALUES ($1) RETURNING id)
       SELECT pg_notify($2, $3 || saved.id) FROM saved`,
      [json, channel, REFERENCE],
    );
  }

  /**
   * Notifies a run of inline events in ONE statement: `SELECT pg_notify($1, $2), pg_notify($1, $3), ...`. The
   * select list is evaluated left to right, so the order holds; every event carries a unique messageId, so
   * PostgreSQL's folding of identical notifications within a transaction never drops one.
   */
  async function sendInline(payloads: string[], db: Queryable = pool): Promise<void> {
    const calls = payloads.map((_, index) => `pg_notify($1, $${index + 2})`).join(', ');
    await db.query(`SELECT ${calls}`, [channel, ...payloads]);
  }

  /**
   * Notifies serialised events in order on `db`: runs of small ones inline, up to INLINE_BATCH_MAX per statement;
   * a large one through the payload table. `send` wraps each statement (retries, or nothing inside a transaction).
   */
  async function notifyAll(jsons: string[], db: Queryable, send: (kinds: string, run: () => Promise<void>) => Promise<void>): Promise<void> {
    let inline: string[] = [];
    const flushInline = async () => {
      if (inline.length === 0) return;
      const payloads = inline;
      inline = [];
      await send('message', () => sendInline(payloads, db));
    };
    for (const json of jsons) {
      if (Buffer.byteLength(INLINE + json) < NOTIFY_PAYLOAD_LIMIT) {
        inline.push(INLINE + json);
        if (inline.length === INLINE_BATCH_MAX) await flushInline();
      } else {
        await flushInline();
        await send('message', () => sendReference(json, db));
      }
    }
    await flushInline();
  }

  /**
   * The outbox's sending transaction: the claimed rows are deleted and notified in ONE transaction, and PostgreSQL
   * delivers a transaction's notifications when it commits: a row is either still there (and the sweep sends it) or
   * gone and heard by every instance, never both, never neither.
   */
  async function claimAndSend(claim: OutboxClaim): Promise<number> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const claimed = oldestFirst((await client.query<{ id: string; body: string }>(claimStatement(claim))).rows);
      await notifyAll(claimed.map((row) => row.body), client, (_kinds, run) => run());
      await client.query('COMMIT');
      return claimed.length;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
  const outbox = options.outbox ? new OutboxSender(claimAndSend, logger) : undefined;
  void outbox?.sweep(); // what a previous run of this instance (or a dead one) left

  async function withRetries(kinds: string, send: () => Promise<void>): Promise<void> {
    for (let attempt = 1; attempt <= PUBLISH_ATTEMPTS; attempt += 1) {
      try {
        await send();
        return;
      } catch (error) {
        if (attempt === PUBLISH_ATTEMPTS) {
          logger.error({ err: error, kinds }, 'realtime bus: publish failed, the events are lost');
          return;
        }
        await delay(RETRY_DELAY_MS * attempt);
      }
    }
  }

  /**
   * Events published while a send is under way wait and go together in the next one: under load (50 terminals
   * checking out) one round trip carries many events instead of one each, and the order of publishing is the order
   * of notifying because one send runs at a time.
   */
  const waiting: { event: BusEvent; done: () => void }[] = [];
  let sending = false;
  let drained: Promise<void> = Promise.resolve();

  async function drain(): Promise<void> {
    sending = true;
    while (waiting.length > 0) {
      const batch = waiting.splice(0, INLINE_BATCH_MAX);
      await notifyAll(
        batch.map(({ event }) => JSON.stringify(event)),
        pool,
        (kinds, run) => withRetries(kinds, run),
      );
      for (const { done } of batch) done();
    }
    sending = false;
  }

  return {
    outbox,
    publish(event) {
      if (closed) return Promise.resolve();
      return new Promise<void>((resolve) => {
        waiting.push({ event, done: resolve });
        if (!sending) drained = drain();
      });
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => {
        listeners.delete(fn);
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(cleanup);
      await outbox?.close();
      await drained; // what was published before close still goes out
      await listener.stop();
      await handling;
      listeners.clear();
      await pool.end();
    },
  };
}

const PAYLOAD_TABLE_DDL = `CREATE TABLE IF NOT EXISTS realtime_payload (
  id bigserial PRIMARY KEY,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
)`;

/**
 * The transport's tables (large payloads, the outbox) belong to it, not to the domain schema: they are created here so
 * the bus works on any PostgreSQL database it is pointed at (the app's, a benchmark's) without the app's migrations.
 * Instances starting together take an advisory lock so only one of them runs the CREATE.
 */
async function ensureTransportTable(pool: pg.Pool, lock: string, ddl: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(lock);
    await client.query(ddl);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * The LISTEN connection. When it drops it is opened again after a second; events notified in between are not heard
 * by this instance (logged), which is why clients replay recent messages when they resubscribe.
 */
class ChannelListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly connectionString: string,
    private readonly channel: string,
    private readonly logger: BusLogger,
    private readonly onPayload: (payload: string) => void,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      if (message.channel === this.channel && message.payload !== undefined) this.onPayload(message.payload);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, null));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
  }

  private lost(client: pg.Client, error: Error | null): void {
    if (this.stopped || this.client !== client) return;
    this.client = null;
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    this.logger.warn({ err: error }, 'realtime bus: LISTEN connection lost, reconnecting');
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.stopped) return;
      this.start().catch((error: unknown) => {
        this.logger.warn({ err: error }, 'realtime bus: LISTEN reconnect failed');
        this.scheduleRetry();
      });
    }, LISTEN_RECONNECT_MS);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
    }
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
