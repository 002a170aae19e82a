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
