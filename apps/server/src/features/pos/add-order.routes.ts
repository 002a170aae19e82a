import {
  addOrderRequestSchema,
  addOrderResultSchema,
  envelopeSchema,
  idempotencyKeySchema,
  ORDER_PATHS,
  type AddOrderResult,
} from '@diancan/core';
import { badRequest, unauthorized } from '../../platform/errors/app-error.js';
import { ok } from '../../platform/errors/envelope.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { OrderCreationService } from '../orders/index.js';
import type { Transaction } from '../../platform/db/database.js';
import type { RealtimeOutbox } from '../../platform/realtime/index.js';
import { POS_BODY } from '../../platform/http/route-kit.js';
import type { PaymentServices } from '../payments/index.js';

/** Sent on an answer that repeats an earlier request's (same Idempotency-Key and body): nothing new was written. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';

/**
 * The checkout's print hook, run in its transaction (the print jobs of a printer-box store); never fails the checkout.
 */
export type CheckoutPrinting = (tx: Transaction, outbox: RealtimeOutbox, storeId: number, result: AddOrderResult, kitchenPrinted: boolean) => Promise<void>;

/** An offline upload answered from an earlier send whose terminal printed the kitchen tickets; never fails the answer. */
export type ReplayedKitchenPrint = (storeId: number, orderId: number) => Promise<void>;

/** POST back/pos/addOrder: the POS checkout (docs/orders.md). */
export function addOrderRoutes(
  app: ZodApp,
  orders: OrderCreationService,
  printing: CheckoutPrinting,
  replayedKitchenPrint: ReplayedKitchenPrint,
  /** The wallet charges of the checkout (docs/payments.md): charged first, tied to the order in its transaction. */
  charges: PaymentServices['counter'],
): void {
  app.post(
    ORDER_PATHS.pos.addOrder.path,
    { schema: { body: addOrderRequestSchema, response: { 200: envelopeSchema(addOrderResultSchema) } }, config: POS_BODY },
    async (request, reply) => {
      const key = idempotencyKeySchema.safeParse(request.headers['idempotency-key']);
      if (!key.success) throw badRequest(key.error.issues[0]?.message);
      if (!request.principal) throw unauthorized();
      const { storeId } = request.body;
      const kitchenPrinted = request.body.kitchenPrinted && request.body.takenAt !== null;
      const plan = await charges.plan(request.body);
      const paid = await charges.charge(storeId, key.data, plan);
      let outcome;
      try {
        outcome = await orders.addOrder(
          { userId: request.principal.userId },
          key.data,
          plan.request,
          async (tx, written, outbox) => {
            await charges.link(tx, paid, written.orderId);
            await printing(tx, outbox, storeId, written, kitchenPrinted);
          },
          plan.tender,
        );
      } catch (error) {
        // Refused after the money was taken (stock, prices changed): it goes back now, never a charge without an order.
        await charges.giveBack(paid, 'checkout refused');
        throw error;
      }
      const { result, replayed } = outcome;
      if (replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
      if (replayed && kitchenPrinted) await replayedKitchenPrint(storeId, result.orderId);
      return ok(result);
    },
  );
}
