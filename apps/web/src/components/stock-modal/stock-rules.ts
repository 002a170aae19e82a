import { MSG } from '@diancan/core';
import { ApiError } from '../../lib/http';
import { StockCallRefused } from './api/get-item-stock';

/** The quantity field's value as sent: empty or 0 means unlimited (null); otherwise a whole number. */
export function toAvailableQuantity(value: string | number): number | null {
  if (value === '' || value === 0) return null;
  const quantity = Number(value);
  return Number.isFinite(quantity) && quantity > 0 ? Math.trunc(quantity) : null;
}

/** The field's value for a stored quantity: unlimited shows as an empty field. */
export function fromAvailableQuantity(quantity: number | null): string | number {
  return quantity ?? '';
}

/** The client's own fallbacks, which are not something the server said. */
const CLIENT_FALLBACKS: readonly string[] = [MSG.SERVER, MSG.NO_RESPONSE, MSG.MAINTENANCE];

/** "server message or <fallback>" (store operations section 8): the server's words when it gave any. */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (error instanceof StockCallRefused) return error.serverMessage?.trim() || fallback;
  if (error instanceof ApiError && error.httpStatus > 0 && !CLIENT_FALLBACKS.includes(error.message)) return error.message;
  return fallback;
}
