import type { FastifySchemaCompiler } from 'fastify';
import { MSG } from '@diancan/core';
import type { z } from 'zod';

/** The zod schemas in core carry zh-TW messages; a check without one falls back to "<field> 格式不正確". */
function fallbackMessage(issue: { path?: readonly PropertyKey[] }): string {
  const path = (issue.path ?? []).map(String).join('.');
  return path ? `${path} 格式不正確` : MSG.BAD_REQUEST;
}

export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(message: string) {
    super(message);
    this.name = 'RequestValidationError';
  }
}

/**
 * Validates body, querystring, params and headers with the route's zod schema. Errors carry the first
 * issue's message; a per-parse error map supplies the fallback, so schema-level messages always win.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { error: fallbackMessage });
    if (result.success) return { value: result.data };
    const first = result.error.issues[0];
    return { error: new RequestValidationError(first?.message ?? MSG.BAD_REQUEST) };
  };
