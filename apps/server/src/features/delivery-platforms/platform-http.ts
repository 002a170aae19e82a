import type { z } from 'zod';
import { PlatformCallError } from './platform-adapter.js';

/** Platform calls wait at most this long: the outbox tries again later. */
const TIMEOUT_MS = 10_000;

/**
 * One call to a platform's API: JSON or form body, bearer token, a timeout; the answer's JSON. Network errors, 429
 * and 5xx are worth retrying; other refusals are not.
 */
export async function platformCall(
  url: string,
  init: { method?: string; token?: string; json?: unknown; form?: Record<string, string>; headers?: Record<string, string> },
): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: string | undefined;
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  } else if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  let response: Response;
  try {
    response = await fetch(url, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new PlatformCallError(`${url}: ${(error as Error).message}`, true);
  }
  const text = await response.text();
  if (!response.ok) {
    throw new PlatformCallError(`${url}: HTTP ${response.status} ${text.slice(0, 200)}`, response.status === 429 || response.status >= 500);
  }
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new PlatformCallError(`${url}: the answer is not JSON`, true);
  }
}

/** Joins a base URL and a path without doubling or losing the slash. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export function safeJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

/** A platform answer of an unexpected shape: not worth retrying as it is. */
export function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new PlatformCallError(`unexpected answer: ${parsed.error.message.slice(0, 200)}`, false);
  return parsed.data;
}

/** A platform's timestamp, or null when missing or not a date. */
export function dateOrNull(text: string | undefined | null): Date | null {
  const date = text ? new Date(text) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}
