import { randomUUID } from 'node:crypto';
import {
  isAllowedTarget,
  realtimeEventData,
  type RealtimeEventData,
  type RealtimeEventType,
  type RealtimeMessage,
  type TargetFor,
} from '@diancan/core';
import type { Transaction } from '../db/database.js';
import { withBeforeCommit, type BeforeCommit } from '../db/commit-hooks.js';
import type { BusEvent, RealtimeBus } from './bus/bus.js';
import { insertOutboxRows } from './outbox/outbox-table.js';

interface PendingEvent {
  target: TargetFor<RealtimeEventType>;
  type: RealtimeEventType;
  data: unknown;
}

/**
 * Events a service collects while its transaction runs. They are checked when added (so a wrong event fails the
 * transaction, where it can still be undone). With a bus that sends from the outbox table (the app's), the events
 * added inside a transaction are written into it just before it commits (`beforeCommit`, called by the database
 * handle's transaction wrapper) and sent from there after the commit; without one (a bare bus), or for events added
 * outside any transaction, they are published after the work, as they are.
 */
export class RealtimeOutbox implements BeforeCommit {
  private readonly pending: PendingEvent[] = [];
  private readonly stored: string[] = [];

  constructor(private readonly durable: boolean) {}

  add<T extends RealtimeEventType>(target: TargetFor<T>, type: T, data: RealtimeEventData<T>): void {
    if (!isAllowedTarget(type, target)) {
      throw new Error(`realtime event ${type} cannot be sent to ${target.destination}`);
    }
    this.pending.push({ target, type, data: realtimeEventData[type].parse(data) });
  }

  get size(): number {
    return this.pending.length + this.stored.length;
  }

  async beforeCommit(tx: Transaction): Promise<void> {
    if (!this.durable || this.pending.length === 0) return;
    const events = stamp(this.pending.splice(0));
    this.stored.push(...(await insertOutboxRows(tx, events.map((event) => JSON.stringify(event)))));
  }

  /** Sends the stored events (through the outbox) and publishes the rest, in the order they were added. */
  async flush(bus: RealtimeBus): Promise<void> {
    const stored = this.stored.splice(0);
    if (stored.length > 0) await bus.outbox?.send(stored);
    for (const event of stamp(this.pending.splice(0))) await bus.publish(event);
  }
}

/** Gives each event its id and its time (the commit's, within a few milliseconds). */
function stamp(events: PendingEvent[]): BusEvent[] {
  const sentAt = new Date().toISOString();
  return events.map(({ target, type, data }) => ({
    kind: 'message',
    target,
    message: { messageId: randomUUID(), type, data, sentAt } as RealtimeMessage,
  }));
}

/**
 * Runs `work` (which opens and commits its transaction) and has the events it added to the outbox sent only if their
 * transaction committed: a rolled-back change sends nothing.
 *
 *   const order = await publishAfterCommit(bus, (outbox) =>
 *     db.transaction(async (tx) => {
 *       const row = await orders.insert(tx, ...);
 *       outbox.add({ destination: 'store', storeId }, 'NEW_ORDER', { storeId, orderId: row.id, ... });
 *       return row;
 *     }),
 *   );
 *
 * With the app's bus the events are rows of the change's own transaction, so one whose process died right after
 * the commit is still sent (by another instance's sweep, or by this one when it starts again).
 */
export async function publishAfterCommit<R>(
  bus: RealtimeBus,
  work: (outbox: RealtimeOutbox) => Promise<R>,
): Promise<R> {
  const outbox = new RealtimeOutbox(bus.outbox !== undefined);
  const result = await withBeforeCommit(outbox, () => work(outbox));
  await outbox.flush(bus);
  return result;
}

/** Publishes one event that follows no transaction of ours (a printer report, a maintenance switch already saved). */
export async function publishNow<T extends RealtimeEventType>(
  bus: RealtimeBus,
  target: TargetFor<T>,
  type: T,
  data: RealtimeEventData<T>,
): Promise<void> {
  const outbox = new RealtimeOutbox(false);
  outbox.add(target, type, data);
  await outbox.flush(bus);
}
