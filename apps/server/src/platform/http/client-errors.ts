import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '@diancan/core';
import { errorBody } from '../errors/envelope.js';

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a URL or headers past the 16 KB limit, a broken
 * request line, a client too slow): Fastify's default answer is English JSON without our envelope. This one keeps
 * the status (431, 408, 400) and answers the envelope with a zh-TW message, as every other refusal does.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, MSG.REQUEST_TOO_LONG]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, MSG.REQUEST_TIMEOUT]
        : [400, MSG.BAD_REQUEST];
  const body = Buffer.from(JSON.stringify(errorBody(message)));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${body.length}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n`,
    );
    socket.write(body);
  }
  socket.destroy();
}

/** A path the router cannot decode (`/api/back/file/%F0%9F`) or a parameter past its length: 400 with our envelope. */
export function answerFrameworkError(_error: Error, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(400).send(errorBody(MSG.BAD_REQUEST));
}
