import { addOrderResultSchema, IDEMPOTENCY_KEY_HEADER, ORDER_PATHS, type AddOrderRequest, type AddOrderResult } from '@diancan/core';
import { http } from '../../../lib/http';
import { clientPath, dataOf } from '../../../lib/api';

/**
 * pos/addOrder under one checkout attempt's Idempotency-Key. Silent: the checkout decides what to say (a network
 * failure is retried first, see submit-order.ts).
 */
export async function sendOrder(request: AddOrderRequest, idempotencyKey: string): Promise<AddOrderResult> {
  const reply = http.post<unknown>(clientPath(ORDER_PATHS.pos.addOrder), request, {
    silent: true,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  return addOrderResultSchema.parse(await dataOf(reply, { silent: true }));
}
