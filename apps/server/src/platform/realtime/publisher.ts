import { randomUUID } from 'node:crypto';
import {
  isAllowedTarget,
  realtimeEventData,
  type RealtimeEventData,
  type RealtimeEventType,
  type RealtimeMessage,
  type TargetFor,
} from '@diancan/core';
import type { RealtimeBus } from './bus/bus.js';

interface PendingEvent {
  target: TargetFor<RealtimeEventType>;
  type: RealtimeEventType;
  data: unknown;
}

/**
 * Events a service collects while its transaction runs. They are checked when added (so a wrong event fails the
 * transaction, where it can still be undone) and sent only by publishAfterCommit, once the transaction committed.
 */
export class RealtimeOutbox {
  private readonly pending: PendingEvent[] = [];

  add<T extends RealtimeEventType>(target: TargetFor<T>, type: T, data: RealtimeEventData<T>): void {
    if (!isAllowedTarget(type, target)) {
      throw new Error(`realtime event ${type} cannot be sent to ${target.destination}`);
    }
    this.pending.push({ target, type, data: realtimeEventData[type].parse(data) });
  }

  get size(): number {
    return this.pending.length;
  }

  /** Stamps each event (id, commit time) and publishes them in the order they were added. */
  async flush(bus: RealtimeBus): Promise<void> {
    const events = this.pending.splice(0);
    const sentAt = new Date().toISOString();
    for (const { target, type, data } of events) {
      const message = { messageId: randomUUID(), type, data, sentAt } as RealtimeMessage;
      await bus.publish({ kind: 'message', target, message });
    }
  }
}

/**
 * Runs `work` (which opens and commits its transaction) and publishes the events it added to the outbox only if it
 * resolved: a rolled-back change sends nothing.
 *
 *   const order = await publishAfterCommit(bus, (outbox) =>
 *     db.transaction(async (tx) => {
 *       const row = await orders.insert(tx, ...);
 *       outbox.add({ destination: 'store', storeId }, 'NEW_ORDER', { storeId, orderId: row.id, ... });
 *       return row;
 *     }),
 *   );
 */
export async function publishAfterCommit<R>(
  bus: RealtimeBus,
  work: (outbox: RealtimeOutbox) => Promise<R>,
): Promise<R> {
  const outbox = new RealtimeOutbox();
  const result = await work(outbox);
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
  const outbox = new RealtimeOutbox();
  outbox.add(target, type, data);
  await outbox.flush(bus);
}
