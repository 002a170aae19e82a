import type { FastifyServerOptions } from 'fastify';

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
        if (level >= ERROR_LEVEL && first instanceof Error && /^premature close$/i.test(first.message)) {
          this.info(...args);
          return;
        }
        method.apply(this, args);
      },
    },
  };
}
