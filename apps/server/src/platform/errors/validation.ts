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
 * NUL (PostgreSQL text cannot hold it) or a UTF-16 surrogate without its pair (no UTF-8 encoding exists for it, so
 * neither a text column nor a JSON audit row can store it): no field of ours has a use for either.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether any text in a request part (values and keys, at any depth) holds an unstorable character. */
export function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (typeof value !== 'object' || value === null || depth > 64) return false;
  if (Array.isArray(value)) return value.some((item) => hasUnstorableText(item, depth + 1));
  return Object.entries(value).some(([key, item]) => UNSTORABLE.test(key) || hasUnstorableText(item, depth + 1));
}

/**
 * Validates body, querystring, params and headers with the route's zod schema. Errors carry the first
 * issue's message; a per-parse error map supplies the fallback, so schema-level messages always win.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    if (hasUnstorableText(data)) return { error: new RequestValidationError(MSG.TEXT_UNSTORABLE) };
    const result = schema.safeParse(data, { error: fallbackMessage });
    if (result.success) return { value: result.data };
    const first = result.error.issues[0];
    return { error: new RequestValidationError(first?.message ?? MSG.BAD_REQUEST) };
  };
