import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { queryRows } from '../../db/raw-rows.js';
import { outsideBeforeCommit } from '../../db/commit-hooks.js';
import { OutboxSender } from '../outbox/outbox-sender.js';
import { claimStatement, ensureOutboxTable, oldestFirst, type OutboxClaim } from '../outbox/outbox-table.js';
import { busEventSchema, deliverToListeners, type BusListener, type BusLogger, type RealtimeBus } from './bus.js';

/**
 * The bus for one process (the embedded database allows no other): publishing delivers to the local listeners
 * synchronously, so order is kept and nothing is in flight when publish() returns.
 */
export function createInProcessBus(logger: BusLogger = console): RealtimeBus {
  return inProcessBus(logger, null);
}

/**
 * The app's bus on the embedded database: services' events come from the outbox table, claimed, delivered and
 * deleted in one transaction. One process holds the sockets and the database here, so a crash loses the sockets with
 * the events; what the outbox adds is that events written before it are sent when the server starts again, into the
 * replay history the reconnecting boards ask for.
 */
export async function createInProcessOutboxBus(
  logger: BusLogger,
  db: Database,
  sweep: { everyMs?: number; staleAfterMs?: number } = {},
): Promise<RealtimeBus> {
  await ensureOutboxTable(db);
  return inProcessBus(logger, db, sweep);
}

function inProcessBus(logger: BusLogger, db: Database | null, sweep: { everyMs?: number; staleAfterMs?: number } = {}): RealtimeBus {
  const listeners = new Set<BusListener>();
  let closed = false;

  async function claimAndSend(claim: OutboxClaim): Promise<number> {
    if (!db) return 0;
    // Outside any caller's before-commit hook: this transaction carries no events of its own.
    return outsideBeforeCommit(() => db.transaction(async (tx) => {
      const claimed = oldestFirst(await queryRows<{ id: string; body: string }>(tx, sql.raw(claimStatement(claim))));
      for (const row of claimed) {
        const event = busEventSchema.safeParse(JSON.parse(row.body));
        if (!event.success) logger.warn({ id: row.id }, 'realtime outbox: dropped a row of unknown shape');
        else if (!closed) deliverToListeners(listeners, event.data, logger);
      }
      return claimed.length;
    }));
  }
  const outbox = db ? new OutboxSender(claimAndSend, logger, sweep.everyMs, sweep.staleAfterMs) : undefined;
  void outbox?.sweep();

  return {
    outbox,
    publish(event) {
      if (!closed) deliverToListeners(listeners, event, logger);
      return Promise.resolve();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async close() {
      await outbox?.close();
      closed = true;
      listeners.clear();
    },
  };
}
