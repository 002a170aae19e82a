import type { AuditAction, AuditEntity } from '@diancan/core';
import type { SessionPrincipal } from '../auth/principal.js';
import type { Executor } from '../db/database.js';
import { auditLog } from '../db/schema/index.js';

export type Snapshot = Record<string, unknown> | null;

export interface AuditChange {
  entity: AuditEntity;
  entityId: number | null;
  action: AuditAction;
  /** The store the change concerns (its detail page lists it), or null for platform-wide changes. */
  storeId: number | null;
  before?: Snapshot;
  after?: Snapshot;
}

/** Keys never written to the log, whatever record they appear in. */
const SECRET_KEYS = new Set(['password', 'passwordHash', 'codeHash', 'tokenHash', 'xsrfToken']);

/** A JSON-safe copy without secrets: dates become ISO strings, nested objects are cleaned the same way. */
export function snapshot(value: object | null | undefined): Snapshot {
  if (!value) return null;
  const clean = (input: unknown): unknown => {
    if (input instanceof Date) return input.toISOString();
    if (Buffer.isBuffer(input) || input instanceof Uint8Array) return `<${input.length} bytes>`;
    if (Array.isArray(input)) return input.map(clean);
    if (input && typeof input === 'object') {
      return Object.fromEntries(
        Object.entries(input).flatMap(([key, item]) => (SECRET_KEYS.has(key) ? [] : [[key, clean(item)]])),
      );
    }
    return input;
  };
  return clean(value) as Record<string, unknown>;
}

/**
 * Writes one staff change to the audit log, inside the transaction that made it (so the log never tells of a
 * change that was rolled back, and a committed change is never missing from it).
 */
export async function recordChange(
  executor: Executor,
  actor: SessionPrincipal,
  change: AuditChange,
  now: Date,
): Promise<void> {
  await executor.insert(auditLog).values({
    storeId: change.storeId,
    entity: change.entity,
    entityId: change.entityId,
    action: change.action,
    actorId: actor.userId,
    actorAccount: actor.account,
    before: snapshot(change.before ?? null),
    after: snapshot(change.after ?? null),
    createdAt: now,
  });
}
