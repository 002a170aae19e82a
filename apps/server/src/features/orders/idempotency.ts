import { createHash } from 'node:crypto';

/**
 * The fingerprint of a request body for Idempotency-Key checks: SHA-256 of the validated body as JSON. The schema's
 * output has a fixed key order and its defaults filled in, so two sends of the same cart hash alike even if one
 * left out a default field.
 */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}
