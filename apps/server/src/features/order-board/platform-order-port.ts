import type { OrderStatus } from '@diancan/core';
import type { Transaction } from '../../platform/db/database.js';

/** A status change of one order, as the board made it (inside its transaction). */
export interface OrderStatusMove {
  storeId: number;
  orderId: number;
  from: OrderStatus;
  to: OrderStatus;
  reason: string | null;
  now: Date;
}

/**
 * What the board asks of the delivery platforms when an order's status moves (implemented by
 * features/delivery-platforms, composed in services.ts): inside the change's transaction, a platform order queues
 * the platform's call (accept, deny, ready, cancel) in the outbox, so the change and the call to make stand or fall
 * together. Answers whether the order's e-invoice is due now (a platform order completed with the store's
 * delivery-platform invoice switches on); orders of other sources answer false.
 */
export interface PlatformOrderPort {
  afterStatusChange(tx: Transaction, move: OrderStatusMove): Promise<{ issueInvoice: boolean }>;
}

export const NO_PLATFORM_ORDERS: PlatformOrderPort = { afterStatusChange: async () => ({ issueInvoice: false }) };
