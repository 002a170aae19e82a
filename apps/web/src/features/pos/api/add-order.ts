import { IDEMPOTENCY_KEY_HEADER, POS_API, type AddOrderRequest, type AddOrderResult } from '@diancan/core';
import { callApi } from '../../../lib/api';

/**
 * pos/addOrder under one checkout attempt's Idempotency-Key. Silent: the checkout decides what to say (a network
 * failure is retried first, see submit-order.ts).
 */
export async function sendOrder(request: AddOrderRequest, idempotencyKey: string): Promise<AddOrderResult> {
  return callApi(POS_API.addOrder, request, { silent: true, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}
