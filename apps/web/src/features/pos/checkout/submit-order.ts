import { ORDER_MSG, PAYMENT_MSG, type AddOrderRequest, type AddOrderResult } from '@diancan/core';
import { ApiError } from '../../../lib/http';
import { isUnreachable } from '../../../lib/offline/cached-read';

/**
 * Sending one checkout attempt exactly once (issue 5, item 4). The attempt's Idempotency-Key is made once and kept
 * (by the cart, per cart revision) until the order is created or the cart changes; a network failure is retried
 * with the same key, so the server answers the first result instead of creating a second order.
 */

/** Waits before each retry of a failed send: three retries over about 7 seconds. */
export const RETRY_DELAYS_MS = [1_000, 2_000, 4_000] as const;

/** No answer from our server: the order may or may not exist, so only the same key may try again. */
export const isNetworkFailure = isUnreachable;

/**
 * The server answered and refused the order: none was created under the key, so the next attempt may take a new
 * one. Not so for an idempotency conflict: an order (or an attempt under way) already holds the key.
 */
export function isDefiniteRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.httpStatus < 400 || error.httpStatus >= 500) return false;
  return error.message !== ORDER_MSG.IDEMPOTENCY_CONFLICT && !isSettling(error);
}

/** 付款確認中 (docs/payments.md): the provider has not said yet; only the same key may ask again, never a new charge. */
export function isSettling(error: unknown): boolean {
  return error instanceof ApiError && error.httpStatus === 409 && error.message === PAYMENT_MSG.SETTLING;
}

/** How long the counter waits before asking again about a charge that is settling. */
export const SETTLING_RETRY_MS = 3_000;

export interface SendOrder {
  (request: AddOrderRequest, idempotencyKey: string): Promise<AddOrderResult>;
}

export interface SubmitOptions {
  send: SendOrder;
  sleep?: (ms: number) => Promise<void>;
  delaysMs?: readonly number[];
  /** Told before each retry (the modal shows 重新送出中). */
  onRetry?: (attempt: number) => void;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Sends the request under `key`, retrying network failures with the same key; rethrows the last error. */
export async function submitOrder(request: AddOrderRequest, key: string, options: SubmitOptions): Promise<AddOrderResult> {
  const { send, sleep = wait, delaysMs = RETRY_DELAYS_MS, onRetry } = options;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send(request, key);
    } catch (error) {
      const delay = delaysMs[attempt];
      if (!isNetworkFailure(error) || delay === undefined) throw error;
      onRetry?.(attempt + 1);
      await sleep(delay);
    }
  }
}
