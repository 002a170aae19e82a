import { z } from 'zod';
import { type RealtimeMessage, realtimeMessageSchema, type RealtimeTarget, USER_QUEUE_NAMES } from '@diancan/core';

/**
 * What travels between server instances: a message for a destination, or the news that sessions were revoked
 * (so every instance closes their sockets, not only the one where the logout happened).
 */
export type BusEvent =
  | { kind: 'message'; target: RealtimeTarget; message: RealtimeMessage }
  | { kind: 'revoke'; sessionIds: string[] };

export type BusListener = (event: BusEvent) => void;

/**
 * One interface for the in-process bus (embedded database, one process) and the PostgreSQL LISTEN/NOTIFY bus
 * (several instances on one database). Every event published reaches every instance's listeners once, in order.
 */
export interface RealtimeBus {
  /**
   * Hands the event to every instance, this one included. Never rejects: what it reports has already committed,
   * so a transport failure is logged by the bus instead of failing the request that caused it.
   */
  publish(event: BusEvent): Promise<void>;
  subscribe(listener: BusListener): () => void;
  close(): Promise<void>;
  /**
   * Present when the bus sends from the outbox table (the app's buses): services' events are then written in their
   * own transaction and sent from there (publisher.ts), so a crash between commit and send loses none.
   */
  readonly outbox?: OutboxRelay;
}

export interface OutboxRelay {
  /**
   * Sends the committed outbox rows of these ids to every instance and deletes them, in one transaction: each row is
   * sent exactly once, whichever instance gets to it. Ids already sent (by a sweep) or never committed are skipped.
   * Never rejects: a failed send leaves the rows for the next sweep.
   */
  send(ids: readonly string[]): Promise<void>;
}

/** The part of a pino/Fastify logger the buses use. */
export interface BusLogger {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

const positiveId = z.number().int().positive();

const targetSchema: z.ZodType<RealtimeTarget> = z.union([
  z.object({ destination: z.literal('platform') }),
  z.object({ destination: z.literal('store'), storeId: positiveId }),
  z.object({ destination: z.literal('frontOrder'), orderId: positiveId }),
  z.object({ destination: z.enum(USER_QUEUE_NAMES), userId: z.union([positiveId, z.literal('all')]) }),
]);

/** Checks what arrives from another process before it is delivered to anyone. */
export const busEventSchema: z.ZodType<BusEvent> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), target: targetSchema, message: realtimeMessageSchema }),
  z.object({ kind: z.literal('revoke'), sessionIds: z.array(z.string().min(1)) }),
]);

/** Calls each listener; one that throws is logged and does not keep the event from the others. */
export function deliverToListeners(listeners: Iterable<BusListener>, event: BusEvent, logger: BusLogger): void {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch (error) {
      logger.error({ err: error }, 'realtime bus listener failed');
    }
  }
}
