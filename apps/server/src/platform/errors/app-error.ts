import { MSG } from '@diancan/core';

/**
 * An error the client is meant to see: an HTTP status, a zh-TW message and optional `data`,
 * rendered as the envelope by the error handler. Anything else thrown becomes a 500.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly data: unknown = null,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string = MSG.BAD_REQUEST) => new AppError(400, message);
export const unauthorized = (message: string = MSG.UNAUTHORIZED) => new AppError(401, message);
export const forbidden = (message: string = MSG.FORBIDDEN) => new AppError(403, message);
export const notFound = (message: string = MSG.NOT_FOUND) => new AppError(404, message);
export const conflict = (message: string = MSG.CONFLICT) => new AppError(409, message);

/** 429 with Retry-After (whole seconds, at least 1). */
export function tooManyRequests(retryAfterMs: number, message: string = MSG.TOO_MANY) {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(429, message, null, { 'retry-after': String(seconds) });
}

/** 503 while the platform is in maintenance; `data` carries the overlay's title and message. */
export const serviceUnavailable = (data: { title: string; message: string }) => new AppError(503, MSG.MAINTENANCE, data);
