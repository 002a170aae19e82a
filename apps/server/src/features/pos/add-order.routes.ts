import {
  addOrderRequestSchema,
  addOrderResultSchema,
  type AddOrderResult,
  envelopeSchema,
  idempotencyKeySchema,
  ORDER_PATHS,
} from '@diancan/core';
import { badRequest, unauthorized } from '../../platform/errors/app-error.js';
import { ok } from '../../platform/errors/envelope.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { OrderCreationService } from '../orders/order-creation.service.js';
import { POS_BODY } from '../menu/route-kit.js';

/** Sent on an answer that repeats an earlier request's (same Idempotency-Key and body): nothing new was written. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';

/** POST back/pos/addOrder: the POS checkout (docs/orders.md). */
export function addOrderRoutes(
  app: ZodApp,
  orders: OrderCreationService,
  afterCheckout: (storeId: number, result: AddOrderResult) => Promise<void>,
): void {
  app.post(
    ORDER_PATHS.pos.addOrder.path,
    { schema: { body: addOrderRequestSchema, response: { 200: envelopeSchema(addOrderResultSchema) } }, config: POS_BODY },
    async (request, reply) => {
      const key = idempotencyKeySchema.safeParse(request.headers['idempotency-key']);
      if (!key.success) throw badRequest(key.error.issues[0]?.message);
      if (!request.principal) throw unauthorized();
      const { result, replayed } = await orders.addOrder({ userId: request.principal.userId }, key.data, request.body);
      if (replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
      else await afterCheckout(request.body.storeId, result);
      return ok(result);
    },
  );
}
