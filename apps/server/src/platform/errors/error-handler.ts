import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '@diancan/core';
import { isPrematureClose } from '../http/log-options.js';
import { AppError } from './app-error.js';
import { errorBody } from './envelope.js';
import { RequestValidationError } from './validation.js';

/** Fastify's own client errors (bad JSON, body too large, ...) keep their status with a zh-TW message. */
const FRAMEWORK_MESSAGES: Readonly<Record<number, string>> = {
  400: MSG.BAD_REQUEST,
  404: MSG.NOT_FOUND,
  413: MSG.FILE_TOO_LARGE,
  415: MSG.BAD_REQUEST,
};

/**
 * SQLSTATEs a request's values cause when they get past validation (a number past a column's range, text the
 * database cannot hold, a value too large for an index): the client's fault, so a 400, never a 500. Validation
 * should refuse them first (ids are bounded in core, text is checked in validation.ts); this is the net under it.
 */
const CLIENT_SQLSTATES = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05', '54000']);

function sqlStateOf(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * A multipart body the parser (busboy) could not read: cut short, no boundary, a broken part header. Its errors carry
 * no status; they are recognised by their messages, which busboy has kept stable across versions.
 */
const MALFORMED_MULTIPART = /^(Unexpected end of (form|file|multipart data)|Malformed (part header|urlencoded form)|Multipart: Boundary not found|Part terminated early)/i;

function clientCaused(error: Error): boolean {
  const state = sqlStateOf(error);
  return (state !== null && CLIENT_SQLSTATES.has(state)) || MALFORMED_MULTIPART.test(error.message);
}

function frameworkStatus(error: FastifyError): number | null {
  const status = error.statusCode;
  return status !== undefined && status >= 400 && status < 500 ? status : null;
}

/**
 * The client closed the connection before its answer was out (a page left mid-load, a tab or a test's browser
 * closed): the answer's stream then fails with "premature close". Nobody is left to answer, and it is no server fault.
 */
function clientWentAway(error: FastifyError, request: FastifyRequest): boolean {
  return isPrematureClose(error) && request.raw.socket.destroyed;
}

/** nginx's status for a request whose client closed the connection first; only the server's own log ever sees it. */
const CLIENT_CLOSED_REQUEST = 499;

/**
 * Every error leaves as the envelope. Expected errors (AppError, validation) carry their message;
 * anything else is a 500 with MSG.SERVER and the details go only to the log, tagged with the request id.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).headers(error.headers).send(errorBody(error.message, error.data));
    }
    if (error instanceof RequestValidationError) {
      return reply.code(400).send(errorBody(error.message));
    }
    const status = frameworkStatus(error);
    if (status !== null) {
      request.log.info({ err: error }, 'client error');
      return reply.code(status).send(errorBody(FRAMEWORK_MESSAGES[status] ?? MSG.BAD_REQUEST));
    }
    if (clientCaused(error)) {
      request.log.warn({ err: error }, 'request refused by the database or the multipart parser');
      return reply.code(400).send(errorBody(MSG.BAD_REQUEST));
    }
    if (clientWentAway(error, request)) {
      request.log.info({ err: error }, 'client went away before its answer was sent');
      return reply.code(CLIENT_CLOSED_REQUEST).send(errorBody(MSG.SERVER));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody(MSG.SERVER));
  });
}
