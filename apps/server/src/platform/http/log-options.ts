import type { FastifyServerOptions } from 'fastify';

/** A stream that ended because the other side closed it: Node's code, or the message the end-of-stream package writes. */
export function isPrematureClose(error: Error & { code?: unknown }): boolean {
  return error.code === 'ERR_STREAM_PREMATURE_CLOSE' || /^premature close$/i.test(error.message);
}

/** pino's level number for `error` (and `fatal` above it). */
const ERROR_LEVEL = 50;

/**
 * @fastify/compress logs `log.error(err)` when a client closes the connection while a compressed answer streams (a
 * page left mid-load): the stream ends with "premature close". A client leaving is no server fault, so that record is
 * written at info like Fastify's own "stream closed prematurely"; every other error stays an error.
 */
export function withClientAbortsAtInfo(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (typeof logger !== 'object' || logger === null) return logger;
  return {
    ...logger,
    hooks: {
      logMethod(args, method, level) {
        const [first] = args;
        if (level >= ERROR_LEVEL && first instanceof Error && isPrematureClose(first)) {
          this.info(...args);
          return;
        }
        method.apply(this, args);
      },
    },
  };
}
