import type { FastifyError, FastifyInstance } from 'fastify';
import { MSG } from '@diancan/core';
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

function frameworkStatus(error: FastifyError): number | null {
  const status = error.statusCode;
  return status !== undefined && status >= 400 && status < 500 ? status : null;
}

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
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody(MSG.SERVER));
  });
}
