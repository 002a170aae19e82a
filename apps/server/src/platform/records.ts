import { conflict } from './errors/app-error.js';

/** Rules about stored records that every feature's services share. */

/** Optimistic lock: the lastUpdateTime the client read must still be the record's, when it sent one. */
export function requireUnchanged(updatedAt: Date, lastUpdateTime: string | undefined): void {
  if (lastUpdateTime !== undefined && Date.parse(lastUpdateTime) !== updatedAt.getTime()) throw conflict();
}

/** PostgreSQL's unique_violation, as both drivers report it. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ??
    (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505';
}
